/** The vehicle types (C-46): one list, no imports, so the API's schemas can read it from the first chunk. */

/** C-46: vehicle types that keep their own type. */
const OWN_VEHICLE_TYPES = Object.freeze(['rv', 'atv', 'motorcycle', 'boat', 'plane'] as const);
/** C-46: a vehicle type that keeps its own type (and its own services and makes). */
export type OwnVehicleType = (typeof OWN_VEHICLE_TYPES)[number];
/** C-46: the vehicleType stored for a vehicle. */
export type VehicleType = OwnVehicleType | 'automobile';
/** C-46: every vehicleType, automobile first. */
export const VEHICLE_TYPES = Object.freeze(['automobile', ...OWN_VEHICLE_TYPES] as const);

/** True for rv, atv, motorcycle, boat and plane (exactly, case counts). */
export function isOwnVehicleType(t: unknown): t is OwnVehicleType {
  return typeof t === 'string' && (OWN_VEHICLE_TYPES as readonly string[]).includes(t);
}
