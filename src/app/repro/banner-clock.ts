/**
 * The clock the preview banner shows (mock builds): the link's clock when the page loads (setup-repro.ts), then
 * every clock the preview's time machine moves it to (preview-bridge.ts `setClock`), without a reload.
 */
let shown: string | undefined;
const listeners = new Set<() => void>();

/** Sets the banner's clock (ISO) and tells the banners drawn. */
export function setBannerClock(iso: string | undefined): void {
  shown = iso;
  for (const listener of listeners) listener();
}

/** The banner's clock now. */
export function bannerClock(): string | undefined {
  return shown;
}

/** Calls `listener` after every change; returns the unsubscribe (for `useSyncExternalStore`). */
export function subscribeBannerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
