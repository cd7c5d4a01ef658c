import { addDays } from '../../domain/time-zone';
import { formatShortDate } from './schedule-format';
import { weekDates } from './schedule-days';
import WeekGrid, { type WeekGridCell } from './week-grid';
import WeekNav from './week-nav';
import type { CalendarTexts } from './schedule-texts';

export interface PagedWeekGridProps {
  /** What the grid shows, before ", week of Mar 8" (e.g. "Time slots"). */
  what: string;
  weekStart: string;
  today: string;
  rows: readonly number[];
  selectedDate: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onWeekChange: (weekStart: string) => void;
  cell: (date: string, rowMinutes: number) => WeekGridCell;
  texts: CalendarTexts;
}

/**
 * One week of the schedule grid with its week navigation: the previous/next buttons and PageUp/PageDown
 * inside the grid move a week, each only where the caller allows it.
 */
export function PagedWeekGrid({ what, weekStart, today, rows, selectedDate, canPrevious, canNext, onWeekChange, cell, texts }: PagedWeekGridProps) {
  return (
    <>
      <WeekNav weekStart={weekStart} canPrevious={canPrevious} canNext={canNext} onWeekChange={onWeekChange} texts={texts} />
      <div className="schedule-scroll">
        <WeekGrid
          caption={texts.weekCaption(what, formatShortDate(weekStart))}
          timeColumn={texts.timeColumn}
          dates={weekDates(weekStart)}
          today={today}
          rows={rows}
          highlightDate={selectedDate}
          cell={cell}
          onPage={(delta) => {
            if ((delta < 0 && canPrevious) || (delta > 0 && canNext)) onWeekChange(addDays(weekStart, delta * 7));
          }}
        />
      </div>
    </>
  );
}
