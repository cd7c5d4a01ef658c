/** The app's side of the preview bridge (src/app/repro/preview-bridge.ts): message checks and each request. */
import { clearToken, getToken } from '../../../src/api/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPreviewBridge, type BridgeEnv, type BridgeHost, type IncomingMessage } from '../../../src/app/repro/preview-bridge';
import type { AppMessage } from '../../../src/app/repro/preview-protocol';
import { emptyBooking, type BookingState } from '../../../src/booking/booking-state';
import type { Decision } from '../../../src/renderer/decision';
import { appNow, setAppClock } from '../../../src/ui/app-clock';
import { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from '../../../mocks/scenario';
import { DEMO_CUSTOMER_TOKEN } from '../../../mocks/world/ids';
import { resetWorld, world } from '../../../mocks/world';
import { now } from '../../../mocks/world/clock';

const ORIGIN = 'http://localhost:5173';

function fakeEnv(path = '/pricing/place') {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  let handler: ((e: IncomingMessage) => void) | null = null;
  const env: BridgeEnv = {
    origin: ORIGIN,
    parent,
    listen: (h) => {
      handler = h;
      return () => {
        handler = null;
      };
    },
    path: () => path,
  };
  const posted = (): AppMessage[] => parent.postMessage.mock.calls.map(([m]) => m as AppMessage);
  /** A message from the parent window on the app's origin (or as `from` says). */
  const receive = (data: unknown, from: Partial<Pick<IncomingMessage, 'origin' | 'source'>> = {}) =>
    handler?.({ origin: from.origin ?? ORIGIN, source: 'source' in from ? from.source : parent, data });
  return { env, parent, posted, receive, listening: () => handler !== null };
}

function fakeHost(initial: BookingState = emptyBooking()) {
  let state = initial;
  const listeners = new Set<() => void>();
  const host: BridgeHost & { navigated: string[]; refreshed: number; sessions: Array<string | null> } = {
    navigated: [],
    refreshed: 0,
    sessions: [],
    navigate: (p) => void host.navigated.push(p),
    path: () => '/pricing/services',
    booking: () => state,
    replaceBooking: (s) => {
      state = s;
      for (const l of listeners) l();
    },
    subscribeBooking: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    clockMoved: () => void host.refreshed++,
    // the token as the session's refresh sees it
    sessionChanged: () => void host.sessions.push(getToken()),
  };
  return host;
}

const mocks = { currentScenario, moveClock, DEMO_CUSTOMER_TOKEN };

afterEach(() => {
  clearScenario();
  resetWorld();
  setAppClock(undefined);
});

describe('preview bridge (app side)', () => {
  it('posts ready to the parent, on the app’s own origin, when it starts', () => {
    const { env, parent } = fakeEnv();
    startPreviewBridge({ provider: 'acme', mocks, env });
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'booking-app', type: 'ready', provider: 'acme', path: '/pricing/place' }, ORIGIN);
  });

  it('ignores messages from another origin or another window, and messages that are no request', () => {
    const { env, posted, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const host = fakeHost();
    bridge.attach(host);
    const before = posted().length;
    receive({ type: 'navigate', path: '/account' }, { origin: 'http://evil.example' });
    receive({ type: 'navigate', path: '/account' }, { source: { postMessage() {} } });
    receive({ type: 'navigate', path: '/account' }, { source: null });
    receive({ type: 'getState' }, { origin: 'http://localhost:5174' });
    receive('navigate');
    receive({ type: 'somethingElse' });
    receive({ source: 'react-devtools', type: 'navigate', path: '/account' });
    expect(host.navigated).toEqual([]);
    expect(posted()).toHaveLength(before);
  });

  it('navigate: waits for the router, then navigates; a path outside the app answers an error', () => {
    const { env, posted, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    receive({ source: 'preview-tool', type: 'navigate', path: '/account?tab=1' });
    const host = fakeHost();
    bridge.attach(host);
    expect(host.navigated).toEqual(['/account?tab=1']);
    receive({ type: 'navigate', path: '/pricing/schedule' });
    expect(host.navigated).toEqual(['/account?tab=1', '/pricing/schedule']);
    receive({ type: 'navigate', path: 'https://evil.example/' });
    receive({ type: 'navigate', path: '//evil.example/' });
    receive({ type: 'navigate' });
    expect(host.navigated).toHaveLength(2);
    expect(posted().filter((m) => m.type === 'error')).toEqual([
      { source: 'booking-app', type: 'error', request: 'navigate', message: 'Not a path of the app: https://evil.example/' },
      { source: 'booking-app', type: 'error', request: 'navigate', message: 'Not a path of the app: //evil.example/' },
      { source: 'booking-app', type: 'error', request: 'navigate', message: 'navigate needs a path.' },
    ]);
  });

  it('setSignedIn: signs the demo customer in (their token) or out, as a replayed step was shown, and refreshes the session’s queries each time; a wrong value answers an error', () => {
    const { env, posted, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const host = fakeHost();
    bridge.attach(host);
    clearToken();
    receive({ type: 'setSignedIn', signedIn: true });
    expect(getToken()).toBe(DEMO_CUSTOMER_TOKEN);
    expect(host.sessions).toEqual([DEMO_CUSTOMER_TOKEN]);
    receive({ type: 'setSignedIn', signedIn: false });
    expect(getToken()).toBeNull();
    expect(host.sessions).toEqual([DEMO_CUSTOMER_TOKEN, null]);
    receive({ type: 'setSignedIn', signedIn: 'yes' });
    expect(getToken()).toBeNull();
    expect(host.sessions).toHaveLength(2);
    expect(posted().filter((m) => m.type === 'error')).toEqual([
      { source: 'booking-app', type: 'error', request: 'setSignedIn', message: 'setSignedIn needs signedIn (true or false).' },
    ]);
  });

  it('setBooking: replaces the booking (fields left out empty) and posts it; an invalid one answers an error and changes nothing', () => {
    const { env, posted, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const host = fakeHost({ ...emptyBooking(), couponCode: 'OLD' });
    bridge.attach(host);
    expect(posted().at(-1)).toEqual({ source: 'booking-app', type: 'booking', state: { ...emptyBooking(), couponCode: 'OLD' } });
    receive({ type: 'setBooking', state: { placeMode: 'home', tireQuantity: 2 } });
    expect(host.booking()).toEqual({ ...emptyBooking(), placeMode: 'home', tireQuantity: 2 });
    expect(posted().at(-1)).toEqual({ source: 'booking-app', type: 'booking', state: host.booking() });

    receive({ type: 'setBooking', state: { placeMode: 'moon', cuopon: 'X' } });
    expect(host.booking().placeMode).toBe('home');
    const error = posted().at(-1);
    expect(error).toMatchObject({ type: 'error', request: 'setBooking' });
    expect(error?.type === 'error' && error.message).toMatch(/^Invalid booking: placeMode: .*; \(root\): Unrecognized key: "cuopon"/);
  });

  it('setSignedIn before the app is attached sets the token at once and refreshes the session’s queries when it attaches', () => {
    const { env, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    clearToken();
    receive({ type: 'setSignedIn', signedIn: true });
    expect(getToken()).toBe(DEMO_CUSTOMER_TOKEN);
    const host = fakeHost();
    bridge.attach(host);
    expect(host.sessions).toEqual([DEMO_CUSTOMER_TOKEN]);
    clearToken();
  });

  it('setBooking before the store is there waits for it', () => {
    const { env, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    receive({ type: 'setBooking', state: { couponCode: 'FIRST15' } });
    const host = fakeHost();
    bridge.attach(host);
    expect(host.booking().couponCode).toBe('FIRST15');
  });

  it('setClock: moves the app’s and the mock world’s clock without reseeding the world, keeps it for the tab, posts the clock', () => {
    applyScenario({ now: '2026-03-10T11:30:00-04:00' });
    setAppClock('2026-03-10T11:30:00-04:00');
    const seeded = world();
    const dates = seeded.works.map((w) => w.date);
    const { env, posted, receive } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const host = fakeHost();
    bridge.attach(host);
    receive({ type: 'setClock', now: '2026-03-13T12:00:00-04:00' });
    expect(appNow().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(now().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(movedClock()).toBe('2026-03-13T12:00:00-04:00');
    expect(world()).toBe(seeded);
    expect(world().works.map((w) => w.date)).toEqual(dates);
    expect(posted().at(-1)).toEqual({ source: 'booking-app', type: 'clock', now: '2026-03-13T16:00:00.000Z' });
    expect(host.refreshed).toBe(1);

    receive({ type: 'setClock', now: 'next tuesday' });
    expect(appNow().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(posted().at(-1)).toMatchObject({ type: 'error', request: 'setClock' });
  });

  it('getState: answers with the path, booking, clock and scenario (the saved booking before the store is there)', () => {
    applyScenario({ provider: 'acme', now: '2026-03-10T11:30:00-04:00' });
    setAppClock('2026-03-10T11:30:00-04:00');
    const { env, posted, receive } = fakeEnv('/pricing/place?x=1');
    const bridge = startPreviewBridge({ provider: 'acme', mocks, env });
    receive({ type: 'getState', requestId: 'r1' });
    expect(posted().at(-1)).toEqual({
      source: 'booking-app',
      type: 'state',
      requestId: 'r1',
      provider: 'acme',
      path: '/pricing/place?x=1',
      booking: emptyBooking(),
      now: '2026-03-10T15:30:00.000Z',
      scenario: { provider: 'acme', now: '2026-03-10T11:30:00-04:00' },
    });
    const host = fakeHost({ ...emptyBooking(), couponCode: 'FIRST15' });
    bridge.attach(host);
    receive({ type: 'getState' });
    const state = posted().at(-1);
    expect(state).toMatchObject({ type: 'state', path: '/pricing/services', booking: { couponCode: 'FIRST15' } });
    expect(state && 'requestId' in state).toBe(false);
  });

  it('posts every decision, and a location only when it changed', () => {
    const { env, posted } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const decision: Decision = { seq: 7, kind: 'entry', stepId: 'place', path: '/pricing/place', ruleId: null, explanation: { stepId: 'place', trace: [], decidedBy: 'none' } };
    bridge.onDecision(decision);
    bridge.location('/pricing/place');
    bridge.location('/pricing/place');
    bridge.location('/pricing/services');
    expect(posted().slice(1)).toEqual([
      { source: 'booking-app', type: 'decision', decision },
      { source: 'booking-app', type: 'location', path: '/pricing/place' },
      { source: 'booking-app', type: 'location', path: '/pricing/services' },
    ]);
  });

  it('stops posting the booking after the host detaches, and stops listening when disposed', () => {
    const { env, posted, receive, listening } = fakeEnv();
    const bridge = startPreviewBridge({ provider: 'demo', mocks, env });
    const host = fakeHost();
    const detach = bridge.attach(host);
    detach();
    const count = posted().length;
    host.replaceBooking({ ...emptyBooking(), guest: true });
    expect(posted()).toHaveLength(count);
    bridge.dispose();
    expect(listening()).toBe(false);
    receive({ type: 'getState' });
    expect(posted()).toHaveLength(count);
  });
});
