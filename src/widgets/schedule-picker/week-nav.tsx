import { addDays } from '../../domain/time-zone';
import { formatShortDate } from './schedule-format';
import type { CalendarTexts } from './schedule-texts';

export interface WeekNavProps {
  weekStart: string;
  canPrevious: boolean;
  canNext: boolean;
  onWeekChange: (weekStart: string) => void;
  texts: Pick<CalendarTexts, 'previousWeek' | 'nextWeek'>;
}

/** "Previous week" / "Next week" around the week's dates (F-31: the current and the next week). */
export default function WeekNav({ weekStart, canPrevious, canNext, onWeekChange, texts }: WeekNavProps) {
  return (
    <div className="schedule-nav">
      <button
        type="button"
        className="button button--secondary schedule-nav__button"
        aria-label={texts.previousWeek}
        disabled={!canPrevious}
        onClick={() => onWeekChange(addDays(weekStart, -7))}
      >
        ‹
      </button>
      <h2 className="schedule-nav__title">
        {formatShortDate(weekStart)} – {formatShortDate(addDays(weekStart, 6))}
      </h2>
      <button
        type="button"
        className="button button--secondary schedule-nav__button"
        aria-label={texts.nextWeek}
        disabled={!canNext}
        onClick={() => onWeekChange(addDays(weekStart, 7))}
      >
        ›
      </button>
    </div>
  );
}
