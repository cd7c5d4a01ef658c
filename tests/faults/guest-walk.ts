/**
 * Walking the engine's guest journey through the whole app in jsdom (App + the real flow + the MSW mock back
 * end), step by step with the jsdom drivers, recording the calls each step makes. The fault matrix
 * (fault-matrix.test.tsx) uses a clean walk to learn which calls each step makes and the booking each step
 * starts from, then replays one step at a time with a fault on one call.
 */
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRequestUrl } from 'msw';
import type { JourneyMove } from '../../src/engine/journey-types';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { callKeysOf } from '../../preview/call-keys';
import { alertTexts, jsdomDrivers, StepStopped, type JsdomDriverContext } from './jsdom-drivers';

/** Every "METHOD /path" the mock back end answers (the API layer's list of calls, read from the handler list). */
const CALL_KEYS: readonly string[] = callKeysOf(handlers);

/** The call key of a request (its method and path matched against {@link CALL_KEYS}), or null outside the API. */
function callKeyOf(method: string, url: string): string | null {
  const u = new URL(url);
  if (!u.pathname.startsWith('/api/')) return null;
  const m = method.toUpperCase();
  // The most specific key first: a literal segment beats a `:param` (/customer/address before /customer/:id).
  const candidates = CALL_KEYS.filter((k) => k.startsWith(`${m} `)).sort((a, b) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0));
  for (const key of candidates) {
    const path = key.slice(m.length + 1);
    if (matchRequestUrl(u, `*/api${path}`).matches) return key;
  }
  return `${m} ${u.pathname.slice('/api'.length)} (no handler)`;
}

/** The requests of the app, in order: the call key, the page's pathname when it was made and whether it carried a token (listening from {@link listenToCalls} on). */
export const callLog: { key: string; path: string; withToken: boolean }[] = [];

/** Requests in flight (not answered, not aborted by the app) and when the last one started or ended. */
const inFlight = new Set<string>();
let lastActivity = 0;

/** True while no request of the app is in flight. */
export function idle(): boolean {
  return inFlight.size === 0;
}

/** True when no request is in flight and none started or ended during the last `quietMs` (and since `since`). */
export function quietFor(quietMs: number, since = 0): boolean {
  return inFlight.size === 0 && performance.now() - Math.max(lastActivity, since) >= quietMs;
}

/**
 * Records every request the app makes into {@link callLog} (with whether it carried a session token) and keeps
 * track of the requests in flight ({@link quietFor}); returns the unsubscribe.
 */
export function listenToCalls(): () => void {
  const end = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  const start = ({ request, requestId }: { request: Request; requestId: string }) => {
    const key = callKeyOf(request.method, request.url);
    if (key) callLog.push({ key, path: window.location.pathname, withToken: request.headers.has('Authorization') });
    inFlight.add(requestId);
    lastActivity = performance.now();
    request.signal.addEventListener('abort', () => end({ requestId }));
  };
  server.events.on('request:start', start);
  server.events.on('request:end', end);
  server.events.on('unhandledException', end);
  return () => {
    server.events.removeListener('request:start', start);
    server.events.removeListener('request:end', end);
    server.events.removeListener('unhandledException', end);
  };
}

/**
 * Watches the page while a fault-matrix cell plays: every alert text it shows at any moment (a step may say
 * something and then move on) and when its DOM last changed.
 */
export function watchPage(): { said: () => string[]; quietFor: (ms: number) => boolean; stop: () => void } {
  const seen = new Set<string>();
  let lastChange = performance.now();
  const collect = () => {
    for (const t of alertTexts()) seen.add(t);
  };
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
    collect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    said: () => {
      collect();
      return [...seen];
    },
    quietFor: (ms) => performance.now() - lastChange >= ms,
    stop: () => observer.disconnect(),
  };
}

/** A route pattern (`/pricing/:x/:y?`) as a regular expression over a pathname. */
export function routeRegex(route: string): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = route
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${esc(part)}`))
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/** Waits until the app shows `stepId` at `route` (its widgets drawn). */
export async function reachStep(stepId: string, route: string, timeout = 5_000): Promise<void> {
  const pattern = routeRegex(route);
  await waitFor(
    () => {
      if (!pattern.test(window.location.pathname)) throw new Error(`at ${window.location.pathname}, not ${route}`);
      if (!document.querySelector(`[data-step="${stepId}"]`)) throw new Error(`step "${stepId}" not drawn`);
    },
    { timeout },
  );
}

/** Runs a move's fills, then the event's driver. Throws StepStopped when the page does not let it go on. */
export async function playMove(ctx: JsdomDriverContext, move: JourneyMove): Promise<void> {
  for (const fill of move.fills) {
    const driver = jsdomDrivers[fill.widget]?.fill;
    if (!driver) throw new Error(`no jsdom driver fills "${fill.widget}" (tests/faults/jsdom-drivers.ts)`);
    await driver(ctx, fill.choice);
  }
  const send = jsdomDrivers[move.event.widget]?.send;
  if (!send) throw new Error(`no jsdom driver sends "${move.event.type}" from "${move.event.widget}" (tests/faults/jsdom-drivers.ts)`);
  await send(ctx, move.event.type, move.event.choice);
}

/** A fresh driver context. */
export function driverContext(config: Readonly<Record<string, unknown>>, unique: string): JsdomDriverContext {
  return { user: userEvent.setup({ delay: null }), config, email: `fault-matrix.${unique.replace(/[^a-z0-9]+/gi, '-')}@example.com`.toLowerCase(), typed: new Map() };
}

/** Lets effects and answers settle. */
export async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

export { StepStopped };
