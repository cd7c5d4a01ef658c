import type { LastBooking } from '../../booking/booking-state';
import type { AppointmentFacts } from '../shared/appointment-facts';
import type { AppointmentPlace } from './appointment-details';

/** A booking as the tab saved it (the Thank You page's record, a one-click confirmation's card): its window as arrival and departure. */
type SavedBooking = Pick<LastBooking, 'date' | 'arrival' | 'departure' | 'timeZone' | 'vehicle'> & { place: LastBooking['place'] | null };

function placeOf(p: LastBooking['place'] | null): AppointmentPlace {
  if (!p) return { kind: 'none', name: '' };
  if (p.kind === 'home') return { kind: 'home', name: p.address };
  if (p.kind === 'workplace') return { kind: 'workplace', name: p.locationName, keyoskName: p.keyoskName, parkingName: p.parkingName };
  return { kind: 'shop', name: p.locationName, address: p.address };
}

/** What the appointment details draw of a saved booking: its date, window, zone, vehicle and place (`none` when it names none). */
export function savedBookingFacts(b: SavedBooking): AppointmentFacts {
  return { date: b.date, start: b.arrival, end: b.departure, timeZone: b.timeZone, place: placeOf(b.place), vehicle: b.vehicle };
}
