/**
 * Compatible dates and slots (M-60, M-61) and the double-booking check of bookings and reschedules.
 *
 * Rules of the demo world (docs/api.md "Scheduling"):
 * - a location serves on the weekdays its service vehicles work (shops and mobile: Mon–Sat, workplaces: some weekdays);
 * - hours 08:00–17:00 (the provider's time_range_min/max when set), Saturdays 4 hours from opening;
 * - slot step (F-33): 30 min; availability_windows (hour buttons) and time blocks: 60 min;
 * - every 13th and 27th of a month is fully booked (is_available false);
 * - existing works (not cancelled) on the same service vehicle take their time plus a 15-minute buffer;
 * - today, slots starting within the next hour are gone.
 */
import type { ProviderConfig } from '../../src/api/configuration';
import type { CompatibleDate } from '../../src/api/compatible-dates';
import { now } from './clock';
import type { LocationRecord } from './catalog/places';
import type { StoredWork } from './types';

const BUFFER_MINUTES = 15;

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** Date and minutes-of-day of the world's now in a time zone. */
export function nowIn(timeZone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now());
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function isFullyBooked(day: string): boolean {
  const dom = Number(day.slice(8, 10));
  return dom === 13 || dom === 27;
}

function stepFor(config: ProviderConfig): number {
  if (config.is_using_time_blocks) return 60;
  if (config.scheduling_system === 'availability_windows') return 60;
  return 30;
}

function hoursFor(day: string, config: ProviderConfig): { open: number; close: number } {
  const open = (config.time_range_min ?? 8) * 60;
  const close = (config.time_range_max ?? 17) * 60;
  if (weekday(day) === 6) return { open, close: Math.min(close, open + 240) };
  return { open, close: Math.max(open + 60, close) };
}

function workDuration(w: StoredWork): number {
  if (w.plannedArrivalTime && w.plannedDepartureTime) return Math.max(15, toMin(w.plannedDepartureTime) - toMin(w.plannedArrivalTime));
  return 60;
}

interface Interval {
  start: number;
  end: number;
  work: StoredWork;
}

function takenIntervals(works: StoredWork[], day: string, serviceVehicleId: number, excludeWorkId?: number): Interval[] {
  return works
    .filter(
      (w) =>
        w.date === day &&
        w.service_vehicle_id === serviceVehicleId &&
        w.status.toLowerCase() !== 'cancelled' &&
        w.scheduled_work_id !== excludeWorkId &&
        !!(w.plannedArrivalTime ?? w.confirmed_appointment_start_time),
    )
    .map((w) => {
      const start = toMin((w.plannedArrivalTime ?? w.confirmed_appointment_start_time)!);
      return { start, end: start + workDuration(w) + BUFFER_MINUTES, work: w };
    });
}

export interface DayContext {
  location: LocationRecord;
  timeZone: string;
  config: ProviderConfig;
  works: StoredWork[];
  durationMinutes: number;
  /** A reschedule ignores the work's own slot. */
  excludeWorkId?: number;
}

/** The compatible-date entry of one day, or undefined when the place is closed that day. */
function dayEntry(day: string, ctx: DayContext): CompatibleDate | undefined {
  const serviceVehicleId = ctx.location.service_vehicles[weekday(day)];
  if (serviceVehicleId === undefined) return undefined;
  const today = nowIn(ctx.timeZone);
  if (day < today.day) return undefined;
  const { open, close } = hoursFor(day, ctx.config);
  const step = stepFor(ctx.config);
  const taken = takenIntervals(ctx.works, day, serviceVehicleId, ctx.excludeWorkId);
  const earliest = day === today.day ? today.minutes + 60 : 0;
  const full = isFullyBooked(day);

  const available: string[] = [];
  const unavailable: string[] = [];
  for (let s = open; s + Math.min(ctx.durationMinutes, step) <= close; s += step) {
    const end = s + ctx.durationMinutes;
    const clash = taken.some((t) => s < t.end && end + BUFFER_MINUTES > t.start);
    if (full || clash || s < earliest) unavailable.push(toHHMM(s));
    else available.push(toHHMM(s));
  }

  // Free ranges: the day minus taken intervals and the past.
  const ranges: { start_time: string; end_time: string }[] = [];
  if (!full) {
    let cursor = Math.max(open, Math.ceil(earliest / 60) * 60);
    for (const t of [...taken].sort((a, b) => a.start - b.start)) {
      if (t.start > cursor) ranges.push({ start_time: toHHMM(cursor), end_time: toHHMM(Math.min(t.start, close)) });
      cursor = Math.max(cursor, t.end);
    }
    if (cursor < close) ranges.push({ start_time: toHHMM(cursor), end_time: toHHMM(close) });
  }

  const ymd = Number(day.replace(/-/g, ''));
  return {
    date: day,
    is_available: !full && available.length > 0,
    service_vehicle_id: serviceVehicleId,
    schedule_instance_id: (ymd % 1_000_000) * 1000 + serviceVehicleId,
    start_time: toHHMM(open),
    end_time: toHHMM(close),
    buffer_time_minutes: BUFFER_MINUTES,
    available_time_ranges: ranges,
    available_start_times: available,
    unavailable_slot_times: unavailable,
    is_pickup_and_delivery: ctx.config.pickup_delivery_service_location === ctx.location.client_location_id,
    is_demand_based: false,
    scheduled_works_at_client_location:
      ctx.location.location_type === 'mobile'
        ? []
        : taken.map((t) => ({ scheduled_work_id: t.work.scheduled_work_id, start_time: toHHMM(t.start), end_time: toHHMM(t.end - BUFFER_MINUTES) })),
  };
}

/** Entries for every open day in [start, end] (at most 400 days). */
export function compatibleDates(start: string, end: string, ctx: DayContext): CompatibleDate[] {
  const out: CompatibleDate[] = [];
  const d = new Date(`${start}T12:00:00Z`);
  for (let i = 0; i < 400; i++) {
    const day = d.toISOString().slice(0, 10);
    if (day > end) break;
    const entry = dayEntry(day, ctx);
    if (entry) out.push(entry);
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/**
 * Whether a booking for `day` at `startTime` (HH:mm, optional) can be taken. Without a time the day must be
 * available; with one, the interval must be free and within opening hours.
 */
export function canBook(day: string, startTime: string | null | undefined, ctx: DayContext): { ok: true; entry: CompatibleDate } | { ok: false } {
  const entry = dayEntry(day, ctx);
  if (!entry || !entry.is_available) return { ok: false };
  if (!startTime) return { ok: true, entry };
  const s = toMin(startTime);
  const today = nowIn(ctx.timeZone);
  if (day === today.day && s < today.minutes) return { ok: false };
  const { open, close } = hoursFor(day, ctx.config);
  if (s < open || s >= close) return { ok: false };
  const taken = takenIntervals(ctx.works, day, entry.service_vehicle_id as number, ctx.excludeWorkId);
  const end = s + ctx.durationMinutes;
  if (taken.some((t) => s < t.end && end + BUFFER_MINUTES > t.start)) return { ok: false };
  return { ok: true, entry };
}

export function addMinutes(hhmm: string, minutes: number): string {
  return toHHMM(Math.min(24 * 60 - 1, toMin(hhmm) + minutes));
}
