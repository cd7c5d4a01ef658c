import { useLayoutEffect, useState, type RefObject } from 'react';

/** Which ends of a sideways-scrolling box hide content: there is more to the left (`start`) or to the right (`end`). */
interface OverflowSides {
  start: boolean;
  end: boolean;
}

/**
 * The ends of a box that hide content, from its scroll position and sizes (pixels, as the DOM gives them): more at
 * the start once it has scrolled at all, more at the end until its right edge is within a pixel of the content's
 * (sub-pixel widths never show a cue).
 */
export function overflowSides(scrollLeft: number, clientWidth: number, scrollWidth: number): OverflowSides {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * The ends of the box `ref` holds that hide content (`overflowSides`), measured when the browser lays it out and
 * again when it scrolls or resizes, so the view can draw a cue (a fade) where there is more to scroll to.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): OverflowSides {
  const [sides, setSides] = useState<OverflowSides>({ start: false, end: false });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = overflowSides(el.scrollLeft, el.clientWidth, el.scrollWidth);
      setSides((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The observer's first report comes once the browser has laid the page out anyway; measuring here would make it
    // lay out the whole new step a second time, mid-task (≈ 27 ms at 4× CPU on the way to the vehicle step, issue 28).
    if (resize) resize.observe(el);
    else measure();
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [ref]);
  return sides;
}
