/**
 * The one-click confirmation's record of a saved new date (I-15, I-16), built from the work the link
 * loaded (or the work the save answered with). Pure.
 */
import type { ClientLocation } from '../../api/client-locations';
import type { ScheduledWork } from '../../api/scheduled-works';
import type { LastBooking, LastReschedule } from '../../booking/booking-state';
import { offeringName } from './offering-to-cart-line';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { cartLinesOfWork, workTimeZone } from './load-work-into-booking';

/** I-16: the one-click window when the work names no planned times. */
export const ONE_CLICK_ARRIVE = '09:00';
export const ONE_CLICK_LEAVE = '17:00';

/** Where the work takes place, as the confirmation card shows it. */
export function placeOfWork(work: ScheduledWork, clientLocation?: ClientLocation | null): LastBooking['place'] | null {
  const address = work.customer_address;
  if (address) return { kind: 'home', address: address.one_line_human_readable_address || address.address_line_1 };
  const location = clientLocation ?? work.client_location;
  if (!location) return null;
  if (location.location_type === 'shop') {
    return { kind: 'shop', locationName: location.long_name, address: location.address?.one_line_human_readable_address ?? null };
  }
  return { kind: 'workplace', locationName: location.long_name, keyoskName: work.keyosk?.name ?? null, parkingName: work.parking?.name ?? null };
}

/** The vehicle, services and place of a work (what the card shows besides the date). */
export function detailsOfWork(work: ScheduledWork, clientLocation?: ClientLocation | null): NonNullable<LastReschedule['details']> {
  return {
    place: placeOfWork(work, clientLocation),
    vehicle: work.vehicle ? vehicleDisplayName(work.vehicle) || null : null,
    services: cartLinesOfWork(work).map((l) => ({ name: offeringName(l), quantity: l.quantity })),
  };
}

/**
 * The record of a confirmed new date. `date` is the date the link asked for; the work's planned times
 * are used when it has them (the back end's answer), else 9:00 AM – 5:00 PM (I-16).
 */
export function rescheduleRecord(input: {
  kind: LastReschedule['kind'];
  work: ScheduledWork;
  clientLocation?: ClientLocation | null;
  date: string;
}): LastReschedule {
  const { kind, work, clientLocation, date } = input;
  const ownTimes = work.date === date && work.plannedArrivalTime;
  return {
    kind,
    scheduledWorkId: work.scheduled_work_id,
    customerId: work.customer_id,
    date,
    arrival: ownTimes ? (work.plannedArrivalTime ?? ONE_CLICK_ARRIVE) : ONE_CLICK_ARRIVE,
    departure: ownTimes ? (work.plannedDepartureTime ?? ONE_CLICK_LEAVE) : ONE_CLICK_LEAVE,
    timeZone: workTimeZone(work, clientLocation),
    details: detailsOfWork(work, clientLocation),
  };
}
