/** Plain data for the schedule stories (no network): a fixed week in March 2026, New York. */
import type { CompatibleDate } from '../../api/compatible-dates';
import { addDays } from '../../domain/time-zone';

export const STORY_TODAY = '2026-03-10';
export const STORY_NOW = '2026-03-10T11:30:00-04:00';
export const STORY_WEEK = '2026-03-08';

/** A compatible-date entry like the mock back end's (F-42). */
export function storyEntry(date: string, overrides: Partial<CompatibleDate> = {}): CompatibleDate {
  return {
    date,
    is_available: true,
    service_vehicle_id: 901,
    schedule_instance_id: 1000 + Number(date.slice(8, 10)),
    start_time: '08:00',
    end_time: '17:00',
    buffer_time_minutes: 15,
    available_time_ranges: [{ start_time: '08:00', end_time: '17:00' }],
    available_start_times: ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'],
    unavailable_slot_times: ['12:00'],
    is_pickup_and_delivery: false,
    is_demand_based: false,
    scheduled_works_at_client_location: [],
    ...overrides,
  };
}

/** Weekdays of two weeks from STORY_WEEK, the 13th fully booked. */
export const storyEntries: CompatibleDate[] = Array.from({ length: 14 }, (_, i) => addDays(STORY_WEEK, i))
  .filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))
  .map((d) =>
    storyEntry(d, {
      is_available: !d.endsWith('-13'),
      scheduled_works_at_client_location: d === '2026-03-11' ? [{ scheduled_work_id: 5902, start_time: '10:00', end_time: '12:00' }] : [],
      available_time_ranges:
        d === '2026-03-11'
          ? [
              { start_time: '08:00', end_time: '10:00' },
              { start_time: '12:15', end_time: '17:00' },
            ]
          : [{ start_time: '08:00', end_time: '17:00' }],
    }),
  );
