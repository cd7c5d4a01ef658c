/**
 * Calendar dates (`YYYY-MM-DD`) and clock times (minutes since midnight), with no time zone at all
 * (decisions.md "Time"): dates of the service location are plain strings, and all arithmetic on them
 * is done in UTC milliseconds so that neither the process zone nor DST can move a day.
 */

const MS_PER_DAY = 86_400_000;

/**
 * The calendar date (`YYYY-MM-DD`) a value names, or null. Accepts `YYYY-MM-DD` optionally followed
 * by a time part, which is ignored: an appointment's `date` is a calendar date of the service
 * location, never an instant to convert.
 */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const check = new Date(t);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function calendarMs(date: string): number {
  const day = parseCalendarDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${day}T00:00:00Z`);
}

function fromCalendarMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return fromCalendarMs(calendarMs(date) + Math.trunc(days) * MS_PER_DAY);
}

/** `date` plus `months` calendar months, the day clamped to the target month's length (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const d = new Date(calendarMs(date));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + Math.trunc(months), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromCalendarMs(target.getTime());
}

/** First day of `date`'s month. */
export function startOfMonth(date: string): string {
  return `${fromCalendarMs(calendarMs(date)).slice(0, 7)}-01`;
}

/** Last day of `date`'s month. */
export function endOfMonth(date: string): string {
  return addDays(addMonths(startOfMonth(date), 1), -1);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarMs(to) - calendarMs(from)) / MS_PER_DAY);
}

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(calendarMs(date)).getUTCDay();
}

/**
 * Minutes since midnight named by a clock time, or null. Accepts `HH:mm`, `HH:mm:ss[.fff]`,
 * `h:mm AM`/`h AM` (any case) and `24:00` (= 1440, an end of day).
 */
export function parseClockTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(s);
  if (m) {
    const h = Number(m[1]);
    const min = Number(m[2]);
    const sec = m[3] === undefined ? 0 : Number(m[3]);
    if (min > 59 || sec > 59) return null;
    if (h === 24 && min === 0 && sec === 0) return 1440;
    if (h > 23) return null;
    return h * 60 + min;
  }
  m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(s);
  if (m) {
    const h = Number(m[1]);
    const min = m[2] === undefined ? 0 : Number(m[2]);
    if (h < 1 || h > 12 || min > 59) return null;
    const pm = m[3]!.toLowerCase() === 'p';
    return ((h % 12) + (pm ? 12 : 0)) * 60 + min;
  }
  return null;
}

/** `HH:mm` for minutes since midnight (1440 gives `24:00`). */
export function formatClockTime(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  return `${String(h).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
