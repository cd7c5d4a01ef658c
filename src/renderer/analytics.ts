/**
 * Where analytics events go. The flow's `track` effects reach one `AnalyticsSink`; the app picks it
 * (src/app/analytics-sink.ts): Google Analytics when the provider has a google_analytics_tracking_id, an
 * in-memory sink whose events are visible in builds with mocks, nothing otherwise.
 */
export interface AnalyticsSink {
  track(event: string, data?: Readonly<Record<string, unknown>>): void;
}

/** One recorded event. */
export interface AnalyticsEvent {
  event: string;
  data?: Readonly<Record<string, unknown>>;
}

/** Logs events to the console (development). */
export const consoleAnalyticsSink: AnalyticsSink = {
  track(event, data) {
    console.info(`[analytics] ${event}`, data ?? {});
  },
};

/** Drops every event (production without a tracking id). */
export const noAnalyticsSink: AnalyticsSink = { track() {} };

/** Keeps events in memory (tests, preview). */
export interface MemoryAnalyticsSink extends AnalyticsSink {
  readonly events: AnalyticsEvent[];
}

/**
 * A sink that records every event in `events` (the same array throughout, so a reader holding it sees new
 * events; pass `events` to record into an existing array). With `limit`, only the most recent `limit` events
 * are kept.
 */
export function createMemoryAnalyticsSink({ limit, events = [] }: { limit?: number; events?: AnalyticsEvent[] } = {}): MemoryAnalyticsSink {
  return {
    events,
    track(event, data) {
      events.push(data === undefined ? { event } : { event, data });
      if (limit !== undefined && events.length > limit) events.splice(0, events.length - limit);
    },
  };
}

/** Sends each event to every sink, in order; a failing sink does not stop the others. */
export function combineSinks(...sinks: AnalyticsSink[]): AnalyticsSink {
  return {
    track(event, data) {
      for (const sink of sinks) {
        try {
          sink.track(event, data);
        } catch (e) {
          console.error('analytics sink failed', e);
        }
      }
    },
  };
}

/** The parts of `window` the Google Analytics sink uses (injectable for tests). */
export interface GtagHost {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  document: Document;
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Google Analytics (gtag.js) for a tracking id. Events are pushed through `window.gtag` (defined as the
 * standard `dataLayer.push(arguments)` stub when absent), so they queue in `window.dataLayer` until Google's
 * script reads them. The script itself is injected only when `loadScript` is true (never in builds with
 * mocks: the app and its tests stay offline) and only once per page. Page views are not sent automatically;
 * the flow's `track` events are the steps.
 */
export function createGoogleAnalyticsSink(
  trackingId: string,
  { host = globalThis as unknown as GtagHost, loadScript = true }: { host?: GtagHost; loadScript?: boolean } = {},
): AnalyticsSink {
  const layer = (host.dataLayer ??= []);
  if (typeof host.gtag !== 'function') {
    host.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads `arguments` objects from the data layer, not arrays
      layer.push(arguments);
    };
  }
  const gtag = host.gtag;
  gtag('js', new Date());
  gtag('config', trackingId, { send_page_view: false });
  if (loadScript) {
    const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(trackingId)}`;
    const doc = host.document;
    if (!doc.querySelector(`script[src="${src}"]`)) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      doc.head.appendChild(script);
    }
  }
  return {
    track(event, data) {
      gtag('event', event, { ...(data ?? {}), send_to: trackingId });
    },
  };
}
