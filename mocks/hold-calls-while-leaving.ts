/**
 * The mock back end lives in the page. When the page is being left (`beforeunload`), msw lets go of it: its
 * service worker passes the page's later calls to the network, where the static server answers 404. A real
 * back end would answer them normally. So, in the mock builds only, a leaving page's API calls wait for the
 * page to go instead of acting on the static server's 404 (the account page would take a 404 from
 * customer-info as the end of the session, K-03, and sign the customer out of the next page too).
 */

/** True for a call to the API (`/api/…` of this page's origin). */
function isApiCall(input: RequestInfo | URL, origin: string): boolean {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  return url.origin === origin && url.pathname.startsWith('/api/');
}

/**
 * A fetch that behaves as `realFetch` until `target` fires `beforeunload`; from then on API calls never
 * settle (other calls pass). A page restored from the back/forward cache (`pageshow` persisted) calls again.
 */
export function fetchHeldWhileLeaving(realFetch: typeof fetch, target: EventTarget, origin: string): typeof fetch {
  let leaving = false;
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  });
  return (input, init) => (leaving && isApiCall(input, origin) ? new Promise<Response>(() => {}) : realFetch(input, init));
}

/** Installs {@link fetchHeldWhileLeaving} as the page's fetch. */
export function holdCallsWhileLeaving(): void {
  globalThis.fetch = fetchHeldWhileLeaving(globalThis.fetch.bind(globalThis), window, location.origin);
}
