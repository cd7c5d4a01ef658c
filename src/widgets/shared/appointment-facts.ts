import type { AppointmentPlace } from '../checkout-shared/appointment-details';

/**
 * When, where and for which vehicle an appointment is, as `AppointmentDetails` draws it: its fields are that
 * component's props of the same names, so a page spreads them (`<AppointmentDetails {...facts} … />`).
 */
export interface AppointmentFacts {
  /** `YYYY-MM-DD` in `timeZone`, or null. */
  date: string | null;
  /** `HH:mm` arrival and departure (or the confirmed start), in `timeZone`. */
  start: string | null;
  end: string | null;
  timeZone: string;
  place: AppointmentPlace;
  vehicle: string | null;
}
