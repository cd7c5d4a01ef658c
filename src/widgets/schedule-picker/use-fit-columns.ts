import { useLayoutEffect, useRef, useState } from 'react';
import { columnsThatFit } from './schedule-page';

/**
 * How many day columns fit the element the returned ref is put on: null until measured (draw the element
 * empty then), 7 where the browser cannot measure. Measured when the browser reports the element's size (a
 * ResizeObserver: after the frame's own layout, and again whenever the width changes), not by forcing a layout of
 * the newly drawn step in the task that commits it; so the days that do not fit are never drawn (measuring an empty
 * element costs no layout of a full week's grid). Without a ResizeObserver it is measured before paint.
 */
export function useFitColumns<T extends HTMLElement>(): { ref: React.RefObject<T | null>; columns: number | null } {
  const ref = useRef<T | null>(null);
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setColumns(columnsThatFit(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}
