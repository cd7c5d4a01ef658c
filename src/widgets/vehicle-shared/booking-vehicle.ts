/**
 * Turns a vehicle of the API (saved, looked up or just created) into the booking's `BookingVehicle`,
 * and builds the saved-vehicle button label (C-04). Pure; shared by the three vehicle widgets.
 */
import type { Vehicle } from '../../api/entities';
import { vehicleTypeForInputMethod } from '../../domain/validate-vehicle';
import type { BookingVehicle } from '../../booking/booking-state';
import { isSameVehicle } from '../../booking/same-vehicle';

/** A vehicle record from the API; a looked-up one has no vehicle_id yet. */
export type ApiVehicle = Omit<Vehicle, 'vehicle_id'> & { vehicle_id?: number | null };

function yearOf(year: Vehicle['year']): number | null {
  if (typeof year === 'number') return year;
  const n = Number.parseInt(year ?? '', 10);
  return Number.isFinite(n) ? n : null;
}

/** The display name: the record's own, else year make model (the other make for make "Other"). */
export function vehicleDisplayName(v: ApiVehicle): string {
  if (v.display_name && v.display_name.trim() !== '') return v.display_name.trim();
  const make = v.make === 'Other' && v.other_make ? v.other_make : v.make;
  return [v.year, make, v.model].filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ');
}

/** C-04: the saved-vehicle button text, "color year make model". */
export function savedVehicleLabel(v: Pick<Vehicle, 'color' | 'year' | 'make' | 'model'>): string {
  return [v.color, v.year, v.make, v.model].map((p) => String(p ?? '').trim()).filter(Boolean).join(' ');
}

/**
 * The booking's vehicle for an API record. `type` follows C-46 (vehicleType, else input_method_type).
 * For make "Other" the booking keeps the typed make, so the offered-makes fact reads what the customer typed.
 */
export function toBookingVehicle(v: ApiVehicle): BookingVehicle {
  const make = v.make === 'Other' && v.other_make ? v.other_make : (v.make ?? null);
  return {
    id: v.vehicle_id ?? null,
    type: vehicleTypeForInputMethod(v.vehicleType ?? v.input_method_type),
    year: yearOf(v.year),
    make,
    model: v.model ?? null,
    color: v.color ?? null,
    trim: v.trim ?? null,
    engine: v.engine?.engine_name ?? null,
    vin: v.vin ?? null,
    plate: v.license_plate_number ?? null,
    plateState: v.license_plate_state ?? null,
    displayName: vehicleDisplayName(v),
    standardTireSizes: v.standard_tire_sizes ?? [],
    oilCapacity: v.oil_capacity ?? null,
  };
}

const plain = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** True when the booking's vehicle is the one looked up by these route params (plate + state, or VIN; letters and digits compared). */
export function isLookedUpVehicle(vehicle: BookingVehicle | null, plateState: string, plateNumber: string): boolean {
  if (!vehicle) return false;
  const wanted = plain(plateNumber);
  if (plateState.toUpperCase() === 'VIN') return plain(vehicle.vin) === wanted;
  return plain(vehicle.plate) === wanted && plain(vehicle.plateState) === plain(plateState);
}

/** A saved vehicle of the customer that is the looked-up one (same VIN, or same plate and state: `isSameVehicle`). */
export function findSavedMatch(saved: readonly Vehicle[], looked: ApiVehicle): Vehicle | undefined {
  const wanted = toBookingVehicle(looked);
  return saved.find((s) => !s.is_deleted && isSameVehicle(wanted, toBookingVehicle(s)));
}
