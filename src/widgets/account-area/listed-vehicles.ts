import type { Vehicle } from '../../api/vehicles';
import { isCompleteSavedVehicle } from '../../domain/validate-vehicle';
import { savedVehicleLabel, vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { compareNames } from '../../domain/compare-names';

/** K-10: the vehicle cards of Book A New Service — saved, not deleted, complete (C-05), by display name, "color year make model". */
export function listedVehicles(vehicles: readonly Vehicle[]): { vehicle_id: number; label: string }[] {
  return vehicles
    .filter((v) => !v.is_deleted && isCompleteSavedVehicle(v))
    .sort((a, b) => compareNames(vehicleDisplayName(a), vehicleDisplayName(b)))
    .map((v) => ({ vehicle_id: v.vehicle_id, label: savedVehicleLabel(v) }));
}
