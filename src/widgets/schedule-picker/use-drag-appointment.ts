/**
 * F-06 dragging on the week calendar: press on your appointment, move over the calendar and release over a free
 * half hour; the appointment then starts on the quarter hour under the pointer, as a click there would place it
 * (F-34). Pointer events, so a mouse, a pen and a finger all drag; Escape, or a pointer the browser cancels, puts
 * it back. The keyboard's way is the calendar's "15 minutes earlier/later" buttons (and choosing a cell).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';

/** Where a dragged appointment would start. */
interface DragTarget {
  date: string;
  start: number;
}

interface DragAppointmentOptions {
  /** Where the appointment starts when dropped on the cell (`date`, row start `row`) at `fraction` (0 top … 1 bottom); undefined: not there. */
  startAt: (date: string, row: number, fraction: number) => number | undefined;
  /** The drop: the appointment moves to `target`. */
  onDrop: (target: DragTarget) => void;
}

/** A drag in progress: its pointer and where the appointment would start now (null: over no free cell, it stays). */
interface Drag {
  pointerId: number;
  target: DragTarget | null;
}

/** Cells of the week grid carry `data-cell="YYYY-MM-DD@minutes"` (week-grid.tsx); your appointment's cells the `mine` class. */
const CELL = '[data-cell]';
const MINE = '.schedule-cell--mine';

/** The cell under the point and where in it (a finger keeps its first cell as target, so the point decides). */
function cellAt(x: number, y: number, fallback: EventTarget | null): { date: string; row: number; fraction: number } | null {
  const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const from = hit ?? (fallback instanceof Element ? fallback : null);
  const cell = from?.closest<HTMLElement>(CELL);
  const [date, row] = cell?.dataset.cell?.split('@') ?? [];
  if (!cell || !date || row === undefined) return null;
  const rect = cell.getBoundingClientRect();
  const fraction = rect.height > 0 ? Math.min(1, Math.max(0, (y - rect.top) / rect.height)) : 0;
  return { date, row: Number(row), fraction };
}

/**
 * Drag handling for the week calendar's container. Promises: a drag starts only from your appointment (primary
 * button or a touch); while it lasts, `target` is where the appointment would start (the calendar shows it there)
 * or null over a cell where it cannot start; the release calls `onDrop` once when the target differs from `origin`;
 * Escape and pointercancel end it with no change; the click a moving drag ends with is swallowed, so it does not
 * place the appointment a second time.
 */
export function useDragAppointment(origin: DragTarget | null, { startAt, onDrop }: DragAppointmentOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const latest = useRef({ drag, origin, startAt, onDrop });
  const swallowClick = useRef(false);
  useEffect(() => {
    latest.current = { drag, origin, startAt, onDrop };
  });

  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const mine = (e: PointerEvent) => latest.current.drag?.pointerId === e.pointerId;
    const onMove = (e: PointerEvent) => {
      if (!mine(e)) return;
      const at = cellAt(e.clientX, e.clientY, e.target);
      const start = at ? latest.current.startAt(at.date, at.row, at.fraction) : undefined;
      const target = at && start !== undefined ? { date: at.date, start } : null;
      const { origin: from } = latest.current;
      if (target && (target.date !== from?.date || target.start !== from.start)) swallowClick.current = true;
      setDrag({ pointerId: e.pointerId, target });
    };
    const onUp = (e: PointerEvent) => {
      if (!mine(e)) return;
      const { drag: now, origin: from, onDrop: drop } = latest.current;
      setDrag(null);
      const target = now?.target;
      if (target && (target.date !== from?.date || target.start !== from.start)) drop(target);
    };
    const onCancel = (e: PointerEvent) => {
      if (mine(e)) setDrag(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
    };
  }, [dragging]);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    swallowClick.current = false;
    if (!origin || !e.isPrimary || e.button !== 0 || !(e.target instanceof Element) || !e.target.closest(MINE)) return;
    e.preventDefault(); // no text selection while dragging
    setDrag({ pointerId: e.pointerId, target: origin });
  };
  const onClickCapture = (e: ReactMouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.stopPropagation();
  };

  return { target: drag?.target ?? null, dragging, handlers: { onPointerDown, onClickCapture } };
}
