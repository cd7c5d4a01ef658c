import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cellAfterKey, isActivationKey, useFocusFollows, type GridPosition } from './grid-keys';
import { formatShortDate, formatTime12, formatWeekdayShort, dayOfMonth } from './schedule-format';

/** One cell of a week grid. */
export interface WeekGridCell {
  /** Accessible name, e.g. "Tue, Mar 10 at 9:00 AM, available". */
  label: string;
  /** Visible content (short). */
  content?: ReactNode;
  /** Styling and state: `available` and `selected` cells can be chosen. */
  kind: 'available' | 'selected' | 'mine' | 'booked' | 'empty';
  /** Choose the cell; `fraction` is where a pointer hit it (0 top … 1 bottom), 0 from the keyboard. */
  onActivate?: (fraction: number) => void;
}

export interface WeekGridProps {
  /** Caption naming the week, e.g. "Week of Mar 8". */
  caption: string;
  /** The seven dates shown. */
  dates: readonly string[];
  today: string;
  /** Row start times, minutes (30-minute rows, F-33). */
  rows: readonly number[];
  /** The date to mark in the header (the chosen date). */
  highlightDate?: string | null;
  cell: (date: string, rowMinutes: number) => WeekGridCell;
  /** PageUp/PageDown: previous/next week. */
  onPage?: (delta: -1 | 1) => void;
  className?: string;
  /** The header of the times column (read by screen readers only): the flow's `summary-time` ("Time"). */
  timeColumn: string;
}

/** The grid's tab stop: your choice, else the first offered cell of the marked day, else of the earliest day. */
function firstInteresting(props: WeekGridProps): GridPosition {
  const { rows, dates, cell, highlightDate } = props;
  const kinds = (col: number) => rows.map((m) => cell(dates[col]!, m).kind);
  for (let col = 0; col < dates.length; col++) {
    const row = kinds(col).findIndex((k) => k === 'selected' || k === 'mine');
    if (row >= 0) return { row, col };
  }
  const marked = highlightDate ? dates.indexOf(highlightDate) : -1;
  const order = marked >= 0 ? [marked, ...dates.keys()] : [...dates.keys()];
  for (const col of order) {
    const row = kinds(col).indexOf('available');
    if (row >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

/**
 * A week of days (columns) by 30-minute rows, as a WAI-ARIA grid: one tab stop, arrows move the
 * focus cell by cell, Home/End to the row's ends (Ctrl: the grid's corners), PageUp/PageDown change
 * the week, Enter/Space choose. Used by the week grid of slots and by the week calendar.
 */
export default function WeekGrid(props: WeekGridProps) {
  const { caption, dates, today, rows, highlightDate, cell, onPage, className, timeColumn } = props;
  const captionId = useId();
  const [focus, setFocus] = useState<GridPosition | null>(null);
  const at = focus && focus.row < rows.length && focus.col < dates.length ? focus : firstInteresting(props);
  const cellKey = (p: GridPosition) => `${dates[p.col]}@${rows[p.row]}`;
  const { container, markKeyboardMove } = useFocusFollows(cellKey(at));

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (isActivationKey(e.key)) {
      e.preventDefault();
      cell(dates[at.col]!, rows[at.row]!).onActivate?.(0);
      return;
    }
    const move = cellAfterKey(at, rows.length, dates.length, e);
    if (move === null) return;
    e.preventDefault();
    markKeyboardMove();
    if (move.kind === 'cell') setFocus(move.at);
    else onPage?.(move.delta);
  };

  const onCellClick = (p: GridPosition, c: WeekGridCell) => (e: MouseEvent<HTMLTableCellElement>) => {
    setFocus(p);
    if (!c.onActivate) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const fraction = rect.height > 0 && e.clientY > 0 ? Math.min(1, Math.max(0, (e.clientY - rect.top) / rect.height)) : 0;
    c.onActivate(fraction);
  };

  return (
    <table ref={container} role="grid" aria-labelledby={captionId} className={`schedule-week ${className ?? ''}`} onKeyDown={onKeyDown}>
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="schedule-week__corner">
            <span className="visually-hidden">{timeColumn}</span>
          </th>
          {dates.map((d) => (
            <th key={d} scope="col" abbr={formatShortDate(d)} className={`${d === highlightDate ? 'is-selected' : ''}${d === today ? ' is-today' : ''}`}>
              <span className="schedule-week__weekday">{formatWeekdayShort(d)}</span> <span className="schedule-week__day">{dayOfMonth(d)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((m, row) => (
          <tr key={m}>
            <th scope="row" className="schedule-week__time">
              {formatTime12(m)}
            </th>
            {dates.map((d, col) => {
              const c = cell(d, m);
              const p = { row, col };
              const isFocus = at.row === row && at.col === col;
              return (
                <td
                  key={d}
                  role="gridcell"
                  data-cell={cellKey(p)}
                  tabIndex={isFocus ? 0 : -1}
                  aria-label={c.label}
                  aria-selected={c.kind === 'selected' || c.kind === 'mine'}
                  aria-disabled={c.onActivate ? undefined : true}
                  className={`schedule-cell schedule-cell--${c.kind}`}
                  onClick={onCellClick(p, c)}
                >
                  {c.content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
