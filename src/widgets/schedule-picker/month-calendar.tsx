import { useId, useState, type KeyboardEvent } from 'react';
import { addMonths, startOfMonth } from '../../domain/time-zone';
import { dateAfterKey, isActivationKey, useFocusFollows } from './grid-keys';
import { formatLongDate, formatMonthTitle, formatWeekdayLong, dayOfMonth } from './schedule-format';
import { monthWeeks } from './schedule-days';
import type { CalendarTexts } from './schedule-texts';

export interface MonthCalendarProps {
  /** Any date of the month shown (`YYYY-MM-DD`). */
  month: string;
  /** Today in the service location's zone. */
  today: string;
  selectedDate: string | null;
  /** Days that can be chosen (F-04: compatible, available, not past). */
  isSelectable: (date: string) => boolean;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
  /** Months before this one cannot be shown (the current month, F-29). */
  firstMonth: string;
  /** Newer data is loading for the month shown. */
  refreshing?: boolean;
  /** The flow's texts (`calendarTexts(text)`). */
  texts: Pick<CalendarTexts, 'previousMonth' | 'nextMonth' | 'updating' | 'today' | 'unavailable'>;
}

/** The weekdays' column heads, Sunday first: two letters shown, the whole name as `abbr` (formatted, en-US). */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const long = formatWeekdayLong(`2026-03-${String(i + 1).padStart(2, '0')}`); // 1 March 2026 is a Sunday
  return [long.slice(0, 2), long] as const;
});

/**
 * F-04: the month calendar of the availability-windows variant, a WAI-ARIA date-picker grid: one
 * tab stop; arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month
 * (Shift: year), Enter/Space choose. Unavailable days stay focusable but cannot be chosen.
 */
export default function MonthCalendar({
  month,
  today,
  selectedDate,
  isSelectable,
  onSelect,
  onMonthChange,
  firstMonth,
  refreshing = false,
  texts,
}: MonthCalendarProps) {
  const titleId = useId();
  const shown = startOfMonth(month);
  const first = startOfMonth(firstMonth);
  const inMonth = (d: string | null) => d !== null && startOfMonth(d) === shown;
  const [focused, setFocused] = useState<string | null>(null);
  const focusDate = inMonth(focused) ? focused! : inMonth(selectedDate) ? selectedDate! : inMonth(today) ? today : shown;
  const { container, markKeyboardMove } = useFocusFollows(focusDate);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (isActivationKey(e.key)) {
      e.preventDefault();
      if (isSelectable(focusDate)) onSelect(focusDate);
      return;
    }
    let next = dateAfterKey(focusDate, e);
    if (next === null) return;
    e.preventDefault();
    if (startOfMonth(next) < first) next = first > focusDate ? first : focusDate;
    markKeyboardMove();
    setFocused(next);
    if (startOfMonth(next) !== shown) onMonthChange(startOfMonth(next));
  };

  return (
    <div className="schedule-month">
      <div className="schedule-nav">
        <button
          type="button"
          className="button button--secondary schedule-nav__button"
          aria-label={texts.previousMonth}
          disabled={shown <= first}
          onClick={() => onMonthChange(addMonths(shown, -1))}
        >
          ‹
        </button>
        <h2 id={titleId} className="schedule-nav__title" aria-live="polite">
          {formatMonthTitle(shown)}
          {refreshing ? <span className="visually-hidden"> {texts.updating}</span> : null}
        </h2>
        <button type="button" className="button button--secondary schedule-nav__button" aria-label={texts.nextMonth} onClick={() => onMonthChange(addMonths(shown, 1))}>
          ›
        </button>
      </div>
      <table ref={container} role="grid" aria-labelledby={titleId} className="schedule-month__grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week) => (
            <tr key={week.find((d) => d !== null) ?? 'week'}>
              {week.map((date, i) => {
                if (date === null) return <td key={`blank-${i}`} className="schedule-month__blank" />;
                const selectable = isSelectable(date);
                const selected = date === selectedDate;
                const label = `${formatLongDate(date)}${date === today ? `, ${texts.today}` : ''}${selectable ? '' : `, ${texts.unavailable}`}`;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-cell={date}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={!selectable || undefined}
                    aria-label={label}
                    className={`schedule-day${selectable ? ' is-available' : ''}${selected ? ' is-selected' : ''}${date === today ? ' is-today' : ''}`}
                    onClick={() => {
                      setFocused(date);
                      if (selectable) onSelect(date);
                    }}
                  >
                    {dayOfMonth(date)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

