/**
 * Keyboard moves of the calendar grids (WAI-ARIA APG grid and date-picker patterns): one tab stop
 * per grid, arrows move the focus, Home/End go to the row's ends (with Ctrl: the grid's ends),
 * PageUp/PageDown change the month or the week, Enter/Space choose. Pure functions over positions.
 */
import { useCallback, useEffect, useRef } from 'react';
import { addDays, addMonths, dayOfWeek } from '../../domain/time-zone';

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  shiftKey?: boolean;
}

/** Month calendar: the date focused after a key, or null when the key is not a move. */
export function dateAfterKey(date: string, { key, shiftKey }: KeyInput): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -dayOfWeek(date));
    case 'End':
      return addDays(date, 6 - dayOfWeek(date));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export interface GridPosition {
  row: number;
  col: number;
}

export type GridMove = { kind: 'cell'; at: GridPosition } | { kind: 'page'; delta: -1 | 1 } | null;

/** Week grids: the cell focused after a key (kept inside the grid), a page change, or null. */
export function cellAfterKey(at: GridPosition, rows: number, cols: number, { key, ctrlKey }: KeyInput): GridMove {
  const clamp = (row: number, col: number): GridMove => ({
    kind: 'cell',
    at: { row: Math.min(rows - 1, Math.max(0, row)), col: Math.min(cols - 1, Math.max(0, col)) },
  });
  switch (key) {
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'Home':
      return ctrlKey ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return ctrlKey ? clamp(rows - 1, cols - 1) : clamp(at.row, cols - 1);
    case 'PageUp':
      return { kind: 'page', delta: -1 };
    case 'PageDown':
      return { kind: 'page', delta: 1 };
    default:
      return null;
  }
}

/** True for the keys that choose the focused cell. */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}

/**
 * Moves DOM focus to the cell named `cellKey` (its `data-cell` attribute) after a keyboard move:
 * call `markKeyboardMove()` in the key handler; the effect focuses the cell once it is rendered.
 */
export function useFocusFollows(cellKey: string) {
  const container = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    container.current?.querySelector<HTMLElement>(`[data-cell="${cellKey}"]`)?.focus();
  }, [cellKey]);
  const markKeyboardMove = useCallback(() => {
    moved.current = true;
  }, []);
  return { container, markKeyboardMove };
}
