/**
 * What follows a successful sign-up (E-17 and the drafts a visitor left): the customer's vehicles are
 * fetched; the visitor's typed home address (id null, decisions.md "Screens: place") is created; the
 * visitor's unsaved vehicle (id null, "Screens: vehicle" C-47) is matched to a saved one or created.
 * Each failure is returned, never thrown, so the sign-up itself stands.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createAddress, getAddresses, type Address } from '../../api/addresses';
import type { SignUpAnswer } from '../../api/auth';
import type { Vehicle } from '../../api/entities';
import { createVehicle, vehiclesQueryOptions } from '../../api/vehicles';
import type { BookingState } from '../../booking/booking-state';
import { findSavedMatch, type ApiVehicle } from '../vehicle-shared/booking-vehicle';
import { unsavedVehicleFields } from '../vehicle-shared/unsaved-vehicle-fields';

export interface AfterSignup {
  vehicles: Vehicle[];
  /** The created (or matched) home address; null when nothing was to create. */
  address: Address | null;
  addressError: unknown;
  /** The saved (or matched) vehicle id; null when nothing was to save. */
  vehicleId: number | null;
  vehicleError: unknown;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

async function saveAddress(booking: BookingState, answer: SignUpAnswer): Promise<Address | null> {
  const a = booking.homeAddress;
  if (booking.placeMode !== 'home' || !a || a.id !== null) return null;
  if (answer.existing_customer && answer.token) {
    // An existing account may already hold this address.
    const saved: Address[] = await getAddresses().catch(() => []);
    const match = saved.find((s) => !s.is_deleted && same(s.address_line_1, a.address_line_1) && same(s.postal_code, a.postal_code));
    if (match) return match;
  }
  return createAddress({
    address_line_1: a.address_line_1,
    address_line_2: a.address_line_2 ?? null,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    serviceability_note: a.serviceability_note ?? null,
    is_primary: true,
    // Without a session the back end needs the customer (AddressFields: guest flow).
    ...(answer.token || answer.customer_id == null ? {} : { customer_id: answer.customer_id }),
  });
}

async function saveVehicle(booking: BookingState, answer: SignUpAnswer, vehicles: Vehicle[]): Promise<number | null> {
  const fields = unsavedVehicleFields(booking);
  if (!fields || answer.customer_id == null) return null;
  const match = findSavedMatch(vehicles, { ...(fields as ApiVehicle), vehicle_id: null });
  if (match) return match.vehicle_id;
  const created = await createVehicle({ ...fields, customer_id: answer.customer_id });
  return created.vehicle_id;
}

/**
 * Runs the follow-up calls of a sign-up answered with a customer. The home address is saved while the vehicles
 * are fetched and the vehicle saved (the two do not depend on each other), so the customer waits for the longer
 * of the two chains, not their sum.
 */
export async function afterSignup(qc: QueryClient, booking: BookingState, answer: SignUpAnswer): Promise<AfterSignup> {
  const vehicleChain = async (): Promise<Pick<AfterSignup, 'vehicles' | 'vehicleId' | 'vehicleError'>> => {
    let vehicles: Vehicle[] = answer.vehicles ?? [];
    if (answer.token) {
      // E-17: the vehicles after sign-up (GET /vehicle), fresh.
      vehicles = await qc.fetchQuery({ ...vehiclesQueryOptions(), staleTime: 0 }).catch(() => vehicles);
    }
    try {
      return { vehicles, vehicleId: await saveVehicle(booking, answer, vehicles), vehicleError: null };
    } catch (error) {
      return { vehicles, vehicleId: null, vehicleError: error };
    }
  };
  const addressChain = async (): Promise<Pick<AfterSignup, 'address' | 'addressError'>> => {
    try {
      return { address: await saveAddress(booking, answer), addressError: null };
    } catch (error) {
      return { address: null, addressError: error };
    }
  };
  const [vehicle, address] = await Promise.all([vehicleChain(), addressChain()]);
  return { ...vehicle, ...address };
}
