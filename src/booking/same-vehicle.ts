import type { BookingVehicle } from './booking-state';

type Identity = Pick<BookingVehicle, 'vin' | 'plate' | 'plateState'>;

const upper = (s: string | null | undefined) => (s ?? '').trim().toUpperCase();

/**
 * True when two vehicle records name the same vehicle: the same VIN, or the same plate in the same state
 * (case and surrounding blanks ignored). Two records with neither a VIN nor a plate are never the same. Pure.
 */
export function isSameVehicle(a: Identity, b: Identity): boolean {
  const vin = upper(a.vin);
  if (vin !== '' && upper(b.vin) === vin) return true;
  const plate = upper(a.plate);
  return plate !== '' && upper(b.plate) === plate && upper(b.plateState) === upper(a.plateState);
}
