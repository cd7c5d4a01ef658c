/**
 * Whether two values are equal one level deep: the same value, or two plain objects (or arrays) with the
 * same keys whose values are identical (`Object.is`). For selectors that build a fresh object from
 * unchanged parts of the booking (`useBooking((b) => ({ cart: b.cart, vehicle: b.vehicle }), shallowEqual)`).
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && Object.is(ra[k], rb[k]));
}
