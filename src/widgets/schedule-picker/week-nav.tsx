import type { CalendarTexts } from './schedule-texts';

export interface WeekNavProps {
  /** The first and last day shown, formatted. */
  from: string;
  to: string;
  /** Where the previous/next button goes (the nearest earlier/later page with an open day); null disables it. */
  previous: string | null;
  next: string | null;
  onPageChange: (pageStart: string) => void;
  texts: Pick<CalendarTexts, 'previousWeek' | 'nextWeek'>;
}

/** "Earlier open days" / "Later open days" around the days shown. */
export default function WeekNav({ from, to, previous, next, onPageChange, texts }: WeekNavProps) {
  return (
    <div className="schedule-nav">
      <button
        type="button"
        className="button button--secondary schedule-nav__button"
        aria-label={texts.previousWeek}
        disabled={previous === null}
        onClick={() => previous !== null && onPageChange(previous)}
      >
        ‹
      </button>
      <h2 className="schedule-nav__title">
        {from === to ? from : `${from} – ${to}`}
      </h2>
      <button
        type="button"
        className="button button--secondary schedule-nav__button"
        aria-label={texts.nextWeek}
        disabled={next === null}
        onClick={() => next !== null && onPageChange(next)}
      >
        ›
      </button>
    </div>
  );
}
