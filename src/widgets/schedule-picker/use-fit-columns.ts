import { useLayoutEffect, useRef, useState } from 'react';
import { columnsThatFit } from './schedule-page';

/**
 * How many day columns fit the element the returned ref is put on: null until measured (draw the element
 * empty then), 7 where the browser cannot measure. Measured before paint and again whenever the element's
 * width changes, so a phone draws its first page with the right number of days and nothing moves, and the
 * days that do not fit are never drawn (measuring an empty element costs no layout of a full week's grid).
 */
export function useFitColumns<T extends HTMLElement>(): { ref: React.RefObject<T | null>; columns: number | null } {
  const ref = useRef<T | null>(null);
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setColumns(columnsThatFit(el.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}
