/** Where the toast region sits on the screen: the bottom edge (default) or the top edge. */
export type ToastPlacement = 'top' | 'bottom';

/** A box on the screen (viewport pixels), as `getBoundingClientRect` gives it. */
interface ScreenBox {
  top: number;
  bottom: number;
}

/** How many pixels of `box` a band from `from` to `to` (viewport pixels) covers vertically. */
function overlap(box: ScreenBox, from: number, to: number): number {
  return Math.max(0, Math.min(box.bottom, to) - Math.max(box.top, from));
}

/**
 * The edge the toasts take so they cover none of the controls to keep clear (the primary action, the control the
 * customer just used): the bottom when the toasts' band there covers none of them, else the top when its band
 * covers none, else the edge whose band covers fewer of their pixels (the bottom on a tie). Pure: boxes in viewport
 * pixels, `height` the toasts' own height (with their margin), `viewport` the screen's height.
 */
export function toastPlacement(avoid: readonly ScreenBox[], height: number, viewport: number): ToastPlacement {
  const visible = avoid.filter((b) => b.bottom > 0 && b.top < viewport && b.bottom > b.top);
  const covered = (from: number, to: number) => visible.reduce((sum, b) => sum + overlap(b, from, to), 0);
  const bottom = covered(viewport - height, viewport);
  if (bottom === 0) return 'bottom';
  const top = covered(0, height);
  return top < bottom ? 'top' : 'bottom';
}
