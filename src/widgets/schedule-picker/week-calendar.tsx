import { SLOT_MINUTES, SNAP_MINUTES, type TimeRange } from '../../domain/time-grid';
import { formatCellTime, formatShortDate, formatTime12 } from './schedule-format';
import { PagedWeekGrid } from './paged-week-grid';
import { useDragAppointment } from './use-drag-appointment';
import type { WeekGridCell } from './week-grid';
import type { WeekPickProps } from './week-pick';

export interface WeekCalendarDay {
  /** Quarter-hour starts where the whole appointment fits (F-34). */
  starts: readonly number[];
  /** Appointments already at the location that day. */
  booked: readonly TimeRange[];
}

export interface WeekCalendarProps extends WeekPickProps {
  /** By date (at least the 7 days from `pageStart`); a missing date has no service that day. */
  days: Readonly<Record<string, WeekCalendarDay>>;
  /** Appointment length, minutes (F-36). */
  lengthMinutes: number;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/**
 * F-06: the week calendar (scheduling systems other than availability windows and time slots).
 * The location's appointments show as "Booked"; clicking a free half hour places your appointment
 * there, on the quarter hour nearest the click (F-34); dragging your appointment to a free half hour
 * moves it there the same way (use-drag-appointment.ts: mouse, pen or touch; Escape cancels), shown
 * where it would go while dragging; "15 minutes earlier/later" move it from the keyboard.
 */
export default function WeekCalendar(props: WeekCalendarProps) {
  const { days, selectedDate, selectedStart, lengthMinutes, onPick, texts: t } = props;
  const startsIn = (date: string, row: number) => days[date]?.starts.filter((s) => s >= row && s < row + SLOT_MINUTES) ?? [];
  /** F-34: the quarter hour of the half hour `row` a pointer at `fraction` means, else the half hour's first free start. */
  const startAt = (date: string, row: number, fraction: number) => {
    const options = startsIn(date, row);
    const wanted = row + (fraction >= 0.5 ? SNAP_MINUTES : 0);
    return options.includes(wanted) ? wanted : options[0];
  };
  const pickIn = (date: string, row: number) => (startsIn(date, row).length === 0 ? undefined : (fraction: number) => onPick(date, startAt(date, row, fraction)!));
  const origin = selectedDate && selectedStart !== null ? { date: selectedDate, start: selectedStart } : null;
  const drag = useDragAppointment(origin, { startAt, onDrop: (to) => onPick(to.date, to.start) });
  const shownDate = drag.target?.date ?? selectedDate;
  const shownStart = drag.target?.start ?? selectedStart;
  const mine: TimeRange | null = shownStart === null ? null : { start: shownStart, end: shownStart + Math.max(lengthMinutes, SNAP_MINUTES) };

  const cell = (date: string, row: number): WeekGridCell => {
    const slot = { start: row, end: row + SLOT_MINUTES };
    const when = t.slotWhen(formatShortDate(date), formatTime12(row));
    if (mine && date === shownDate && overlaps(slot, mine)) {
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
    // The free half hour shows the time your appointment would start at with a tap (issue 26: open cells carry text).
    if (activate) return { kind: 'available', label: `${when}, ${t.available}`, content: formatCellTime(startsIn(date, row)[0]!), onActivate: activate };
    return { kind: 'empty', label: `${when}, ${t.notAvailable}` };
  };

  const dayStarts = selectedDate ? (days[selectedDate]?.starts ?? []) : [];
  const earlier = selectedStart !== null && dayStarts.includes(selectedStart - SNAP_MINUTES);
  const later = selectedStart !== null && dayStarts.includes(selectedStart + SNAP_MINUTES);

  return (
    <div className={`schedule-week-calendar${drag.dragging ? ' is-dragging' : ''}`} {...drag.handlers}>
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
