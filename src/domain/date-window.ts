import {
  addDays,
  addMonths,
  dayOfWeek,
  endOfMonth,
  parseCalendarDate,
  startOfMonth,
  todayInZone,
} from './time-zone';

/** An inclusive range of calendar dates (`YYYY-MM-DD`) in the service location's zone. */
export interface DateWindow {
  start: string;
  end: string;
}

/**
 * F-29: the compatible-date lookup window — from the first day of the selected month (or of the
 * current month, "current" judged in `timeZone` at `now`) through the last day of the month after.
 * A selected month earlier than the current month is treated as the current month.
 */
export function compatibleDateWindow(now: Date | string, timeZone: string, selectedDate?: string | null): DateWindow {
  const currentMonth = startOfMonth(todayInZone(now, timeZone));
  const selected = parseCalendarDate(selectedDate);
  const selectedMonth = selected === null ? currentMonth : startOfMonth(selected);
  const start = selectedMonth < currentMonth ? currentMonth : selectedMonth;
  return { start, end: endOfMonth(addMonths(start, 1)) };
}

/**
 * F-30: the window used when the F-29 lookup found no dates — same start, widened to end one year
 * after today (today in `timeZone` at `now`). Never ends before the original window.
 */
export function widenedDateWindow(now: Date | string, timeZone: string, original: DateWindow): DateWindow {
  const yearAhead = addMonths(todayInZone(now, timeZone), 12);
  return { start: original.start, end: yearAhead > original.end ? yearAhead : original.end };
}

/**
 * F-31: weekly views cover the current week and the next one — 14 days from the start of the week
 * holding today in `timeZone`. Weeks start on Sunday unless `weekStartsOn` (0–6) says otherwise.
 */
export function weekViewWindow(now: Date | string, timeZone: string, weekStartsOn = 0): DateWindow {
  const today = todayInZone(now, timeZone);
  const back = (dayOfWeek(today) - (((weekStartsOn % 7) + 7) % 7) + 7) % 7;
  const start = addDays(today, -back);
  return { start, end: addDays(start, 13) };
}

/** F-32: the time-slot fallback looks 3 months ahead — today through the same day 3 months later. */
export function timeSlotFallbackWindow(now: Date | string, timeZone: string): DateWindow {
  const today = todayInZone(now, timeZone);
  return { start: today, end: addMonths(today, 3) };
}

/** True when `date` lies inside `window` (both ends included). */
export function isWithinWindow(date: string, window: DateWindow): boolean {
  const d = parseCalendarDate(date);
  return d !== null && d >= window.start && d <= window.end;
}
