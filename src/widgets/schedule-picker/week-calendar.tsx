import { SLOT_MINUTES, SNAP_MINUTES, type TimeRange } from '../../domain/time-grid';
import { formatShortDate, formatTime12 } from './schedule-format';
import { PagedWeekGrid } from './paged-week-grid';
import type { WeekGridCell } from './week-grid';
import type { WeekPickProps } from './week-pick';

export interface WeekCalendarDay {
  /** Quarter-hour starts where the whole appointment fits (F-34). */
  starts: readonly number[];
  /** Appointments already at the location that day. */
  booked: readonly TimeRange[];
}

export interface WeekCalendarProps extends WeekPickProps {
  /** By date; a missing date has no service that day. */
  days: Readonly<Record<string, WeekCalendarDay>>;
  /** Appointment length, minutes (F-36). */
  lengthMinutes: number;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/**
 * F-06: the week calendar (scheduling systems other than availability windows and time slots).
 * The location's appointments show as "Booked"; clicking a free half hour places your appointment
 * there, on the quarter hour nearest the click (F-34); "15 minutes earlier/later" move it from the
 * keyboard. (Dragging is not offered: docs/decisions.md.)
 */
export default function WeekCalendar(props: WeekCalendarProps) {
  const { days, selectedDate, selectedStart, lengthMinutes, onPick, texts: t } = props;
  const mine: TimeRange | null = selectedStart === null ? null : { start: selectedStart, end: selectedStart + Math.max(lengthMinutes, SNAP_MINUTES) };
  const startsIn = (date: string, row: number) => days[date]?.starts.filter((s) => s >= row && s < row + SLOT_MINUTES) ?? [];
  const pickIn = (date: string, row: number) => {
    const options = startsIn(date, row);
    if (options.length === 0) return undefined;
    return (fraction: number) => {
      const wanted = row + (fraction >= 0.5 ? SNAP_MINUTES : 0);
      onPick(date, options.includes(wanted) ? wanted : options[0]!);
    };
  };

  const cell = (date: string, row: number): WeekGridCell => {
    const slot = { start: row, end: row + SLOT_MINUTES };
    const when = t.slotWhen(formatShortDate(date), formatTime12(row));
    if (mine && date === selectedDate && overlaps(slot, mine)) {
      const first = row <= mine.start;
      return {
        kind: 'mine',
        label: first ? t.mineLabel(formatShortDate(date), formatTime12(mine.start), formatTime12(mine.end)) : `${when}, ${t.yourAppointment}`,
        content: first ? t.mineContent : undefined,
        onActivate: pickIn(date, row),
      };
    }
    const day = days[date];
    if (day?.booked.some((b) => overlaps(slot, b))) return { kind: 'booked', label: `${when}, ${t.booked}`, content: t.bookedContent };
    const activate = pickIn(date, row);
    if (activate) return { kind: 'available', label: `${when}, ${t.available}`, onActivate: activate };
    return { kind: 'empty', label: `${when}, ${t.notAvailable}` };
  };

  const dayStarts = selectedDate ? (days[selectedDate]?.starts ?? []) : [];
  const earlier = selectedStart !== null && dayStarts.includes(selectedStart - SNAP_MINUTES);
  const later = selectedStart !== null && dayStarts.includes(selectedStart + SNAP_MINUTES);

  return (
    <div className="schedule-week-calendar">
      <PagedWeekGrid {...props} what={t.appointments} cell={cell} />
      {selectedDate && selectedStart !== null ? (
        <div className="schedule-nudge" role="group" aria-label={t.moveAppointment}>
          <button type="button" className="button button--secondary" disabled={!earlier} onClick={() => onPick(selectedDate, selectedStart - SNAP_MINUTES)}>
            {t.earlier}
          </button>
          <button type="button" className="button button--secondary" disabled={!later} onClick={() => onPick(selectedDate, selectedStart + SNAP_MINUTES)}>
            {t.later}
          </button>
        </div>
      ) : null}
    </div>
  );
}
