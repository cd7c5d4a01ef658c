/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, with a `timeout` so it runs within that time
 * even on a page that is never idle), or after a short `setTimeout` where the browser has no idle callback
 * (Safari). The task gets the browser's idle deadline when there is one. Returns the cancel function (for an
 * effect's cleanup).
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => task(), 200);
  return () => window.clearTimeout(handle);
}
