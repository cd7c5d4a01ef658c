import type { CalendarDate } from './service-types';
import { DEFAULT_TIME_ZONE, isInstantString, isValidTimeZone, todayInZone, toInstant } from './time-zone';

/** Zone used when the service location has none or an unknown one (decisions.md "Time"). */
const FALLBACK_TIME_ZONE = DEFAULT_TIME_ZONE;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** True for a `YYYY-MM-DD` string naming a day that exists (2024-02-29 yes, 2023-02-29 no). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function usableZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone.trim() : FALLBACK_TIME_ZONE;
}

/**
 * Reads a coupon start_date/end_date as a calendar date in the service location's zone (D-78): a
 * plain `YYYY-MM-DD` or a date-time without offset keeps its own date; an instant (`Z` or an offset)
 * is converted into `timeZone` (missing or unknown → America/New_York), whatever the machine's zone.
 * Promises: `null` for anything else, including impossible dates.
 */
export function couponCalendarDate(value: string, timeZone?: string | null): CalendarDate | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return isCalendarDate(text) ? text : null;
  const local = LOCAL_DATE_TIME.exec(text);
  if (local?.[1] !== undefined) return isCalendarDate(local[1]) ? local[1] : null;
  if (isInstantString(text)) {
    try {
      return todayInZone(toInstant(text), usableZone(timeZone));
    } catch {
      return null;
    }
  }
  return null;
}
