// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsSinkFor, RECENT_EVENTS_LIMIT } from '../../src/app/analytics-sink';
import {
  combineSinks,
  createGoogleAnalyticsSink,
  createMemoryAnalyticsSink,
  GTAG_SCRIPT_URL,
  noAnalyticsSink,
  type GtagHost,
} from '../../src/renderer/analytics';

function freshHost(): GtagHost {
  return { document };
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.__analyticsEvents;
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { gtag?: unknown }).gtag;
});

describe('analytics sinks (A-18)', () => {
  it('the memory sink keeps the most recent events, in order', () => {
    const sink = createMemoryAnalyticsSink({ limit: 2 });
    sink.track('a');
    sink.track('b', { step: 'x' });
    sink.track('c');
    expect(sink.events).toEqual([{ event: 'b', data: { step: 'x' } }, { event: 'c' }]);
  });

  it('combineSinks sends to every sink even when one fails', () => {
    const memory = createMemoryAnalyticsSink();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    combineSinks({ track: () => { throw new Error('x'); } }, memory).track('e');
    expect(memory.events).toEqual([{ event: 'e' }]);
    spy.mockRestore();
  });

  it('Google Analytics queues events in dataLayer through gtag and injects its script only when asked', () => {
    const host = freshHost();
    const sink = createGoogleAnalyticsSink('G-TEST1', { host, loadScript: false });
    sink.track('select_place', { step: 'place' });
    const calls = (host.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
    expect(calls[0]![0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'select_place', { step: 'place', send_to: 'G-TEST1' }]);
    expect(document.querySelector(`script[src^="${GTAG_SCRIPT_URL}"]`)).toBeNull();

    createGoogleAnalyticsSink('G-TEST1', { host: freshHost(), loadScript: true });
    createGoogleAnalyticsSink('G-TEST1', { host: freshHost(), loadScript: true });
    const scripts = document.querySelectorAll(`script[src="${GTAG_SCRIPT_URL}?id=G-TEST1"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it('an existing gtag is used as is', () => {
    const gtag = vi.fn();
    const sink = createGoogleAnalyticsSink('G-X', { host: { document, gtag }, loadScript: false });
    sink.track('schedule');
    expect(gtag).toHaveBeenLastCalledWith('event', 'schedule', { send_to: 'G-X' });
  });
});

describe('analyticsSinkFor', () => {
  it('builds with mocks: events are visible on window.__analyticsEvents and Google’s script is never loaded', () => {
    const sink = analyticsSinkFor({ google_analytics_tracking_id: 'G-MOCK' }, { mocks: true, host: window });
    sink.track('begin_booking', { step: 'begin' });
    expect(window.__analyticsEvents).toEqual([{ event: 'begin_booking', data: { step: 'begin' } }]);
    expect(document.querySelector(`script[src^="${GTAG_SCRIPT_URL}"]`)).toBeNull();
    expect((window as { dataLayer?: unknown[] }).dataLayer?.length).toBeGreaterThan(0);
    for (let i = 0; i < RECENT_EVENTS_LIMIT + 5; i++) sink.track('e');
    expect(window.__analyticsEvents).toHaveLength(RECENT_EVENTS_LIMIT);
  });

  it('building the sink again (StrictMode, a configuration reload) keeps recording into the same visible array', () => {
    const first = analyticsSinkFor({}, { mocks: true, host: window });
    const second = analyticsSinkFor({}, { mocks: true, host: window });
    first.track('a');
    second.track('b');
    expect(window.__analyticsEvents?.map((e) => e.event)).toEqual(['a', 'b']);
  });

  it('production with a tracking id loads gtag.js; without one, events are dropped', () => {
    analyticsSinkFor({ google_analytics_tracking_id: 'G-PROD' }, { mocks: false, host: window });
    expect(document.querySelector(`script[src="${GTAG_SCRIPT_URL}?id=G-PROD"]`)).not.toBeNull();
    expect(window.__analyticsEvents).toBeUndefined();
    expect(analyticsSinkFor({ google_analytics_tracking_id: null }, { mocks: false, host: window })).toBe(noAnalyticsSink);
  });
});
