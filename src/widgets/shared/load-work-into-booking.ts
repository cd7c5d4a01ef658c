/**
 * Loads an existing appointment into the booking for change-booking mode (I-05..I-07): the cart from
 * the work's services, the schedule, the key location, the address or the client location (reloaded,
 * I-07) and the vehicle; `changeBookingId` then turns the schedule screen into "Reschedule Your
 * Service" (I-01, I-06). Used by the reschedule/proactive links and meant for the account area's
 * Reschedule button (document 3 §4): `const load = useLoadWorkIntoBooking(dispatch);
 * await load(swId, customerId); send({ type: 'reschedule' })`.
 */
import { useCallback } from 'react';
import { getClientLocationDetails, type ClientLocation } from '../../api/client-locations';
import { getScheduledWorkForCustomer, type ScheduledWork } from '../../api/scheduled-works';
import { appNow } from '../../ui/app-clock';
import { serviceTimeZone, todayInZone } from '../../domain/time-zone';
import { KEY_LOCATION_OPTIONS } from '../../domain/key-location';
import type { BookingCommand, PlaceChoice } from '../../booking/booking-command';
import type { BookingScheduleChoice, CartLine } from '../../booking/booking-state';
import type { DispatchBooking } from '../contract/widget-props';
import { bookingAddressFromSaved, bookingLocationOf } from '../address-shared/place-modes';
import { offeringToCartLine } from './offering-to-cart-line';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';

/** A work as loaded for rescheduling: the work and its client location as reloaded (I-07), if it has one. */
export interface LoadedWork {
  work: ScheduledWork;
  clientLocation: ClientLocation | null;
}

/** Upsell lines the customer turned down or put off are not part of the visit (decision). */
const DROPPED_UPSELLS = new Set(['rejected', 'future']);

/** OPEN-48: statuses compare without case. */
function workStatus(work: Pick<ScheduledWork, 'status'>): string {
  return work.status.toLowerCase();
}

/** A finished or cancelled appointment cannot be rescheduled (decision). */
export function isReschedulable(work: Pick<ScheduledWork, 'status'>): boolean {
  return !['finished', 'cancelled'].includes(workStatus(work));
}

/** The zone of the work's service location (F-41). */
export function workTimeZone(work: Pick<ScheduledWork, 'customer_address' | 'client_location'>, clientLocation?: ClientLocation | null): string {
  return serviceTimeZone(work.customer_address ?? null, clientLocation ?? work.client_location ?? null);
}

/** The work's services as cart lines (I-05), in the cart's shape (the same classification as the service screens). */
export function cartLinesOfWork(work: Pick<ScheduledWork, 'services'>): CartLine[] {
  return work.services
    .filter((line) => !(line.is_upsell && line.upsell_status && DROPPED_UPSELLS.has(line.upsell_status)))
    .map((line) => {
      const offering = offeringToCartLine(line);
      return { ...offering, quantity: Math.max(1, offering.quantity ?? 1) };
    });
}

/** The work's key_exchange_note as the review step's key location (G-10): a known option by its label, else "Other" with the text. */
export function keyLocationOf(note: string | null | undefined): { keyLocation: string | null; keyLocationNote: string } {
  const text = (note ?? '').trim();
  if (text === '') return { keyLocation: null, keyLocationNote: '' };
  const option = KEY_LOCATION_OPTIONS.find((o) => o.label.toLowerCase() === text.toLowerCase());
  return option ? { keyLocation: option.id, keyLocationNote: '' } : { keyLocation: 'other', keyLocationNote: text };
}

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * The work's schedule as the schedule screen restores it (F-43 names). A date already past is not
 * kept (the screen then picks the first available date, F-18), so it is never shown as "filled".
 */
export function scheduleOfWork(work: ScheduledWork, today: string): BookingScheduleChoice {
  const keepDate = typeof work.date === 'string' && work.date >= today;
  return {
    date: keepDate ? work.date! : null,
    plannedArrivalTime: keepDate ? (work.plannedArrivalTime ?? null) : null,
    plannedDepartureTime: keepDate ? (work.plannedDepartureTime ?? null) : null,
    serviceVehicleId: keepDate ? numberOrNull(work.service_vehicle_id) : null,
    scheduleInstanceId: keepDate ? (work.schedule_instance_id ?? null) : null,
    customerNote: work.customer_note ?? '',
    waitlist_note: work.waitlist_note ?? '',
    is_handraise: work.is_handraise === true,
    isPickupAndDelivery: false,
    confirmedAppointmentStartTime: keepDate ? (work.confirmed_appointment_start_time ?? null) : null,
  };
}

/**
 * I-05/I-06: the `loadWork` command putting the work into the booking: its place, vehicle, cart, schedule, key
 * location, keyosk and parking, in change-booking mode (the command clears the extras of a new booking).
 */
export function loadWorkCommand({ work, clientLocation }: LoadedWork, now: Date = appNow()): BookingCommand {
  const address = work.customer_address ?? null;
  const location = clientLocation ?? work.client_location ?? null;
  const place: PlaceChoice | null = address
    ? { mode: 'home', address: bookingAddressFromSaved(address) }
    : location
      ? { mode: location.location_type === 'shop' ? 'shop' : 'workplace', location: bookingLocationOf(location) }
      : null;
  return {
    type: 'loadWork',
    work: {
      place,
      vehicle: work.vehicle ? toBookingVehicle(work.vehicle) : null,
      cart: cartLinesOfWork(work),
      schedule: scheduleOfWork(work, todayInZone(now, workTimeZone(work, clientLocation))),
      ...keyLocationOf(work.key_exchange_note),
      keyoskId: work.keyosk?.keyosk_id ?? null,
      parkingId: work.parking?.parking_id ?? null,
      changeBookingId: work.scheduled_work_id,
    },
  };
}

/** M-32, then M-18 for the work's client location (I-07: reloaded; the work's own copy is the fallback if that fails). */
async function fetchWorkForBooking(swId: number, customerId: number, signal?: AbortSignal): Promise<LoadedWork> {
  const work = await getScheduledWorkForCustomer(swId, customerId, signal);
  return { work, clientLocation: await reloadClientLocation(work, signal) };
}

/** I-07: the client location of a work fetched again, when the work has one. */
export async function reloadClientLocation(work: ScheduledWork, signal?: AbortSignal): Promise<ClientLocation | null> {
  const id = work.client_location_id ?? work.client_location?.client_location_id ?? null;
  if (id == null || work.customer_address) return null;
  try {
    return (await getClientLocationDetails(id, work.vehicle_id ?? null, signal)).client_location;
  } catch {
    return work.client_location ?? null;
  }
}

/**
 * The account area's Reschedule (I-05..I-07): fetches the work and loads it into the booking in
 * change-booking mode. Resolves with what was loaded; rejects with the ApiError of M-32.
 */
export function useLoadWorkIntoBooking(dispatch: DispatchBooking) {
  return useCallback(
    async (swId: number, customerId: number): Promise<LoadedWork> => {
      const loaded = await fetchWorkForBooking(swId, customerId);
      dispatch(loadWorkCommand(loaded));
      return loaded;
    },
    [dispatch],
  );
}
