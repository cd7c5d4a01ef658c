/**
 * Check-in rules of the link pages /checkin and /checkin-geo (document 3 §2, §4; L-03..L-15). Pure.
 */
import { dateRelation, statusIs, type AppointmentLike } from './appointments';

/**
 * What a check-in link can do with its appointment at `now`:
 * - `checkedIn`: status KEYS_AVAILABLE or FINISHED, any case (L-04, OPEN-48) — already checked in;
 * - `cancelled`: nothing to check in;
 * - `notConfirmed`: a suggested (or unknown) status — the customer has not booked that date yet;
 * - `noDate`: a waitlist work without a date;
 * - `past` / `future`: scheduled, but not today in the service location's zone (decisions.md: check-in is
 *   for the day of service);
 * - `checkable`: scheduled today — the Check In button is offered (L-05).
 */
export type CheckInAvailability = 'checkable' | 'checkedIn' | 'cancelled' | 'notConfirmed' | 'noDate' | 'past' | 'future';

/** L-04, L-05: whether (and why not) the appointment can be checked in at `now`. */
export function checkInAvailability(appointment: AppointmentLike, now: Date | string): CheckInAvailability {
  if (statusIs(appointment, 'keys_available', 'finished')) return 'checkedIn';
  if (statusIs(appointment, 'cancelled')) return 'cancelled';
  if (!statusIs(appointment, 'scheduled')) return 'notConfirmed';
  const when = dateRelation(appointment, now);
  if (when === 'none') return 'noDate';
  if (when === 'today') return 'checkable';
  return when;
}

/** L-11: the key boxes that have a picture (document 3 §9: box numbers 1 to 12). */
export const BOX_IMAGE_NUMBERS = Object.freeze({ min: 1, max: 12 });

/** The work's box as a whole number (a number, or text holding one), or null. */
export function boxNumber(box: number | string | null | undefined): number | null {
  const n = typeof box === 'number' ? box : typeof box === 'string' && /^\s*\d{1,4}\s*$/.test(box) ? Number(box) : NaN;
  return Number.isInteger(n) ? n : null;
}

/** L-11: the box number whose image is shown, or null when there is none or it is outside 1..12. */
export function boxImageNumber(box: number | string | null | undefined): number | null {
  const n = boxNumber(box);
  return n !== null && n >= BOX_IMAGE_NUMBERS.min && n <= BOX_IMAGE_NUMBERS.max ? n : null;
}

/**
 * L-12: whether the work's service vehicle is one whose kiosk stands outdoors. The list is provider data
 * (`outdoor_kiosk_service_vehicle_ids`, the spec's example being DFW008M), never an id in code; ids compare as
 * trimmed text ignoring case, so 903 and "903" are the same vehicle.
 */
export function isOutdoorKiosk(serviceVehicleId: number | string | null | undefined, outdoorIds: readonly unknown[] | null | undefined): boolean {
  if (serviceVehicleId === null || serviceVehicleId === undefined || !Array.isArray(outdoorIds)) return false;
  const id = String(serviceVehicleId).trim().toLowerCase();
  if (id === '') return false;
  return outdoorIds.some((x) => (typeof x === 'string' || typeof x === 'number') && String(x).trim().toLowerCase() === id);
}
