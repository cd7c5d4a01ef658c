import { formatShortDate } from './schedule-format';
import { nextPageStart, pageDates, previousPageStart, type PageDays } from './schedule-page';
import { useFitColumns } from './use-fit-columns';
import WeekGrid, { type WeekGridCell } from './week-grid';
import WeekNav from './week-nav';
import type { WeekPickProps } from './week-pick';

export interface PagedWeekGridProps extends Omit<WeekPickProps, 'selectedStart' | 'onPick'> {
  /** What the grid shows, before ", Mar 10 to Mar 12" (e.g. "Time slots"). */
  what: string;
  cell: (date: string, rowMinutes: number) => WeekGridCell;
}

/**
 * The schedule grid's page of days with its navigation (F-05, F-06 on any screen): as many day columns as fit
 * (up to a week, so a phone never scrolls sideways) from `pageStart`; the previous/next buttons and
 * PageUp/PageDown go to the nearest earlier/later day with an open time, each only while there is one; a
 * page without an open time says so and links to the next open day.
 */
export function PagedWeekGrid({ what, pageStart, onPageChange, today, lastDate, isOpen, rowsFor, selectedDate, cell, texts }: PagedWeekGridProps) {
  const { ref, columns } = useFitColumns<HTMLDivElement>();
  // The empty page is measured first, then drawn with the days that fit. Meanwhile it holds an (unspoken) loading
  // mark, so what follows the grid waits unseen (.holds-while-loading) instead of being pushed down when it comes.
  if (columns === null)
    return (
      <div ref={ref} className="schedule-page">
        <span className="widget-loading" aria-hidden="true" />
      </div>
    );
  const days: PageDays = { today, last: lastDate, isOpen };
  const dates = pageDates(pageStart, columns);
  const previous = previousPageStart(pageStart, columns, days);
  const next = nextPageStart(pageStart, columns, days);
  const from = formatShortDate(dates[0]!);
  const to = formatShortDate(dates.at(-1)!);
  return (
    <div ref={ref} className="schedule-page">
      <WeekNav from={from} to={to} previous={previous} next={next} onPageChange={onPageChange} texts={texts} />
      {dates.some(isOpen) ? null : (
        <p className="schedule-notice" role="status">
          {texts.pageEmpty}{' '}
          {next ? (
            <button type="button" className="button button--secondary schedule-page__next" onClick={() => onPageChange(next)}>
              {texts.nextOpenDay(formatShortDate(next))}
            </button>
          ) : null}
        </p>
      )}
      <div className="schedule-scroll">
        <WeekGrid
          caption={texts.weekCaption(what, from, to)}
          timeColumn={texts.timeColumn}
          dates={dates}
          today={today}
          rows={rowsFor(dates)}
          highlightDate={selectedDate}
          cell={cell}
          onPage={(delta) => {
            const to = delta < 0 ? previous : next;
            if (to !== null) onPageChange(to);
          }}
        />
      </div>
    </div>
  );
}
