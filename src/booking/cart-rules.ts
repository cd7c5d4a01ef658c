/**
 * Cart rules the booking's commands apply beyond the domain's (src/domain/cart.ts): the included services of a
 * mechanical booking (D-55) and the one set of tires (D-50, D-52). Pure; every function returns a new cart.
 */
import { setServiceQuantity } from '../domain/cart';
import type { CartLine, CartOffering } from './booking-state';

/** True for a line the customer chose that makes a mechanical booking (everything but included items). */
function isChosenMechanical(line: CartLine): boolean {
  return line.included_with_every_mechanical_service !== true && ['package', 'standard', 'addon', 'recall'].includes(line.kind);
}

/**
 * D-55 with the cart rules: while the cart holds a chosen mechanical service, every offering included
 * with every mechanical service (`included`) is in the cart too (locked); with none left they go, so the cart
 * never holds only the included items. Returns the same array when nothing changes.
 */
export function withIncludedServices(cart: CartLine[], included: readonly CartOffering[]): CartLine[] {
  if (included.length === 0) return cart;
  const hasChosen = cart.some(isChosenMechanical);
  const isIncludedLine = (l: CartLine) => included.some((o) => o.service_offering_id === l.service_offering_id);
  if (!hasChosen) {
    return cart.some(isIncludedLine) ? cart.filter((l) => !isIncludedLine(l)) : cart;
  }
  const missing = included.filter((o) => !cart.some((l) => l.service_offering_id === o.service_offering_id));
  if (missing.length === 0) return cart;
  return [...cart, ...missing.map((o) => ({ ...o, quantity: 1 }))];
}

/** True for the cart line of a tire product (or of the new-tires offering itself). */
export function isTireProductLine(line: CartLine): boolean {
  return line.is_atd_tire_product === true || (line.atd_product_number ?? null) !== null;
}

/** Every per-tire line of the cart set to `count` tires (D-50; setServiceQuantity clamps to 1..4). */
export function withTireCount(cart: readonly CartLine[], count: number): CartLine[] {
  return cart
    .filter((l) => l.per_tire === true)
    .reduce<CartLine[]>((acc, l) => setServiceQuantity(acc, l.service_offering_id, count, l.quote_option_id ?? null), [...cart]);
}

/**
 * The cart with `line` as its only tire product line (one set of tires per booking; a new choice
 * replaces the old one), and every per-tire service set to the same number of tires (D-50).
 */
export function withTireProduct(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const kept = cart.filter((l) => !isTireProductLine(l));
  return withTireCount([...kept, line], line.quantity);
}

/** The tire count a cart's per-tire line sets (1..4), or `current` when it has none (I-05, L-30). */
export function tireCountOf(cart: readonly CartLine[], current: number): number {
  const perTire = cart.find((l) => l.per_tire === true);
  return perTire ? Math.min(4, Math.max(1, perTire.quantity)) : current;
}
