import { useLayoutEffect, useState, type RefObject } from 'react';
import { toastPlacement, type ToastPlacement } from './toast-placement';

/**
 * The controls toasts must never cover (issue 26): the page's primary buttons (Continue, Look Up Vehicle, …) and
 * whatever has focus (the control the customer just used).
 */
const AVOID = '.button--primary, [data-toast-avoid]';

/** The screen boxes of the controls to keep clear, from the document as it is now. */
function avoidBoxes(): DOMRect[] {
  const boxes = [...document.querySelectorAll(AVOID)].map((el) => el.getBoundingClientRect());
  const focused = document.activeElement;
  if (focused && focused !== document.body) boxes.push(focused.getBoundingClientRect());
  return boxes;
}

/**
 * While toasts are shown (`shown` not empty; measured again whenever the list changes), the edge of the screen where they cover no primary action or focused control
 * (`toastPlacement`), measured again when the page scrolls or the window resizes; the bottom while none are shown.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, shown: readonly unknown[]): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useLayoutEffect(() => {
    if (shown.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const height = (region.current?.getBoundingClientRect().height ?? 0) + 12;
      setPlacement(toastPlacement(avoidBoxes(), height, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [region, shown]);
  return placement;
}
