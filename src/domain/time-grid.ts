import { parseClockTime } from './time-zone';

/** F-33: length of one grid slot, minutes. */
export const SLOT_MINUTES = 30;
/** F-34: drag/click positions snap to this many minutes. */
export const SNAP_MINUTES = 15;
/** F-35: default first grid time, 08:00. */
export const DEFAULT_GRID_START_MINUTES = 8 * 60;
/** F-35: default grid end, 17:00. */
export const DEFAULT_GRID_END_MINUTES = 17 * 60;

const DAY_MINUTES = 24 * 60;

/** A range of clock times on one day, minutes since midnight, `start` < `end`. */
export interface TimeRange {
  start: number;
  end: number;
}

function rangeOf(item: unknown): TimeRange | null {
  let a: unknown;
  let b: unknown;
  if (typeof item === 'string') {
    const m = /^\s*([^-–]+?)\s*[-–]\s*(.+?)\s*$/.exec(item);
    if (!m) return null;
    [a, b] = [m[1], m[2]];
  } else if (Array.isArray(item)) {
    [a, b] = item;
  } else if (item !== null && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    a = o.start ?? o.start_time ?? o.startTime;
    b = o.end ?? o.end_time ?? o.endTime;
  }
  const start = typeof a === 'number' ? a : parseClockTime(a);
  const end = typeof b === 'number' ? b : parseClockTime(b);
  if (start === null || end === null || !Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return { start: Math.max(0, start), end: Math.min(DAY_MINUTES, end) };
}

/**
 * Reads a compatible date's `available_time_ranges` (F-42) leniently: items may be
 * `{start_time, end_time}`, `{start, end}`, `[start, end]` or `"HH:mm-HH:mm"`, with clock strings or
 * minute numbers. Unreadable or empty ranges are dropped, never thrown on.
 */
export function parseTimeRanges(value: unknown): TimeRange[] {
  if (!Array.isArray(value)) return [];
  return value.map(rangeOf).filter((r): r is TimeRange => r !== null);
}

/**
 * F-35: the grid's first and last time — 08:00 to 17:00, extended to whole 30-minute slots so
 * every given range is covered, and kept within the day.
 */
export function timeGridBounds(ranges: readonly TimeRange[]): TimeRange {
  let start = DEFAULT_GRID_START_MINUTES;
  let end = DEFAULT_GRID_END_MINUTES;
  for (const r of ranges) {
    start = Math.min(start, Math.floor(r.start / SLOT_MINUTES) * SLOT_MINUTES);
    end = Math.max(end, Math.ceil(r.end / SLOT_MINUTES) * SLOT_MINUTES);
  }
  return { start: Math.max(0, start), end: Math.min(DAY_MINUTES, end) };
}

/** F-33/F-35: start times of the grid's 30-minute slots, from the first grid time up to the end. */
export function timeGridSlots(ranges: readonly TimeRange[]): number[] {
  const { start, end } = timeGridBounds(ranges);
  const out: number[] = [];
  for (let m = start; m + SLOT_MINUTES <= end; m += SLOT_MINUTES) out.push(m);
  return out;
}

/** F-34: `minutes` snapped to the nearest quarter hour (halfway rounds up), kept within the day. */
export function snapToQuarterHour(minutes: number): number {
  if (!Number.isFinite(minutes)) return 0;
  const snapped = Math.floor(minutes / SNAP_MINUTES + 0.5) * SNAP_MINUTES;
  return Math.min(DAY_MINUTES, Math.max(0, snapped));
}

/** True when the slot `[slotStart, slotStart + lengthMinutes)` lies wholly inside one of `ranges`. */
export function fitsInRanges(slotStart: number, lengthMinutes: number, ranges: readonly TimeRange[]): boolean {
  return ranges.some((r) => slotStart >= r.start && slotStart + lengthMinutes <= r.end);
}
