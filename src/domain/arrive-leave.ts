import { invalid, VALID, type ValidationResult } from './validation-messages';
import { todayInZone, toInstant, zonedDateTimeToInstant } from './time-zone';

/** One hour button of the availability-windows calendar (F-04). */
export interface HourOption {
  /** Minutes since midnight in the service location's zone. */
  minutes: number;
  disabled: boolean;
}

/**
 * F-19: true when `arriveMinutes` on `date`, read on a wall clock in `timeZone`, is strictly
 * earlier than `now`. Judged in the location's zone whatever the process zone; a time equal to
 * `now` has not passed yet. Every time of a date before today has passed.
 */
export function isArriveTimePassed(date: string, arriveMinutes: number, now: Date | string, timeZone: string): boolean {
  // A time within its own day on another date than today's is decided by the dates alone (a schedule asks this
  // for every slot of two weeks: only today's need the zone's clock).
  if (arriveMinutes >= 0 && arriveMinutes < MINUTES_PER_DAY && CALENDAR_DATE.test(date)) {
    const today = todayInZone(now, timeZone);
    if (date !== today) return date < today;
  }
  return zonedDateTimeToInstant(date, arriveMinutes, timeZone).getTime() < toInstant(now).getTime();
}

const MINUTES_PER_DAY = 24 * 60;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function wholeHoursFrom(startMinutes: number): number {
  return Math.ceil(startMinutes / 60) * 60;
}

/** What the back end allows as a start on a date (F-42), in minutes of the day; null/undefined: not given. */
export interface AllowedStarts {
  /** `available_start_times`. */
  startTimes?: readonly number[] | null;
  /** `available_time_ranges`. */
  ranges?: readonly { start: number; end: number }[] | null;
}

/**
 * F-04/F-42: whether the back end allows a start in the arrive hour [hour, hour+60) — when start
 * times are given, one of them lies in that hour; else, when ranges are given, the whole hour lies
 * in one range; with neither, every hour is allowed.
 */
export function isArriveHourAllowed(hourMinutes: number, allowed: AllowedStarts | undefined): boolean {
  if (allowed?.startTimes) return allowed.startTimes.some((s) => s >= hourMinutes && s < hourMinutes + 60);
  if (allowed?.ranges) return allowed.ranges.some((r) => r.start <= hourMinutes && hourMinutes + 60 <= r.end);
  return true;
}

/**
 * F-04/F-19/F-42: arrive-time buttons for a date — each whole hour from `startMinutes` (rounded up
 * to the hour) while a later leave hour still fits before `endMinutes`; a button is disabled when
 * its time has already passed (see {@link isArriveTimePassed}) or when the back end allows no start
 * in that hour (see {@link isArriveHourAllowed}).
 */
export function arriveTimeOptions(opts: {
  date: string;
  startMinutes: number;
  endMinutes: number;
  now: Date | string;
  timeZone: string;
  allowed?: AllowedStarts;
}): HourOption[] {
  const out: HourOption[] = [];
  for (let m = wholeHoursFrom(opts.startMinutes); m + 60 <= opts.endMinutes; m += 60) {
    const disabled = isArriveTimePassed(opts.date, m, opts.now, opts.timeZone) || !isArriveHourAllowed(m, opts.allowed);
    out.push({ minutes: m, disabled });
  }
  return out;
}

/**
 * F-04/F-21: leave-time buttons — each whole hour after the first arrive hour up to `endMinutes`;
 * a button is disabled when it is not after `arriveMinutes` (when one is chosen).
 */
export function leaveTimeOptions(opts: { startMinutes: number; endMinutes: number; arriveMinutes?: number | null }): HourOption[] {
  const out: HourOption[] = [];
  for (let m = wholeHoursFrom(opts.startMinutes) + 60; m <= opts.endMinutes; m += 60) {
    const arrive = opts.arriveMinutes;
    out.push({ minutes: m, disabled: typeof arrive === 'number' && m <= arrive });
  }
  return out;
}

/**
 * F-20: the leave time set when an arrive time is chosen — the next whole hour strictly after
 * `arriveMinutes` (9:00 → 10:00, 9:30 → 10:00), or null when that would pass `endMinutes`.
 */
export function defaultLeaveTime(arriveMinutes: number, endMinutes = 24 * 60): number | null {
  const next = Math.floor(arriveMinutes / 60) * 60 + 60;
  return next <= endMinutes ? next : null;
}

/**
 * F-21: fails with `leave-after-arrive` ("Your leave time must be after your arrive time.") when both times are chosen
 * and leave is not strictly after arrive. A missing time is not this rule's concern (F-17/F-22 cover
 * a missing selection), so it passes here.
 */
export function validateArriveLeave(arriveMinutes: number | null | undefined, leaveMinutes: number | null | undefined): ValidationResult {
  if (typeof arriveMinutes !== 'number' || typeof leaveMinutes !== 'number') return VALID;
  return leaveMinutes > arriveMinutes ? VALID : invalid('leave-after-arrive');
}
