/**
 * The app's side of the bridge to the preview tool (protocol: preview-protocol.ts; the tool's side:
 * preview/bridge/frame-bridge.ts). Mock builds only: main.tsx imports it behind `__MOCKS__` and starts it when
 * the app runs in a frame (`window.parent !== window`), so the production build has none of it.
 *
 * It posts to the parent (target origin: the app's own; the preview is same-origin) `ready`, every `location`,
 * every `decision`, the `booking` on every change and the `clock` when moved; it carries out the parent's
 * `navigate`, `setBooking`, `setClock` and `getState`, after checking that a message comes from the parent
 * window and the app's origin. Navigation and booking need the router and the booking store: the link
 * component (preview-bridge-link.tsx, drawn around the routes) attaches them as a {@link BridgeHost}; until
 * then those requests wait.
 */
import { clearToken, setToken } from '../../api/client';
import type { Scenario } from '../../api/scenario-codec';
import type { BookingState } from '../../booking/booking-state';
import { loadBooking } from '../../booking/persisted-booking';
import { sameOriginPath } from '../../domain/safe-url';
import type { DecisionListener } from '../../renderer/decision';
import { appNow, setAppClock } from '../../ui/app-clock';
import { setBannerClock } from './banner-clock';
import { checkBooking } from './booking-snapshot';
import { APP_SOURCE, readToolMessage, type AppMessage, type ToolMessage } from './preview-protocol';

/** What the bridge needs from the mock back end (mocks/browser.ts). */
interface BridgeMocks {
  currentScenario(): Scenario;
  /** Moves the world's clock without reseeding it; kept for the tab (mocks/scenario.ts). */
  moveClock(iso: string | undefined): void;
  /** The demo customer's session token (mocks/world/ids.ts). */
  DEMO_CUSTOMER_TOKEN: string;
}

/** A message as the bridge reads it (a `MessageEvent`'s fields). */
export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The window pieces used (injectable for tests). */
export interface BridgeEnv {
  /** The app's origin: the only origin accepted, and the target origin of every post. */
  origin: string;
  /** The parent window: the only sender accepted, and the receiver of every post. */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** Starts listening to `message` events; returns the stop. */
  listen(handler: (e: IncomingMessage) => void): () => void;
  /** The address bar's pathname + search (before the router is there). */
  path(): string;
}

/** The router and booking store of the running flow, as the link component gives them. */
export interface BridgeHost {
  navigate(path: string): void;
  /** pathname + search of the router's location. */
  path(): string;
  booking(): BookingState;
  replaceBooking(state: BookingState): void;
  /** Calls `listener` after every booking change; returns the unsubscribe. */
  subscribeBooking(listener: () => void): () => void;
  /** The clock moved: refresh what was read with the old "now" (e.g. refetch the back end's answers). */
  clockMoved(): void;
  /** The token was set or cleared: refresh what depends on who is signed in, as a real sign-in does. */
  sessionChanged(): void;
}

export interface PreviewBridge {
  /** Posts a decision to the parent (give it to `<App onDecision>`). Stable. */
  onDecision: DecisionListener;
  /** The router and store are there: runs the waiting requests, posts the booking; returns the detach. */
  attach(host: BridgeHost): () => void;
  /** Posts a `location` when `path` differs from the last one posted. */
  location(path: string): void;
  /** Stops listening. */
  dispose(): void;
}

export interface PreviewBridgeOptions {
  provider: string;
  mocks: BridgeMocks;
  env?: BridgeEnv;
}

/** The real window's pieces (the app inside the preview tool's frame). */
function windowBridgeEnv(): BridgeEnv {
  return {
    origin: window.location.origin,
    parent: window.parent,
    listen: (handler) => {
      const listener = (e: MessageEvent) => handler({ origin: e.origin, source: e.source, data: e.data as unknown });
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    },
    path: () => window.location.pathname + window.location.search,
  };
}

