import type { CartItem, SelectableOffering, ServiceOfferingId } from './service-types';
import { clampTireCount } from './tire-quantity';

/** Smallest service quantity (D-56). */
export const MIN_SERVICE_QUANTITY = 1;
/** Largest service quantity (D-56). */
export const MAX_SERVICE_QUANTITY = 6;

/** Options of {@link toggleService}. */
export interface ToggleOptions {
  /** The tire count chosen in the tire quantity modal (D-49); per-tire services use it, default 4. */
  tireQuantity?: number | null;
}

/**
 * True when two records are the same cart line: same service_offering_id and same quote_option_id
 * (a missing quote_option_id equals null).
 */
export function isSameLine(a: SelectableOffering, b: SelectableOffering): boolean {
  return a.service_offering_id === b.service_offering_id && (a.quote_option_id ?? null) === (b.quote_option_id ?? null);
}

/**
 * Clamps a service quantity into 1..6 (D-56). Promises: an integer in range; a fraction is rounded
 * down, NaN gives 1.
 */
export function clampServiceQuantity(quantity: number | null | undefined): number {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return MIN_SERVICE_QUANTITY;
  return Math.min(MAX_SERVICE_QUANTITY, Math.max(MIN_SERVICE_QUANTITY, Math.floor(quantity)));
}

/** True when the cart holds the offering's line (same offering and quote option). */
export function isInCart(cart: readonly SelectableOffering[], offering: SelectableOffering): boolean {
  return cart.some((item) => isSameLine(item, offering));
}

/** True when the line may be removed by the customer; included-with-every-mechanical items may not (D-55). */
export function isRemovable(item: SelectableOffering): boolean {
  return item.included_with_every_mechanical_service !== true;
}

function isIncompatible(selected: SelectableOffering, item: SelectableOffering): boolean {
  if (item.service_offering_id === selected.service_offering_id) return false;
  const theirs = item.incompatible_service_offering_ids ?? [];
  const ours = selected.incompatible_service_offering_ids ?? [];
  return ours.includes(item.service_offering_id) || theirs.includes(selected.service_offering_id);
}

/**
 * Selects or unselects an offering, returning a new cart (the input is never changed):
 * - already in the cart: removed (D-54), unless included_with_every_mechanical_service (D-55, cart unchanged);
 * - otherwise: lines listed in its incompatible_service_offering_ids (or listing it) are removed (D-53),
 *   then it is added once; a per_tire service gets quantity = the chosen tire count, default 4 (D-49, D-50),
 *   any other its own quantity clamped to 1..6, default 1 (D-56).
 */
export function toggleService<T extends SelectableOffering>(
  cart: readonly CartItem<T>[],
  offering: T,
  options: ToggleOptions = {},
): CartItem<T>[] {
  if (isInCart(cart, offering)) return removeService(cart, offering);
  const quantity =
    offering.per_tire === true ? clampTireCount(options.tireQuantity) : clampServiceQuantity(offering.quantity ?? 1);
  const kept = cart.filter((item) => !isIncompatible(offering, item));
  return [...kept, { ...offering, quantity }];
}

/**
 * Removes an offering's line, returning a new cart. Promises: a line flagged
 * included_with_every_mechanical_service stays (D-55); an absent line leaves the cart as it was.
 */
export function removeService<T extends SelectableOffering>(
  cart: readonly CartItem<T>[],
  offering: SelectableOffering,
): CartItem<T>[] {
  return cart.filter((item) => !isSameLine(item, offering) || !isRemovable(item));
}

/**
 * Sets a service line's quantity, clamped to 1..6 (D-56), returning a new cart. Per-tire lines are
 * clamped to the tire count range 1..4 instead (D-49). Other lines are unchanged.
 */
export function setServiceQuantity<T extends SelectableOffering>(
  cart: readonly CartItem<T>[],
  serviceOfferingId: ServiceOfferingId,
  quantity: number,
  quoteOptionId: number | null = null,
): CartItem<T>[] {
  const target: SelectableOffering = { service_offering_id: serviceOfferingId, quote_option_id: quoteOptionId };
  return cart.map((item) => {
    if (!isSameLine(item, target)) return item;
    const next = item.per_tire === true ? clampTireCount(quantity) : clampServiceQuantity(quantity);
    return { ...item, quantity: next };
  });
}
