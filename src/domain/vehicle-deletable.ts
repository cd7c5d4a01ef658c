import { statusIs, type AppointmentLike } from './appointments';
import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The fields of a scheduled work that tie it to a vehicle. */
export interface VehicleLinked extends AppointmentLike {
  vehicle_id?: string | number | null;
  vehicle?: { vehicle_id?: string | number | null; id?: string | number | null } | null;
}

function sameId(a: unknown, b: string | number): boolean {
  return (typeof a === 'string' || typeof a === 'number') && String(a) === String(b);
}

/**
 * C-60: a vehicle can be deleted unless one of `appointments` for it (by vehicle_id, or
 * vehicle.vehicle_id / vehicle.id) has status scheduled or keys_available (any case); otherwise the
 * spec's message `vehicle-not-deletable` ("This vehicle is scheduled for an upcoming service and cannot be deleted. …").
 */
export function vehicleDeletable(vehicleId: string | number, appointments: readonly VehicleLinked[]): ValidationResult {
  const blocked = appointments.some(
    (a) =>
      (sameId(a.vehicle_id, vehicleId) || sameId(a.vehicle?.vehicle_id, vehicleId) || sameId(a.vehicle?.id, vehicleId)) &&
      statusIs(a, 'scheduled', 'keys_available'),
  );
  return blocked ? invalid('vehicle-not-deletable') : VALID;
}
