/**
 * What the check-in pages show of the appointment (L-03, L-07): the vehicle, the date and time on the service
 * location's wall clock (decisions.md "Time") and the place (address, or workplace with keyosk and parking).
 */
import type { ScheduledWork } from '../../api/scheduled-works';
import { appointmentTimeZone } from '../../domain/appointments';
import type { AppointmentPlace } from '../checkout-shared/appointment-details';
import type { AppointmentFacts } from '../shared/appointment-facts';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';

/** The appointment as the check-in panel draws it (plain data: stories give it directly). */
export type CheckInAppointment = AppointmentFacts;

/** The place of a work: its home address, else its client location (with keyosk and parking at a workplace). */
function placeOfWork(work: ScheduledWork): AppointmentPlace {
  const a = work.customer_address;
  if (a) {
    const line = a.one_line_human_readable_address ?? [a.address_line_1, a.city, a.state].filter(Boolean).join(', ');
    return { kind: 'home', name: line };
  }
  const l = work.client_location;
  if (!l) return { kind: 'none', name: '' };
  const address = l.address?.one_line_human_readable_address ?? null;
  if (l.location_type === 'shop') return { kind: 'shop', name: l.long_name, address };
  return { kind: 'workplace', name: l.long_name, address, keyoskName: work.keyosk?.name ?? null, parkingName: work.parking?.name ?? null };
}

/** The work as {@link CheckInAppointment}. */
export function checkInAppointment(work: ScheduledWork): CheckInAppointment {
  return {
    date: work.date ?? null,
    start: work.plannedArrivalTime ?? work.confirmed_appointment_start_time ?? null,
    end: work.plannedDepartureTime ?? null,
    timeZone: appointmentTimeZone(work),
    place: placeOfWork(work),
    vehicle: work.vehicle ? vehicleDisplayName(work.vehicle) : null,
  };
}
