/**
 * Which days the week views (F-05 week grid of slots, F-06 week calendar) show: a page of as many day
 * columns as fit the screen (up to a week), opening on today or the first day with an open time, and
 * paging straight to the next (or previous) day that has one. Pure: dates are `YYYY-MM-DD` in the
 * location's zone.
 */
import { addDays } from '../../domain/time-zone';

/** The days a page may show and which of them have an open time. */
export interface PageDays {
  today: string;
  /** The last date the loaded dates cover (the window's end). */
  last: string;
  /** The date has at least one time the customer can choose. */
  isOpen: (date: string) => boolean;
}

/** Day columns that fit `width` pixels beside the time column (at least 1, at most 7; 7 when unmeasured). */
export function columnsThatFit(width: number, timeColumn = 72, minColumn = 72): number {
  if (!(width > 0)) return 7;
  return Math.min(7, Math.max(1, Math.floor((width - timeColumn) / minColumn)));
}

/** The `count` dates from `start`. */
export function pageDates(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The first open date from `from` (inclusive) to the last loaded date, else null. */
export function firstOpenFrom(from: string, days: PageDays): string | null {
  for (let d = from < days.today ? days.today : from; d <= days.last; d = addDays(d, 1)) if (days.isOpen(d)) return d;
  return null;
}

/** The last open date before `before`, not before today, else null. */
function lastOpenBefore(before: string, days: PageDays): string | null {
  for (let d = addDays(before, -1); d >= days.today; d = addDays(d, -1)) if (days.isOpen(d)) return d;
  return null;
}

/**
 * Where the views open: the first open day, else today — never a past day, also when an appointment is kept (a
 * reload, a reschedule: the summary names it, and an earlier day is what a rescheduling customer looks for).
 */
export function openingPageStart(days: PageDays): string {
  return firstOpenFrom(days.today, days) ?? days.today;
}

/** The page after `start`: it begins on the first open day after the page's last day; null when none is loaded. */
export function nextPageStart(start: string, count: number, days: PageDays): string | null {
  return firstOpenFrom(addDays(start, count), days);
}

/** The page before `start`: it ends on the last open day before it (not before today); null when there is none. */
export function previousPageStart(start: string, count: number, days: PageDays): string | null {
  const end = lastOpenBefore(start, days);
  if (end === null) return null;
  const from = addDays(end, 1 - count);
  return from < days.today ? days.today : from;
}

/** True when a day of the page has an open time (else the page says so and points to the next one). */
export function pageHasOpenDay(start: string, count: number, days: PageDays): boolean {
  return pageDates(start, count).some((d) => days.isOpen(d));
}
