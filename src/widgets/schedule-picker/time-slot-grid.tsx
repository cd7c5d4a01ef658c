import { SLOT_MINUTES } from '../../domain/time-grid';
import { formatCellTime, formatShortDate, formatTime12 } from './schedule-format';
import { PagedWeekGrid } from './paged-week-grid';
import type { WeekGridCell } from './week-grid';
import type { WeekPickProps } from './week-pick';

export interface TimeSlotGridProps extends WeekPickProps {
  /** Offered slot starts by date (at least the 7 days from `pageStart`); a date that is missing has no service that day. */
  slots: Readonly<Record<string, readonly number[]>>;
}

/**
 * F-05: the week grid of slots (scheduling_system time_slots or time blocks), as many days as fit the
 * screen. Each offered slot is a cell showing its time that is chosen with one tap or the keyboard; the
 * chosen date's column is marked.
 */
export default function TimeSlotGrid(props: TimeSlotGridProps) {
  const { slots, selectedDate, selectedStart, onPick, texts: t } = props;
  const cell = (date: string, row: number): WeekGridCell => {
    const day = slots[date];
    const start = day?.find((s) => s >= row && s < row + SLOT_MINUTES);
    const when = t.slotWhen(formatShortDate(date), formatTime12(start ?? row));
    if (start === undefined) return { kind: 'empty', label: `${when}, ${t.notAvailable}` };
    const selected = date === selectedDate && start === selectedStart;
    return {
      kind: selected ? 'selected' : 'available',
      label: `${when}, ${selected ? t.selected : t.available}`,
      content: formatCellTime(start),
      onActivate: () => onPick(date, start),
    };
  };
  return (
    <div className="schedule-slots">
      <PagedWeekGrid {...props} what={t.timeSlots} cell={cell} />
    </div>
  );
}
