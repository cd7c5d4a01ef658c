// @vitest-environment jsdom
/** The preview tool's client of the bridge (preview/bridge/frame-bridge.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectFrame, type FrameHandlers } from '../../../preview/bridge/frame-bridge';
import { emptyBooking } from '../../../src/booking/booking-state';
import type { Decision } from '../../../src/renderer/decision';

const ORIGIN = window.location.origin;

function setup(handlers: FrameHandlers = {}, timeoutMs = 1000) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const child = frame.contentWindow!;
  const sent = vi.spyOn(child, 'postMessage').mockImplementation(() => {});
  const bridge = connectFrame(frame, handlers, { timeoutMs });
  /** A message as if the app in the frame posted it. */
  const fromApp = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? ORIGIN, source: init.source === undefined ? child : init.source }));
  const requests = () => sent.mock.calls.map(([m, target]) => ({ m, target }));
  return { frame, child, bridge, fromApp, requests };
}

const ready = { source: 'booking-app', type: 'ready', provider: 'acme', path: '/pricing/place' };

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('connectFrame', () => {
  it('holds requests until the app is ready, then posts them to the frame on the app’s origin', () => {
    const onReady = vi.fn();
    const { bridge, fromApp, requests } = setup({ onReady });
    bridge.navigate('/account');
    bridge.setClock('2026-03-13T12:00:00-04:00');
    expect(requests()).toEqual([]);
    fromApp(ready);
    expect(onReady).toHaveBeenCalledWith({ provider: 'acme', path: '/pricing/place' });
    bridge.setBooking({ ...emptyBooking(), couponCode: 'FIRST15' });
    expect(requests()).toEqual([
      { m: { source: 'preview-tool', type: 'navigate', path: '/account' }, target: ORIGIN },
      { m: { source: 'preview-tool', type: 'setClock', now: '2026-03-13T12:00:00-04:00' }, target: ORIGIN },
      { m: { source: 'preview-tool', type: 'setBooking', state: { ...emptyBooking(), couponCode: 'FIRST15' } }, target: ORIGIN },
    ]);
    bridge.dispose();
  });

  it('hands each app message to its handler', () => {
    const handlers = { onLocation: vi.fn(), onDecision: vi.fn(), onBooking: vi.fn(), onClock: vi.fn(), onError: vi.fn(), onState: vi.fn() };
    const { bridge, fromApp } = setup(handlers);
    const decision: Decision = { seq: 1, kind: 'event', stepId: 'start', path: '/start', event: 'continue', ruleId: 'go', to: { stepId: 'services', path: '/services' }, explanation: { stepId: 'start', trace: [], decidedBy: 'go' } };
    fromApp({ source: 'booking-app', type: 'location', path: '/account' });
    fromApp({ source: 'booking-app', type: 'decision', decision });
    fromApp({ source: 'booking-app', type: 'booking', state: emptyBooking() });
    fromApp({ source: 'booking-app', type: 'clock', now: '2026-03-13T16:00:00.000Z' });
    fromApp({ source: 'booking-app', type: 'error', request: 'setBooking', message: 'Invalid booking: placeMode: …' });
    expect(handlers.onLocation).toHaveBeenCalledWith('/account');
    expect(handlers.onDecision).toHaveBeenCalledWith(decision);
    expect(handlers.onBooking).toHaveBeenCalledWith(emptyBooking());
    expect(handlers.onClock).toHaveBeenCalledWith('2026-03-13T16:00:00.000Z');
    expect(handlers.onError).toHaveBeenCalledWith({ request: 'setBooking', message: 'Invalid booking: placeMode: …' });
    bridge.dispose();
  });

  it('ignores messages from another origin, another window, or not posted by the app', () => {
    const onLocation = vi.fn();
    const { bridge, fromApp } = setup({ onLocation });
    const message = { source: 'booking-app', type: 'location', path: '/x' };
    fromApp(message, { origin: 'http://evil.example' });
    fromApp(message, { source: window });
    fromApp(message, { source: null });
    fromApp({ type: 'location', path: '/x' });
    fromApp({ source: 'preview-tool', type: 'location', path: '/x' });
    expect(onLocation).not.toHaveBeenCalled();
    bridge.dispose();
  });

  it('getState resolves with the answer to its own request', async () => {
    const onState = vi.fn();
    const { bridge, fromApp, requests } = setup({ onState });
    fromApp(ready);
    const first = bridge.getState();
    const second = bridge.getState();
    const ids = requests().map(({ m }) => (m as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    const state = { provider: 'acme', path: '/account', booking: emptyBooking(), now: '2026-03-10T15:30:00.000Z', scenario: { provider: 'acme' } };
    fromApp({ source: 'booking-app', type: 'state', requestId: ids[1], ...state, path: '/second' });
    fromApp({ source: 'booking-app', type: 'state', requestId: ids[0], ...state });
    await expect(first).resolves.toEqual(state);
    await expect(second).resolves.toEqual({ ...state, path: '/second' });
    expect(onState).toHaveBeenCalledTimes(2);
    bridge.dispose();
  });

  it('getState rejects when the app does not answer in time, and on dispose', async () => {
    vi.useFakeTimers();
    const { bridge, fromApp } = setup({}, 500);
    fromApp(ready);
    const late = bridge.getState();
    vi.advanceTimersByTime(500);
    await expect(late).rejects.toThrow(/did not answer getState within 500 ms/);
    const pending = bridge.getState();
    bridge.dispose();
    await expect(pending).rejects.toThrow(/disposed/);
    await expect(bridge.getState()).rejects.toThrow(/disposed/);
  });

  it('stops listening when disposed', () => {
    const onLocation = vi.fn();
    const { bridge, fromApp } = setup({ onLocation });
    bridge.dispose();
    fromApp({ source: 'booking-app', type: 'location', path: '/x' });
    expect(onLocation).not.toHaveBeenCalled();
  });
});
