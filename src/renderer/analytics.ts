/** Where analytics events go. The real tracker (google_analytics_tracking_id, A-18) plugs in here later. */
export interface AnalyticsSink {
  track(event: string, data?: Readonly<Record<string, unknown>>): void;
}

/** Logs events to the console (development). */
export const consoleAnalyticsSink: AnalyticsSink = {
  track(event, data) {
    console.info(`[analytics] ${event}`, data ?? {});
  },
};

/** Keeps events in memory (tests, preview). */
export interface MemoryAnalyticsSink extends AnalyticsSink {
  readonly events: Array<{ event: string; data?: Readonly<Record<string, unknown>> }>;
}

/** A sink that records every event in `events`. */
export function createMemoryAnalyticsSink(): MemoryAnalyticsSink {
  const events: MemoryAnalyticsSink['events'] = [];
  return {
    events,
    track(event, data) {
      events.push(data === undefined ? { event } : { event, data });
    },
  };
}
