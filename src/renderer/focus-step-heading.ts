/** Where focus is "nowhere": no element, the body or the root (e.g. the pressed Continue was unmounted with its step). */
function focusIsNowhere(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/** Whether focus is inside an open dialog (a dialog keeps its focus; it returns it itself when it closes). */
function focusIsInDialog(): boolean {
  return document.activeElement?.closest('dialog[open], [role="dialog"], [role="alertdialog"]') != null;
}

/**
 * Moves focus to the step's main heading, the first `h1` in `container`, making it focusable with
 * `tabindex="-1"` if it is not (it then stays out of the Tab order). When the heading is not drawn yet (a lazily
 * loaded widget draws it), waits for it with a MutationObserver; a heading that appears later only takes focus
 * if focus is still where it was (nowhere or unchanged), so a customer who has already moved on keeps their
 * place. Never takes focus out of an open dialog. Calls `onFocused` with the heading once it has focus.
 * Returns a function that stops waiting (call it when the step goes away).
 */
export function focusStepHeading(container: Element, onFocused?: (heading: HTMLElement) => void): () => void {
  const before = document.activeElement;
  const attempt = (late: boolean): boolean => {
    const heading = container.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (focusIsInDialog()) return true;
    if (late && !focusIsNowhere() && document.activeElement !== before) return true;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // The page is at its top for a new step (useScrollTopOnStepChange): no scrolling into view, which would lay the
    // page out at once.
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) onFocused?.(heading);
    return true;
  };
  if (attempt(false)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt(true)) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
