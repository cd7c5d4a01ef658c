/**
 * What follows a successful sign-up (E-17 and the drafts a visitor left): the customer's vehicles are
 * fetched; the visitor's typed home address (id null, decisions.md "Screens: place") is created; the
 * visitor's unsaved vehicle (id null, "Screens: vehicle" C-47) is matched to a saved one or created.
 * Each failure is returned, never thrown, so the sign-up itself stands.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createAddress, getAddresses, type Address } from '../../api/addresses';
import type { SignUpAnswer } from '../../api/auth';
import { authKeys } from '../../api/auth-keys';
import type { Vehicle } from '../../api/entities';
import { createVehicle, vehicleKeys, vehiclesQueryOptions } from '../../api/vehicles';
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
 * of the two chains, not their sum. A new customer's vehicle is saved while the vehicles are fetched (there is
 * nothing to match it to); an existing customer's is matched against the fetched list first.
 */
export async function afterSignup(qc: QueryClient, booking: BookingState, answer: SignUpAnswer): Promise<AfterSignup> {
  const vehicleChain = async (): Promise<Pick<AfterSignup, 'vehicles' | 'vehicleId' | 'vehicleError'>> => {
    const answered: Vehicle[] = answer.vehicles ?? [];
    // E-17: the vehicles after sign-up (GET /vehicle), fresh.
    const fetchVehicles = () => (answer.token ? qc.fetchQuery({ ...vehiclesQueryOptions(), staleTime: 0 }).catch(() => answered) : Promise.resolve(answered));
    const save = (saved: Vehicle[]) =>
      saveVehicle(booking, answer, saved).then(
        (vehicleId) => ({ vehicleId, vehicleError: null }),
        (error: unknown) => ({ vehicleId: null, vehicleError: error }),
      );
    if (answer.existing_customer !== false) {
      // An existing account (or an answer that does not say) may hold this vehicle already: matched against what
      // is saved, then saved if new.
      const vehicles = await fetchVehicles();
      return { vehicles, ...(await save(vehicles)) };
    }
    // A new customer (the answer says so) has nothing saved to match: the vehicle is saved while the vehicles are fetched.
    const [vehicles, saved] = await Promise.all([fetchVehicles(), save(answered)]);
    return { vehicles, ...saved };
  };
  const addressChain = async (): Promise<Pick<AfterSignup, 'address' | 'addressError'>> => {
    try {
      return { address: await saveAddress(booking, answer), addressError: null };
    } catch (error) {
      return { address: null, addressError: error };
    }
  };
  const [vehicle, address] = await Promise.all([vehicleChain(), addressChain()]);
  // The customer's record (and the vehicle list, when a vehicle was saved) now hold what was saved: whatever shows
  // them next fetches them (nothing shows them here).
  void qc.invalidateQueries({ queryKey: authKeys.customerInfo(), refetchType: 'none' });
  if (vehicle.vehicleId !== null) void qc.invalidateQueries({ queryKey: vehicleKeys.list(), refetchType: 'none' });
  return { ...vehicle, ...address };
}
