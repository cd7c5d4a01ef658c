/**
 * The app's one clock. `appNow()` is the real time, except while a repro link's scenario sets `now`: then it
 * is that instant, standing still, exactly like the mock back end's clock (mocks/world/clock.ts), so the app
 * and the mock world agree on "today", slots, cut-offs and countdown starts.
 *
 * Screens that need "now" call `appNow()` (never `new Date()` / `Date.now()` directly). Durations that must
 * really elapse (toast timers, the churn countdown) keep using timers.
 * No mock code: the production build always has the real time.
 */

let fixed: number | undefined;

/** Fixes the clock at an ISO instant (the scenario's `now`); `undefined` or an unreadable text goes back to the real time. */
export function setAppClock(iso: string | Date | undefined): void {
  if (iso === undefined) {
    fixed = undefined;
    return;
  }
  const ms = iso instanceof Date ? iso.getTime() : Date.parse(iso);
  fixed = Number.isNaN(ms) ? undefined : ms;
}

/** The current instant as the app sees it (a fresh Date each call). */
export function appNow(): Date {
  return fixed === undefined ? new Date() : new Date(fixed);
}

/** True while the clock is fixed by a scenario. */
export function isAppClockFixed(): boolean {
  return fixed !== undefined;
}
