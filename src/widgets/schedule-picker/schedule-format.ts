/**
 * Texts of calendar dates (`YYYY-MM-DD`) and clock times (minutes since midnight) of the service
 * location. Both are zone-free values already in the location's zone, so they are formatted as UTC
 * readings: the browser's own time zone can never shift a day or an hour (decisions.md "Time").
 */
import { dateFormat, parseCalendarDate } from '../../domain/time-zone';

/** The formats by a short name: a week grid asks for them hundreds of times per render (`dateFormat` keys by JSON). */
const cache = new Map<string, Intl.DateTimeFormat>();

function fmt(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) {
    f = dateFormat({ ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

function utcDate(date: string): Date {
  const day = parseCalendarDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${day}T00:00:00Z`);
}

/** "Tuesday, March 10, 2026" */
export function formatLongDate(date: string): string {
  return fmt('long', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(utcDate(date));
}

/** "March 2026" */
export function formatMonthTitle(date: string): string {
  return fmt('month', { month: 'long', year: 'numeric' }).format(utcDate(date));
}

/** Short date texts already made: a week grid names each of its days in every cell's label, on every render. */
const shortDates = new Map<string, string>();

/** "Tue, Mar 10" */
export function formatShortDate(date: string): string {
  let text = shortDates.get(date);
  if (text === undefined) {
    text = fmt('short', { weekday: 'short', month: 'short', day: 'numeric' }).format(utcDate(date));
    shortDates.set(date, text);
  }
  return text;
}

/** "Sunday" */
export function formatWeekdayLong(date: string): string {
  return fmt('wdl', { weekday: 'long' }).format(utcDate(date));
}

/** "Tue" */
export function formatWeekdayShort(date: string): string {
  return fmt('wd', { weekday: 'short' }).format(utcDate(date));
}

/** Day of the month, 1–31. */
export function dayOfMonth(date: string): number {
  return utcDate(date).getUTCDate();
}

/** "9:00 AM", "12:30 PM", "12:00 AM" (1440 is midnight at the end of the day). */
export function formatTime12(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${suffix}`;
}

/** "9 AM" for whole hours, else as {@link formatTime12}. */
export function formatHour(minutes: number): string {
  if (minutes % 60 !== 0) return formatTime12(minutes);
  return formatTime12(minutes).replace(':00', '');
}

/** A grid cell's time, "9:00 AM" kept on one line (no break before AM/PM). */
export function formatCellTime(minutes: number): string {
  return formatTime12(minutes).replace(' ', '\u00a0');
}
