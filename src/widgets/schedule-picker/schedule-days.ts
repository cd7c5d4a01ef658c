/**
 * What the three calendars show for the compatible-date entries (F-42): selectable days, hour
 * bounds, slot starts and appointment starts. Pure; dates and minutes are in the location's zone and
 * "passed" is judged there (F-19), whatever the browser's zone.
 */
import type { CompatibleDate } from '../../api/compatible-dates';
import { isArriveTimePassed, type AllowedStarts } from '../../domain/arrive-leave';
import { addDays, dayOfWeek, endOfMonth, parseClockTime, startOfMonth } from '../../domain/time-zone';
import {
  DEFAULT_GRID_END_MINUTES,
  DEFAULT_GRID_START_MINUTES,
  parseTimeRanges,
  SLOT_MINUTES,
  SNAP_MINUTES,
  timeGridSlots,
  type TimeRange,
} from '../../domain/time-grid';

/** Entries by date (a later duplicate of a date wins). */
export function entriesByDate(entries: readonly CompatibleDate[]): Map<string, CompatibleDate> {
  return new Map(entries.map((e) => [e.date, e]));
}

/** A day can be chosen: listed, not marked unavailable, not before today. */
export function isSelectableDay(entry: CompatibleDate | undefined, today: string): entry is CompatibleDate {
  return entry !== undefined && entry.is_available !== false && entry.date >= today;
}

/** True when any entry can be chosen. */
export function hasSelectableDay(entries: readonly CompatibleDate[], today: string): boolean {
  return entries.some((e) => isSelectableDay(e, today));
}

/** The day's service hours (start_time–end_time), else the grid's default 08:00–17:00 (F-35). */
export function dayHours(entry: CompatibleDate | undefined): TimeRange {
  const start = parseClockTime(entry?.start_time) ?? DEFAULT_GRID_START_MINUTES;
  const end = parseClockTime(entry?.end_time) ?? DEFAULT_GRID_END_MINUTES;
  return end > start ? { start, end } : { start: DEFAULT_GRID_START_MINUTES, end: DEFAULT_GRID_END_MINUTES };
}

/** The starts the back end allows on a day (F-42): its `available_start_times` and `available_time_ranges`, as given. */
export function allowedStarts(entry: CompatibleDate | undefined): AllowedStarts {
  return {
    startTimes: entry?.available_start_times ? entry.available_start_times.map(parseClockTime).filter((m): m is number => m !== null) : null,
    ranges: entry?.available_time_ranges ? parseTimeRanges(entry.available_time_ranges) : null,
  };
}

export interface ClockContext {
  now: Date | string;
  timeZone: string;
}

/**
 * Week grid of slots (F-05): the starts offered on a day — its `available_start_times`, or when the
 * entry gives none, every 30 minutes (F-33) where the appointment fits the available ranges — minus
 * starts already passed (F-19).
 */
export function slotStarts(entry: CompatibleDate, lengthMinutes: number, clock: ClockContext): number[] {
  let starts: number[];
  if (entry.available_start_times) {
    starts = entry.available_start_times.map(parseClockTime).filter((m): m is number => m !== null);
  } else {
    const ranges = parseTimeRanges(entry.available_time_ranges);
    starts = [];
    const length = Math.max(lengthMinutes, SNAP_MINUTES);
    for (const r of ranges) {
      for (let m = Math.ceil(r.start / SLOT_MINUTES) * SLOT_MINUTES; m + length <= r.end; m += SLOT_MINUTES) starts.push(m);
    }
  }
  return [...new Set(starts)].filter((m) => !isArriveTimePassed(entry.date, m, clock.now, clock.timeZone)).sort((a, b) => a - b);
}

/**
 * Week calendar (F-06, F-34): every quarter-hour start at which the whole appointment fits one of the
 * day's available ranges, minus starts already passed.
 */
export function fittingStarts(entry: CompatibleDate, lengthMinutes: number, clock: ClockContext): number[] {
  const ranges = parseTimeRanges(entry.available_time_ranges);
  const length = Math.max(lengthMinutes, SNAP_MINUTES);
  const out: number[] = [];
  for (const r of ranges) {
    const first = Math.ceil(r.start / SNAP_MINUTES) * SNAP_MINUTES;
    for (let m = first; m + length <= r.end; m += SNAP_MINUTES) {
      if (!isArriveTimePassed(entry.date, m, clock.now, clock.timeZone) && !out.includes(m)) out.push(m);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Appointments already at the client location on a day, as ranges (week calendar). */
export function bookedRanges(entry: CompatibleDate | undefined): TimeRange[] {
  return parseTimeRanges(entry?.scheduled_works_at_client_location ?? []);
}

/** The seven dates of the week starting `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** The Sunday on or before `date`. */
function startOfWeek(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

/** The month's weeks, Sunday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (string | null)[][] = [];
  let day = startOfWeek(first);
  while (day <= last) {
    weeks.push(weekDates(day).map((d) => (d >= first && d <= last ? d : null)));
    day = addDays(day, 7);
  }
  return weeks;
}

/** Rows of a week grid: 30-minute starts covering 08:00–17:00 and every shown day's hours (F-33, F-35). */
export function gridRowsFor(entries: readonly (CompatibleDate | undefined)[]): number[] {
  return timeGridSlots(entries.filter((e): e is CompatibleDate => e !== undefined).map(dayHours));
}
