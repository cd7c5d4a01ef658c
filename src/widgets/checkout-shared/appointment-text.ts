/**
 * Appointment dates and times as the customer reads them, in the service location's time zone
 * (decisions.md "Time"): the booking keeps `YYYY-MM-DD` and `HH:mm` on that zone's wall clock, so
 * they are formatted as calendar values (never through the browser's zone); the zone's short name
 * comes from the instant they name there.
 */
import { dateFormat, parseCalendarDate, parseClockTime, wallClockInZone, zonedDateTimeToInstant } from '../../domain/time-zone';

/** "Tuesday, March 18, 2025" for `2025-03-18`; null for anything that is not a calendar date. */
export function formatAppointmentDate(date: string | null | undefined): string | null {
  const day = parseCalendarDate(date);
  if (day === null) return null;
  return dateFormat({ timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
}

/** "9:00 AM" for 540 minutes. */
function formatClock12(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The zone's short name at `instant`, e.g. "EDT" / "CST" (Intl's own text). */
function zoneShortName(instant: Date, zone: string): string {
  const part = dateFormat({ timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * "9:00 AM EDT" for a booked wall-clock time: the time as the location's clock will read it. A time in a
 * spring-forward gap is the one the app books (02:15 on 8 March 2026 in Los Angeles → "3:15 AM PDT"); a time
 * repeated by a fall-back is its first reading (zonedDateTimeToInstant).
 */
function bookedClock(day: string, minutes: number, zone: string): { text: string; zoneName: string } {
  const instant = zonedDateTimeToInstant(day, minutes, zone);
  return { text: formatClock12(wallClockInZone(instant, zone).minutes), zoneName: zoneShortName(instant, zone) };
}

/**
 * "9:00 AM – 11:00 AM EDT", "9:00 AM EDT" (no end), or null without a date and start; a range across a clock
 * change names both zones ("1:00 AM PDT – 3:00 AM PST"). Times are shown as booked ({@link bookedClock}).
 */
export function formatTimeRange(date: string | null | undefined, start: string | null | undefined, end: string | null | undefined, zone: string): string | null {
  const day = parseCalendarDate(date);
  const from = parseClockTime(start);
  if (day === null || from === null) return null;
  const to = parseClockTime(end);
  const a = bookedClock(day, from, zone);
  if (to === null || to <= from) return `${a.text} ${a.zoneName}`;
  const b = bookedClock(day, to, zone);
  return a.zoneName === b.zoneName ? `${a.text} – ${b.text} ${b.zoneName}` : `${a.text} ${a.zoneName} – ${b.text} ${b.zoneName}`;
}

/** A Google Maps search link for an address (H-42). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
