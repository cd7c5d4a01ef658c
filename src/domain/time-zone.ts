/**
 * Time in the service location's zone (decisions.md "Time"; F-41).
 *
 * Everything here is computed from absolute instants and IANA zone names through `Intl`, so the
 * answers never depend on the process or browser time zone. Calendar dates are plain
 * `YYYY-MM-DD` strings and clock times are minutes since midnight; neither carries a zone.
 */

/** F-41: the zone used when neither the address nor the client location names one. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Anything that may carry a `time_zone` (customer address, client location). */
export interface ZoneSource {
  time_zone?: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True only for a non-empty string that `Intl` accepts as an IANA time-zone name. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of the service location: the address's `time_zone`, else the client location's,
 * else America/New_York. Blank or unknown zone names are skipped, never thrown on.
 */
export function serviceTimeZone(address?: ZoneSource | null, clientLocation?: ZoneSource | null): string {
  for (const candidate of [address?.time_zone, clientLocation?.time_zone]) {
    if (isValidTimeZone(candidate)) return candidate.trim();
  }
  return DEFAULT_TIME_ZONE;
}

/**
 * An absolute instant from a `Date` or an ISO-8601 string that carries `Z` or an offset.
 * Throws RangeError for invalid dates and for strings without an offset (those would be read in
 * the process zone, which is exactly what this module avoids).
 */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid instant');
    return new Date(value.getTime());
  }
  if (typeof value !== 'string' || !/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) || !/T/i.test(value)) {
    throw new RangeError(`Not an ISO instant with an offset: ${String(value)}`);
  }
  const d = new Date(value.trim());
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid instant: ${value}`);
  return d;
}

/** Wall-clock reading of an instant in a zone. */
export interface WallClock {
  /** Calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Minutes since local midnight (0..1439). */
  minutes: number;
  /** Seconds within the minute. */
  seconds: number;
}

function wallMs(instantMs: number, zone: string): number {
  const parts = formatterFor(zone).formatToParts(new Date(instantMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const ms = ((instantMs % 1000) + 1000) % 1000;
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'), ms);
}

/** Offset of `zone` from UTC at `instant`, in milliseconds (New York in winter: -18 000 000). */
export function zoneOffsetMs(instant: Date | string, zone: string): number {
  const t = toInstant(instant).getTime();
  return wallMs(t, zone) - t;
}

/** The date and clock time an instant shows on a wall clock in `zone`. */
export function wallClockInZone(instant: Date | string, zone: string): WallClock {
  const t = toInstant(instant).getTime();
  const w = new Date(wallMs(t, zone));
  return {
    date: w.toISOString().slice(0, 10),
    minutes: w.getUTCHours() * 60 + w.getUTCMinutes(),
    seconds: w.getUTCSeconds(),
  };
}

/** Today's calendar date (`YYYY-MM-DD`) in `zone` at the instant `now`. */
export function todayInZone(now: Date | string, zone: string): string {
  return wallClockInZone(now, zone).date;
}

/**
 * The instant at which a wall clock in `zone` shows `date` at `minutesOfDay` (may exceed 1440 to
 * mean a later day). Times skipped by a DST jump move forward by the jump (02:30 on a spring-forward
 * day is 03:30 daylight time); repeated times take the earlier instant — like Temporal's
 * "compatible" rule.
 */
export function zonedDateTimeToInstant(date: string, minutesOfDay: number, zone: string): Date {
  const day = parseCalendarDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  const wall = Date.parse(`${day}T00:00:00Z`) + Math.round(minutesOfDay * MS_PER_MINUTE);
  const before = wallMs(wall - MS_PER_DAY, zone) - (wall - MS_PER_DAY);
  const after = wallMs(wall + MS_PER_DAY, zone) - (wall + MS_PER_DAY);
  const valid = [wall - before, wall - after].filter((c) => wallMs(c, zone) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

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
