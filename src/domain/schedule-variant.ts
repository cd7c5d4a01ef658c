/**
 * Which calendar the schedule screen shows (decisions.md OPEN-54, F-04..F-06):
 * - scheduling_system `availability_windows` → a month calendar with arrive/leave hour buttons;
 * - scheduling_system `time_slots`, or is_using_time_blocks true → a week grid of slots;
 * - anything else → a week calendar with the location's appointments and a placeable appointment.
 * The rules are tried in that order, so `availability_windows` wins over is_using_time_blocks.
 */
export type ScheduleVariant = 'month' | 'timeSlots' | 'week';

export function scheduleVariant(config: Readonly<Record<string, unknown>>): ScheduleVariant {
  if (config.scheduling_system === 'availability_windows') return 'month';
  if (config.scheduling_system === 'time_slots' || config.is_using_time_blocks === true) return 'timeSlots';
  return 'week';
}
