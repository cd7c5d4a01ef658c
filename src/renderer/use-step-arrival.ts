import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusStepHeading } from './focus-step-heading';

/** What the step announcer says: `id` changes with every arrival, so the same title is announced again. */
export interface StepAnnouncement {
  id: number;
  text: string;
}

/**
 * When the address turns to another step (not on the first one: a load or reload keeps the browser's scroll), the
 * page goes back to its top before the next paint, so the new step starts at its beginning and nothing of the page
 * below (the footer) is seen moving while the step loads. `stepId` is the step of the address, also while its
 * messages load or it redirects.
 */
export function useScrollTopOnStepChange(stepId: string | null): void {
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!stepId || last.current === stepId) return;
    const first = last.current === null;
    last.current = stepId;
    // Unconditionally: reading window.scrollX/scrollY first would force a synchronous layout of the half-drawn step
    // (a third of a step change's script time at 4× CPU), and scrolling to (0, 0) needs none.
    if (!first) window.scrollTo(0, 0);
  }, [stepId]);
}

/**
 * On every step change — not the first step shown, which the page load itself announces — moves focus to the
 * new step's heading (see {@link focusStepHeading}) and returns the announcement naming the step: its `title`,
 * or its heading's text when the step has no title. `stepId` is the step drawn now (`null` while loading or
 * redirecting); its element is found by `[data-step]`. Safe under StrictMode's repeated effects.
 */
export function useStepArrival(stepId: string | null, title: string | null): StepAnnouncement | null {
  const shown = useRef<string | null>(null);
  /** The step whose heading still waits for focus. */
  const pending = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState<StepAnnouncement | null>(null);

  useEffect(() => {
    if (!stepId) return;
    if (shown.current !== stepId) {
      const first = shown.current === null;
      shown.current = stepId;
      pending.current = first ? null : stepId;
      if (!first && title) setAnnouncement((a) => ({ id: (a?.id ?? 0) + 1, text: title }));
    }
    if (pending.current !== stepId) return;
    const container = document.querySelector(`[data-step="${stepId}"]`);
    if (!container) return;
    const untitled = !title;
    return focusStepHeading(container, (heading) => {
      pending.current = null;
      const text = heading.textContent?.trim();
      if (untitled && text) setAnnouncement((a) => ({ id: (a?.id ?? 0) + 1, text }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step shown; the title is read when it arrives
  }, [stepId]);

  return announcement;
}
