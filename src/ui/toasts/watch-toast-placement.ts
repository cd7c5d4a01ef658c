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
 * Tells `onPlacement` the edge of the screen where the toasts of `region` cover no primary action or focused
 * control (`toastPlacement`): at once, and again when the page scrolls, the window resizes or focus moves. Returns
 * the function that stops watching. Loaded with the first toast (use-toast-placement.ts), not with the page.
 */
export function watchToastPlacement(region: HTMLElement, onPlacement: (placement: ToastPlacement) => void): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    onPlacement(toastPlacement(avoidBoxes(), region.getBoundingClientRect().height + 12, window.innerHeight));
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
}
