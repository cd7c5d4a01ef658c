import { addDays } from '../../domain/time-zone';
import { formatShortDate } from './schedule-format';

export interface WeekNavProps {
  weekStart: string;
  canPrevious: boolean;
  canNext: boolean;
  onWeekChange: (weekStart: string) => void;
}

/** "Previous week" / "Next week" around the week's dates (F-31: the current and the next week). */
export default function WeekNav({ weekStart, canPrevious, canNext, onWeekChange }: WeekNavProps) {
  return (
    <div className="schedule-nav">
      <button
        type="button"
        className="button button--secondary schedule-nav__button"
        aria-label="Previous week"
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
        aria-label="Next week"
        disabled={!canNext}
        onClick={() => onWeekChange(addDays(weekStart, 7))}
      >
        ›
      </button>
    </div>
  );
}
