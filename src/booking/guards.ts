import type { FlowContext, GuardImpls } from '../engine';

/**
 * `singleShopLocation`: the provider serves only at its shop (`config.service_locations` is exactly
 * `['shop']`) and has exactly one shop location. The count is the booking fact `shopLocationCount`,
 * derived from the shop locations the place step loaded (BookingState.shopLocationIds); it is 0 until
 * they are loaded, so the guard is false and the flow takes its ordinary path.
 */
export function singleShopLocation(ctx: FlowContext): boolean {
  const locations = ctx.config.service_locations;
  const onlyShop = Array.isArray(locations) && locations.length === 1 && locations[0] === 'shop';
  return onlyShop && ctx.booking.shopLocationCount === 1;
}

/**
 * `parkAnywhereVehicle`: the selected service vehicle (booking fact `serviceVehicleId`) is one of
 * `config.park_anywhere_service_vehicle_ids` (OPEN-14), so no parking zone is needed.
 */
export function parkAnywhereVehicle(ctx: FlowContext): boolean {
  const id = ctx.booking.serviceVehicleId;
  const ids = ctx.config.park_anywhere_service_vehicle_ids;
  return typeof id === 'number' && Array.isArray(ids) && ids.includes(id);
}

/** The named guards the booking flow may reference. */
export const bookingGuards: GuardImpls = { singleShopLocation, parkAnywhereVehicle };