/** Messages before the app's `source` is added. */
type Outgoing = AppMessage extends infer M ? (M extends AppMessage ? Omit<M, 'source'> : never) : never;

/**
 * Starts the bridge: listens to the parent and posts `ready`. Promises: a message is read only when its
 * origin is the app's and its sender the parent window (anything else is ignored, silently); a known request
 * with a wrong field answers `error`; `navigate` and `setBooking` wait for {@link PreviewBridge.attach};
 * `setClock` moves the app's clock and the mock world's (kept for the tab, the world not reseeded) at once;
 * `setSignedIn` sets or clears the token at once, then has the host refresh the session's queries (when it attaches);
 * `getState` is answered at once (before the store is there, with the tab's saved booking).
 */
export function startPreviewBridge({ provider, mocks, env = windowBridgeEnv() }: PreviewBridgeOptions): PreviewBridge {
  let host: BridgeHost | null = null;
  let waiting: Array<(h: BridgeHost) => void> = [];
  let lastPath: string | null = null;

  const post = (message: Outgoing): void => {
    const full = { source: APP_SOURCE, ...message };
    try {
      env.parent.postMessage(full, env.origin);
    } catch {
      // A value the structured clone refuses (a function, a class instance) is sent as its JSON.
      env.parent.postMessage(JSON.parse(JSON.stringify(full)) as unknown, env.origin);
    }
  };
  const fail = (request: ToolMessage['type'], message: string): void => post({ type: 'error', request, message });

  /** Runs `task` on the host now, or when it attaches. */
  const withHost = (task: (h: BridgeHost) => void): void => {
    if (host) task(host);
    else waiting.push(task);
  };

  const handle = (m: ToolMessage): void => {
    switch (m.type) {
      case 'navigate': {
        const path = sameOriginPath(m.path);
        if (path === null) return fail('navigate', `Not a path of the app: ${m.path}`);
        return withHost((h) => h.navigate(path));
      }
      case 'setBooking': {
        const checked = checkBooking(m.state);
        if (!checked.ok) return fail('setBooking', checked.message);
        return withHost((h) => h.replaceBooking(checked.state));
      }
      case 'setClock': {
        if (Number.isNaN(Date.parse(m.now))) return fail('setClock', `now must be an ISO date-time, e.g. 2025-03-10T09:00:00-04:00 (got ${m.now}).`);
        mocks.moveClock(m.now);
        setAppClock(m.now);
        setBannerClock(m.now);
        post({ type: 'clock', now: appNow().toISOString() });
        host?.clockMoved();
        return;
      }
      case 'setSignedIn':
        if (m.signedIn) setToken(mocks.DEMO_CUSTOMER_TOKEN);
        else clearToken();
        return withHost((h) => h.sessionChanged());
      case 'getState':
        post({
          type: 'state',
          ...(m.requestId !== undefined ? { requestId: m.requestId } : {}),
          provider,
          path: host ? host.path() : env.path(),
          booking: host ? host.booking() : loadBooking(provider),
          now: appNow().toISOString(),
          scenario: mocks.currentScenario(),
        });
    }
  };

  const stop = env.listen((e) => {
    if (e.origin !== env.origin || e.source !== env.parent) return;
    const m = readToolMessage(e.data);
    if (m === null) return;
    if ('invalid' in m) return fail(m.invalid, m.message);
    handle(m);
  });

  post({ type: 'ready', provider, path: env.path() });

  return {
    onDecision: (decision) => post({ type: 'decision', decision }),
    attach(h) {
      host = h;
      const postBooking = () => post({ type: 'booking', state: h.booking() });
      const unsubscribe = h.subscribeBooking(postBooking);
      postBooking();
      const queued = waiting;
      waiting = [];
      for (const task of queued) task(h);
      return () => {
        unsubscribe();
        if (host === h) host = null;
      };
    },
    location(path) {
      if (path === lastPath) return;
      lastPath = path;
      post({ type: 'location', path });
    },
    dispose: stop,
  };
}
