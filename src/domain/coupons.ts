import { normalizeCouponCode } from './coupon-code';
import { couponCalendarDate, isCalendarDate } from './coupon-dates';
import { didYouMeanMessage, type CouponMessageKey } from './coupon-messages';
import { suggestCouponCode } from './coupon-suggestion';
import type { CalendarDate, ClientLocationId, Coupon, PreviousBooking, ServiceOfferingId } from './service-types';
import type { MessageRef } from './validation-messages';

export { normalizeCouponCode };

/** What a coupon is checked against. */
export interface CouponContext {
  /** Today as `YYYY-MM-DD` in the service location's time zone (the caller reads the clock). */
  today: CalendarDate;
  /** The service location's time zone, used to read start/end dates given as instants. */
  timeZone?: string | null;
  /** service_offering_id of every service in the cart. */
  cartServiceOfferingIds: readonly ServiceOfferingId[];
  /** The booking's client_location_id, if any. */
  clientLocationId?: ClientLocationId | null;
}

/** Why a coupon was refused. */
type CouponRejection = 'missing_code' | 'dates' | 'services' | 'location' | 'already_used' | 'not_found';

/** The outcome of a validity check; `key` is the flow message saying why. */
export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejection; key: CouponMessageKey };

const rejected = (reason: CouponRejection, key: CouponMessageKey = 'coupon-cannot-be-applied'): CouponCheck => ({ ok: false, reason, key });

/**
 * Whether a looked-up coupon applies to this order (D-77..D-81). Promises, in order: a non-blank
 * coupon_code (D-77); `today` within start_date..end_date, both inclusive, a missing bound open
 * (D-78); a cart service in valid_service_offering_ids when that list is non-empty (D-79); the
 * client location in valid_client_location_ids when that list is non-empty (D-80). Any failure
 * carries `coupon-cannot-be-applied` ("Sorry, that coupon cannot be applied to your order.", D-81).
 */
export function validateCoupon(coupon: Coupon, context: CouponContext): CouponCheck {
  if (normalizeCouponCode(coupon.coupon_code) === '') return rejected('missing_code');
  if (!isCalendarDate(context.today)) return rejected('dates');
  for (const [bound, isOutside] of [
    [coupon.start_date, (date: string) => context.today < date],
    [coupon.end_date, (date: string) => context.today > date],
  ] as const) {
    if (bound === null || bound === undefined || bound.trim() === '') continue;
    const date = couponCalendarDate(bound, context.timeZone);
    if (date === null || isOutside(date)) return rejected('dates');
  }
  const services = coupon.valid_service_offering_ids;
  if (services && services.length > 0 && !context.cartServiceOfferingIds.some((id) => services.includes(id))) {
    return rejected('services');
  }
  const locations = coupon.valid_client_location_ids;
  if (locations && locations.length > 0) {
    const location = context.clientLocationId;
    if (location === null || location === undefined || !locations.includes(location)) return rejected('location');
  }
  return { ok: true };
}

/** True for a cancelled booking status, any case, either spelling (`cancelled`, `canceled`; OPEN-48). */
export function isCancelledStatus(status: string | null | undefined): boolean {
  const s = (status ?? '').trim().toLowerCase();
  return s === 'cancelled' || s === 'canceled';
}

/**
 * Whether the customer may use the coupon again (D-83). Promises: refused with `coupon-used-before`
 * ("Sorry, you already used that coupon in a previous booking.") when a non-cancelled previous booking
 * carries the same code (compared normalised), unless can_use_multiple_times.
 */
export function checkCouponReuse(coupon: Coupon, previousBookings: readonly PreviousBooking[]): CouponCheck {
  if (coupon.can_use_multiple_times === true) return { ok: true };
  const code = normalizeCouponCode(coupon.coupon_code);
  const used = previousBookings.some(
    (booking) => !isCancelledStatus(booking.status) && code !== '' && normalizeCouponCode(booking.coupon_code) === code,
  );
  return used ? rejected('already_used', 'coupon-used-before') : { ok: true };
}

/**
 * D-84: the re-check when the booking is submitted with a coupon applied earlier — refused with
 * `coupon-already-used` ("Sorry, this coupon has already been used") when a non-cancelled previous booking now carries it
 * (e.g. booked meanwhile in another tab), unless can_use_multiple_times. No coupon passes.
 */
export function checkCouponOnSubmit(coupon: Coupon | null | undefined, previousBookings: readonly PreviousBooking[]): CouponCheck {
  if (!coupon) return { ok: true };
  const reuse = checkCouponReuse(coupon, previousBookings);
  return reuse.ok ? reuse : rejected('already_used', 'coupon-already-used');
}

/** The answer of the coupon lookup by code (D-89): found, unknown, or the call failed. */
export type CouponLookup<C extends Coupon = Coupon> = { kind: 'found'; coupon: C } | { kind: 'not_found' } | { kind: 'error' };

/** What the coupon box shows after a lookup; `coupon` is what to keep applied (none when refused, D-82). */
export type CouponOutcome<C extends Coupon = Coupon> =
  | { status: 'applied'; code: string; coupon: C }
  | {
      status: 'rejected';
      code: string;
      coupon: null;
      reason: CouponRejection;
      /** The flow message saying why. */
      key: CouponMessageKey;
      /** A known code the customer probably meant, and its "Did you mean X?" message (D-85..D-87). */
      suggestion: string | null;
      suggestionMessage: MessageRef<'coupon-did-you-mean'> | null;
    }
  | { status: 'error'; code: string; coupon: null; key: CouponMessageKey };

/**
 * Decides what a coupon lookup means for the order (D-76..D-88): the typed code normalised; a
 * lookup error → `coupon-lookup-error` ("Sorry, there was an error with the coupon. Please contact us for
 * assistance."); unknown or invalid → `coupon-cannot-be-applied` ("Sorry, that coupon cannot be applied to
 * your order.") with a typo suggestion when one is close; already used → `coupon-used-before` (D-83);
 * otherwise applied. A refused coupon is cleared.
 */
export function resolveCouponLookup<C extends Coupon>(
  typedCode: string | null | undefined,
  lookup: CouponLookup<C>,
  context: CouponContext & { previousBookings?: readonly PreviousBooking[]; knownCodes?: readonly string[] },
): CouponOutcome<C> {
  const code = normalizeCouponCode(typedCode);
  if (lookup.kind === 'error') return { status: 'error', code, coupon: null, key: 'coupon-lookup-error' };
  const refuse = (check: { reason: CouponRejection; key: CouponMessageKey }, suggest: boolean): CouponOutcome<C> => {
    const suggestion = suggest ? suggestCouponCode(code, context.knownCodes) : null;
    return {
      status: 'rejected',
      code,
      coupon: null,
      reason: check.reason,
      key: check.key,
      suggestion,
      suggestionMessage: suggestion === null ? null : didYouMeanMessage(suggestion),
    };
  };
  if (code === '') return refuse({ reason: 'missing_code', key: 'coupon-cannot-be-applied' }, false);
  if (lookup.kind === 'not_found') return refuse({ reason: 'not_found', key: 'coupon-cannot-be-applied' }, true);
  const validity = validateCoupon(lookup.coupon, context);
  if (!validity.ok) return refuse(validity, true);
  const reuse = checkCouponReuse(lookup.coupon, context.previousBookings ?? []);
  if (!reuse.ok) return refuse(reuse, false);
  return { status: 'applied', code, coupon: lookup.coupon };
}
