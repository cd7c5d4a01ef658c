/**
 * What both fault matrices (the guest journey's, fault-matrix.ts, and document 3's pages', doc3-matrix.ts)
 * do around a cell: start the mock back end and listen to the app's calls, open a page again from a saved
 * tab storage and mock world with a fault on one call, wait on what the page shows, and collect uncaught
 * errors.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { clearToken, DEFAULT_REQUEST_TIMEOUT_MS, setApiBase, setProviderName, setRequestTimeout } from '../../src/api/client';
import { setAppClock } from '../../src/ui/app-clock';
import { applyScenario, clearScenario, server } from '../../mocks/node';
import { commit, world, type WorldState } from '../../mocks/world';
import { flowText } from '../domain/support/flow-text';
import { renderApp } from '../support/render-app';
import { alertTexts, setRequestsInFlight } from './jsdom-drivers';
import { idle, listenToCalls } from './guest-walk';

/** The flow's text of A-32 (the session ended). */
const SESSION_EXPIRED_TEXT = flowText('session-expired');

/** Where a page is opened from: the app's tab storage (booking, token) and the mock world. */
export interface PageStart {
  storage: Record<string, string>;
  world: WorldState;
}

/** The app's tab storage now (the mock's own keys left out). */
function appStorage(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    if (!key.startsWith('mock.')) out[key] = sessionStorage.getItem(key)!;
  }
  return out;
}

/** The tab storage and a copy of the mock world now. */
export function pageStart(): PageStart {
  return { storage: appStorage(), world: structuredClone(world()) };
}

/**
 * Starts a fresh page at `path`: no storage, the scenario (with `responses`, the faults), then the world and
 * tab storage of `start` when given, else a freshly seeded world (an earlier page may have changed it: a new
 * password, a cancelled appointment).
 */
export function openPage(o: { provider: string; now: string; path: string; config?: Record<string, unknown>; responses?: Record<string, unknown>; start?: PageStart }): void {
  cleanup();
  sessionStorage.clear();
  clearToken();
  if (!o.start) clearScenario();
  applyScenario({ provider: o.provider, now: o.now, ...(o.config ? { config: o.config as never } : {}), ...(o.responses ? { responses: o.responses as never } : {}) });
  if (o.start) {
    const w = world() as unknown as Record<string, unknown>;
    for (const key of Object.keys(w)) delete w[key];
    Object.assign(w, structuredClone(o.start.world));
    commit();
    for (const [k, v] of Object.entries(o.start.storage)) sessionStorage.setItem(k, v);
  }
  setAppClock(o.now);
  setProviderName(o.provider);
  renderApp(o.provider, o.path);
}

/** Uncaught errors and unhandled rejections since the matrix started listening (cleared per cell). */
export const uncaughtErrors: string[] = [];
const onError = (e: ErrorEvent) => uncaughtErrors.push(String(e.error ?? e.message));
const onRejection = (reason: unknown) => uncaughtErrors.push(`unhandled rejection: ${String(reason)}`);
let stopListening = () => {};

/** For a matrix's beforeAll: the mock back end, the call log, the uncaught-error listeners. */
export function startMatrix(): void {
  setApiBase('http://localhost/api');
  server.listen({ onUnhandledRequest: 'error' });
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  stopListening = listenToCalls();
  setRequestsInFlight(() => !idle());
}

/** For a matrix's afterAll: undoes {@link startMatrix}. */
export function stopMatrix(): void {
  stopListening();
  setRequestsInFlight(null);
  cleanup();
  window.removeEventListener('error', onError);
  process.off('unhandledRejection', onRejection);
  setRequestTimeout(DEFAULT_REQUEST_TIMEOUT_MS);
  setAppClock(undefined);
  clearScenario();
  server.close();
}

/** a 403 of a call that carried the session token ends the session: /login with the spec's alert. */
export function sessionEnded(): boolean {
  return window.location.pathname === '/login' && alertTexts().some((t) => t.includes(SESSION_EXPIRED_TEXT));
}

/** Whether the page says the session expired (a visitor's call must never make it say so). */
export function saysSessionExpired(said: readonly string[]): boolean {
  return window.location.pathname === '/login' || said.some((t) => t.includes(SESSION_EXPIRED_TEXT));
}

/** Polls `check` until it gives a value (or `timeout` passes: null). */
export async function until<T>(check: () => T | null, timeout: number): Promise<T | null> {
  try {
    return await waitFor(
      () => {
        const v = check();
        if (v === null) throw new Error('not yet');
        return v;
      },
      { timeout },
    );
  } catch {
    return null;
  }
}

/** The failing cells tallied by kind of failure (the matrix's summary line). */
export function tally(failures: Readonly<Record<string, string>>): string {
  const kinds: [string, RegExp][] = [
    ['blank', /^blank/],
    ['uncaught', /^uncaught/],
    ['lost', /^lost/],
    ['technical', /^technical/],
    ['silent', /^silent/],
    ['no way forward', /^no way forward/],
    ['429 text', /^429/],
    ['visitor 403', /visitor is told/],
  ];
  return kinds.map(([name, re]) => `${Object.values(failures).filter((f) => re.test(f)).length} ${name}`).join(' · ');
}
