/**
 * The fields of the booking's unsaved vehicle (id null, decisions.md "Screens: vehicle" C-47), for saving it to the
 * customer's account once there is one: after a sign-up (E-17) or a sign-in mid-flow (J-06, issue 26).
 */
import type { BookingState, BookingVehicle } from '../../booking/booking-state';
import { toBookingVehicle, type ApiVehicle } from './booking-vehicle';
import type { VehicleFields } from './save-vehicle';

/** The unsaved vehicle's fields (null when the booking has none unsaved): the typed ones the vehicle step kept (when they describe this vehicle), else the booking's. */
export function unsavedVehicleFields(booking: Pick<BookingState, 'vehicle' | 'forms'>): VehicleFields | null {
  const v = booking.vehicle;
  if (!v || v.id !== null) return null;
  const typed = booking.forms['vehicle-lookup'] as VehicleFields | undefined;
  if (typed && typeof typed === 'object' && toBookingVehicle({ ...(typed as ApiVehicle), vehicle_id: null }).displayName === v.displayName) {
    return { ...typed, color: v.color ?? typed.color ?? null };
  }
  return fieldsOfBookingVehicle(v);
}

function fieldsOfBookingVehicle(v: BookingVehicle): VehicleFields {
  return {
    year: v.year,
    make: v.make,
    model: v.model,
    color: v.color,
    trim: v.trim ?? null,
    vin: v.vin ?? null,
    license_plate_number: v.plate ?? null,
    license_plate_state: v.plateState ?? null,
    vehicleType: v.type,
    standard_tire_sizes: v.standardTireSizes ?? [],
    oil_capacity: v.oilCapacity ?? null,
  };
}
