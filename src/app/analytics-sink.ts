import {
  combineSinks,
  createGoogleAnalyticsSink,
  createMemoryAnalyticsSink,
  noAnalyticsSink,
  type AnalyticsEvent,
  type AnalyticsSink,
} from '../renderer/analytics';

declare global {
  interface Window {
    /** Builds with mocks only: the most recent analytics events, for the preview tool and Playwright. */
    __analyticsEvents?: AnalyticsEvent[];
  }
}

/** How many recent events the in-memory sink keeps. */
export const RECENT_EVENTS_LIMIT = 200;

/**
 * The analytics sink of a provider:
 * - a `google_analytics_tracking_id` → Google Analytics; its script is loaded only when `mocks` is false;
 * - `mocks` (dev, preview, tests) → also an in-memory sink whose recent events are `window.__analyticsEvents`;
 * - neither → events are dropped.
 */
export function analyticsSinkFor(
  config: Readonly<{ google_analytics_tracking_id?: string | null }>,
  { mocks = __MOCKS__, host = typeof window === 'undefined' ? undefined : window }: { mocks?: boolean; host?: Window } = {},
): AnalyticsSink {
  const sinks: AnalyticsSink[] = [];
  const id = config.google_analytics_tracking_id?.trim();
  if (id && host) sinks.push(createGoogleAnalyticsSink(id, { host, loadScript: !mocks }));
  if (mocks) {
    // One array per page (idempotent: StrictMode and configuration reloads may build the sink again).
    const events = host ? (host.__analyticsEvents ??= []) : [];
    sinks.push(createMemoryAnalyticsSink({ limit: RECENT_EVENTS_LIMIT, events }));
  }
  if (sinks.length === 0) return noAnalyticsSink;
  return sinks.length === 1 ? sinks[0]! : combineSinks(...sinks);
}
