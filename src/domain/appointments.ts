import { daysBetween, parseCalendarDate, parseClockTime } from './calendar-date';
import { dateFormat, isInstantString, serviceTimeZone, todayInZone, toInstant, wallClockInZone, zonedDateTimeToInstant, type ZoneSource } from './time-zone';

/** K-20: the appointment statuses (compared ignoring case, OPEN-48). */
export const APPOINTMENT_STATUSES = Object.freeze(['scheduled', 'keys_available', 'suggested', 'finished', 'cancelled'] as const);

/** K-20: one of {@link APPOINTMENT_STATUSES}. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The fields of a service line (K-69) the appointment rules read. */
interface ServiceLineLike {
  upsell_status?: string | null;
}

/** The fields of a scheduled work (K-68) the appointment rules read. */
export interface AppointmentLike {
  status?: string | null;
  /** Calendar date of the appointment in the service location's zone. */
  date?: string | null;
  confirmed_appointment_start_time?: string | null;
  plannedArrivalTime?: string | null;
  hc_is_complete?: boolean | null;
  health_check_url?: string | null;
  services?: readonly (ServiceLineLike | null)[] | null;
  customer_address?: ZoneSource | null;
  client_location?: ZoneSource | null;
}

/** K-08: Upcoming and Past show at most this many items until Show All. */
export const LIST_CAP = 12;

/** Start time assumed for an appointment that has a date but no time (F-35's default opening hour). */
const ASSUMED_START_MINUTES = 8 * 60;

/**
 * OPEN-48: true when the appointment's status equals one of `statuses`, ignoring case and
 * surrounding spaces; the American spelling `canceled` counts as `cancelled` (as for coupon re-use).
 */
export function statusIs(appointment: AppointmentLike, ...statuses: AppointmentStatus[]): boolean {
  const raw = typeof appointment.status === 'string' ? appointment.status.trim().toLowerCase() : '';
  const s = raw === 'canceled' ? 'cancelled' : raw;
  return statuses.some((x) => x === s);
}

/** decisions.md "Time": the appointment's zone — its address's, else its client location's, else America/New_York. */
export function appointmentTimeZone(appointment: AppointmentLike): string {
  return serviceTimeZone(appointment.customer_address, appointment.client_location);
}

/** The appointment's calendar date (`YYYY-MM-DD`), or null when it has none (waitlist, Check Dates Again). */
export function appointmentDate(appointment: AppointmentLike): string | null {
  return parseCalendarDate(appointment.date);
}

/** Where an appointment's date lies relative to today in its own location's zone. */
export type DateRelation = 'past' | 'today' | 'future' | 'none';

/** The appointment's date compared with today, "today" judged in the appointment's location zone at `now`. */
export function dateRelation(appointment: AppointmentLike, now: Date | string): DateRelation {
  const date = appointmentDate(appointment);
  if (date === null) return 'none';
  const today = todayInZone(now, appointmentTimeZone(appointment));
  return date < today ? 'past' : date === today ? 'today' : 'future';
}

/** Whole days from the appointment's date to today in its zone (positive when the date is past), or null without a date. */
export function daysSinceAppointment(appointment: AppointmentLike, now: Date | string): number | null {
  const date = appointmentDate(appointment);
  if (date === null) return null;
  return daysBetween(date, todayInZone(now, appointmentTimeZone(appointment)));
}

/**
 * The instant the appointment starts: its date at confirmed_appointment_start_time, else at
 * plannedArrivalTime, else at 08:00, on a wall clock in its location's zone. A start time given
 * as a full date-time with an offset (`T` or a space between date and time) is used as is; a clock
 * time with an offset (`14:00:00+00:00`) is read on the appointment's date at that offset. Null
 * without a date.
 */
export function appointmentStartInstant(appointment: AppointmentLike): Date | null {
  const date = appointmentDate(appointment);
  for (const raw of [appointment.confirmed_appointment_start_time, appointment.plannedArrivalTime]) {
    if (typeof raw !== 'string') continue;
    const full = isInstantString(raw) ? raw : date !== null ? `${date}T${raw.trim()}` : '';
    if (!isInstantString(full)) continue;
    try {
      return toInstant(full);
    } catch {
      /* an impossible date-time: fall through to the wall-clock reading */
    }
  }
  if (date === null) return null;
  const clock = (raw: string | null | undefined): number | null => {
    if (typeof raw !== 'string') return null;
    const t = raw.trim();
    const timePart = /^\d{4}-\d{2}-\d{2}[T ](.+)$/.exec(t)?.[1] ?? t;
    return parseClockTime(timePart);
  };
  const minutes =
    clock(appointment.confirmed_appointment_start_time) ?? clock(appointment.plannedArrivalTime) ?? ASSUMED_START_MINUTES;
  return zonedDateTimeToInstant(date, minutes, appointmentTimeZone(appointment));
}

/**
 * The start as `HH:mm` on `timeZone`'s wall clock, the one the cancellation fee counts from
 * ({@link appointmentStartInstant}): confirmed_appointment_start_time (a clock time, or a date-time with an offset
 * read in the zone), else plannedArrivalTime; null when neither reads (the fee's 08:00 is never shown).
 */
export function appointmentStartClock(appointment: AppointmentLike, timeZone: string): string | null {
  const confirmed = appointment.confirmed_appointment_start_time;
  if (appointment.date && confirmed && confirmed.trim() !== '') {
    try {
      const instant = appointmentStartInstant({ ...appointment, plannedArrivalTime: null });
      if (instant) {
        const { minutes } = wallClockInZone(instant, timeZone);
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      }
    } catch {
      /* an unreadable confirmed time: the planned arrival */
    }
  }
  return parseClockTime(appointment.plannedArrivalTime) !== null ? appointment.plannedArrivalTime!.trim() : null;
}

function startMs(appointment: AppointmentLike): number {
  try {
    return appointmentStartInstant(appointment)?.getTime() ?? 0;
  } catch {
    return 0;
  }
}

function byDate<T extends AppointmentLike>(list: readonly T[], direction: 1 | -1): T[] {
  // Stable sort by date, then by start time on the same date; appointments without a date go last.
  return [...list].sort((a, b) => {
    const da = appointmentDate(a);
    const db = appointmentDate(b);
    if (da === null || db === null) return da === db ? 0 : da === null ? 1 : -1;
    if (da !== db) return da < db ? -direction : direction;
    return (startMs(a) - startMs(b)) * direction;
  });
}

/**
 * K-05: Upcoming — status scheduled or keys_available and a date not before today (in each
 * appointment's zone); a scheduled appointment without a date is upcoming too. Soonest first,
 * undated last.
 */
export function upcomingAppointments<T extends AppointmentLike>(list: readonly T[], now: Date | string): T[] {
  return byDate(
    list.filter((a) => statusIs(a, 'scheduled', 'keys_available') && dateRelation(a, now) !== 'past'),
    1,
  );
}

/** K-06: Suggested — status suggested and a date today or later. Soonest first. */
export function suggestedAppointments<T extends AppointmentLike>(list: readonly T[], now: Date | string): T[] {
  return byDate(
    list.filter((a) => {
      const r = dateRelation(a, now);
      return statusIs(a, 'suggested') && (r === 'today' || r === 'future');
    }),
    1,
  );
}

/** K-07: Past — status finished, or a date before today (any status). Most recent first. */
export function pastAppointments<T extends AppointmentLike>(list: readonly T[], now: Date | string): T[] {
  return byDate(list.filter((a) => statusIs(a, 'finished') || dateRelation(a, now) === 'past'), -1);
}

/** K-08/K-09: the items to show — the first 12 unless `showAll` — and whether a Show All / Show Less toggle is needed. */
export function capList<T>(items: readonly T[], showAll: boolean): { visible: T[]; hasMore: boolean } {
  return { visible: showAll ? [...items] : items.slice(0, LIST_CAP), hasMore: items.length > LIST_CAP };
}

/**
 * A decision taken from an appointment record and the time (a cancellation fee, the tip window, the reschedule
 * window), named so the preview's trace can say what was decided and why. The same shape as the widget contract's
 * `NamedFact` (src/widgets/contract/named-facts.ts), which widgets report with `useNamedFacts`.
 */
export interface AppointmentFact<V = unknown> {
  /** e.g. `cancellationFee#5001`: the decision and the appointment it is about. */
  name: string;
  value: V;
  /** What was read and compared, in words, ending with the outcome. */
  because: string;
}

/** "Tue, Mar 10, 2:00 PM EDT": an instant on the wall clock of `zone`, for the words of a fact. */
export function describeInstant(instant: Date, zone: string): string {
  return dateFormat({ timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant);
}

/** "Sat, Mar 14, 2026" for `2026-03-14` (a calendar date, no zone involved). */
function describeCalendarDate(date: string): string {
  return dateFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

/** "3 h", "2.5 h", "0.1 h": a duration in hours, to a tenth. */
export function describeHours(ms: number): string {
  return `${Math.round(ms / 360_000) / 10} h`;
}

/**
 * The appointment's date against today in its zone, in words: `dated Sat, Mar 14, 2026, 4 days ahead (today is
 * Tue, Mar 10, 2026 in America/New_York)`, `… today …`, `… 3 days past …`, or `no date yet`.
 */
export function describeDateRelation(appointment: AppointmentLike, now: Date | string): string {
  const date = appointmentDate(appointment);
  if (date === null) return 'no date yet';
  const zone = appointmentTimeZone(appointment);
  const today = todayInZone(now, zone);
  const days = daysBetween(date, today);
  const plural = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  const relation = days === 0 ? 'today' : days > 0 ? `${plural(days)} past` : `${plural(-days)} ahead`;
  return `dated ${describeCalendarDate(date)}, ${relation} (today is ${describeCalendarDate(today)} in ${zone})`;
}

/** The status as the record writes it, for the words of a fact (`status "scheduled"`). */
export function describeStatus(appointment: AppointmentLike): string {
  return `status ${JSON.stringify(typeof appointment.status === 'string' ? appointment.status.trim() : null)}`;
}
