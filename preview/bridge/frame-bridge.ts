/**
 * The preview tool's side of the bridge to the app running in its frame (protocol:
 * src/app/repro/preview-protocol.ts; the app's side: src/app/repro/preview-bridge.ts). The frame shows the app
 * on the tool's own origin (mock builds), so every message is posted to, and only accepted from, that origin,
 * and only from the frame's window.
 */
import {
  isAppMessage,
  TOOL_SOURCE,
  type AppMessage,
  type Decision,
  type StateMessage,
  type ToolMessage,
} from '../../src/app/repro/preview-protocol';
import type { BookingState } from '../../src/booking/booking-state';

/** What the app in the frame reports. Each handler is optional. */
export interface FrameHandlers {
  /** The app started in the frame (after every load of the frame), as `provider`, on `path`. */
  onReady?: (ready: { provider: string; path: string }) => void;
  /** The app moved to `path` (pathname + search). */
  onLocation?: (path: string) => void;
  /** A decision of the flow, as it happens (`seq` increases). */
  onDecision?: (decision: Decision) => void;
  /** The booking, on every change (and once when the flow starts). */
  onBooking?: (state: BookingState) => void;
  /** The app's clock moved (answer to {@link FrameBridge.setClock}): ISO, UTC. */
  onClock?: (now: string) => void;
  /** Every `state` answer (also those {@link FrameBridge.getState} resolves with). */
  onState?: (state: FrameState) => void;
  /** The app refused a request (`request` is its type), e.g. an invalid booking or clock. */
  onError?: (error: { request: ToolMessage['type']; message: string }) => void;
}

/** The app's state, as `getState` answers it. */
type FrameState = Omit<StateMessage, 'source' | 'type' | 'requestId'>;

export interface FrameBridge {
  /** Client-side navigation in the app (a same-origin path: pathname + search). */
  navigate(path: string): void;
  /** Replaces the app's booking (fields left out get their empty values); a refused one calls `onError`. */
  setBooking(state: BookingState): void;
  /** Signs the demo customer in, or signs out (the session a replayed step was shown in). */
  setSignedIn(signedIn: boolean): void;
  /** Moves the app's and the mock world's clock to an ISO instant (the world is not reseeded). */
  setClock(iso: string): void;
  /** The app's path, booking, clock and scenario; rejects after `timeoutMs` without an answer, or on dispose. */
  getState(): Promise<FrameState>;
  /** Stops listening; pending `getState` calls reject. */
  dispose(): void;
}

export interface ConnectFrameOptions {
  /** The app's origin; the tool's own by default (the preview is same-origin). */
  origin?: string;
  /** How long `getState` waits, 5000 ms by default. */
  timeoutMs?: number;
}

/**
 * Connects to the app in `frame`. Promises: only messages from `frame`'s window on the app's origin that the
 * app posted (`source: 'booking-app'`) reach the handlers; requests made before the app's first `ready` wait
 * for it (the frame may still be loading), later ones are posted at once (after a reload of the frame, wait for
 * `onReady` again: a request posted while it loads is lost).
 */
export function connectFrame(frame: HTMLIFrameElement, handlers: FrameHandlers, options: ConnectFrameOptions = {}): FrameBridge {
  const origin = options.origin ?? window.location.origin;
  const timeoutMs = options.timeoutMs ?? 5000;
  const pending = new Map<string, { resolve: (s: FrameState) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  let readyOnce = false;
  let waiting: ToolMessage[] = [];
  let nextId = 0;
  let disposed = false;

  const send = (message: ToolMessage): void => {
    if (disposed) return;
    if (!readyOnce) {
      waiting.push(message);
      return;
    }
    frame.contentWindow?.postMessage({ source: TOOL_SOURCE, ...message }, origin);
  };

  const receive = (m: AppMessage): void => {
    switch (m.type) {
      case 'ready': {
        handlers.onReady?.({ provider: m.provider, path: m.path });
        if (!readyOnce) {
          readyOnce = true;
          const queued = waiting;
          waiting = [];
          for (const q of queued) send(q);
        }
        return;
      }
      case 'location':
        return handlers.onLocation?.(m.path);
      case 'decision':
        return handlers.onDecision?.(m.decision);
      case 'booking':
        return handlers.onBooking?.(m.state);
      case 'clock':
        return handlers.onClock?.(m.now);
      case 'state': {
        const { source: _source, type: _type, requestId, ...state } = m;
        handlers.onState?.(state);
        const waiter = requestId !== undefined ? pending.get(requestId) : undefined;
        if (waiter && requestId !== undefined) {
          pending.delete(requestId);
          clearTimeout(waiter.timer);
          waiter.resolve(state);
        }
        return;
      }
      case 'error':
        return handlers.onError?.({ request: m.request, message: m.message });
    }
  };

  const listener = (e: MessageEvent) => {
    if (e.origin !== origin || e.source === null || e.source !== frame.contentWindow || !isAppMessage(e.data)) return;
    receive(e.data);
  };
  window.addEventListener('message', listener);

  return {
    navigate: (path) => send({ type: 'navigate', path }),
    setBooking: (state) => send({ type: 'setBooking', state }),
    setSignedIn: (signedIn) => send({ type: 'setSignedIn', signedIn }),
    setClock: (iso) => send({ type: 'setClock', now: iso }),
    getState: () =>
      new Promise<FrameState>((resolve, reject) => {
        if (disposed) return reject(new Error('The frame bridge is disposed.'));
        nextId += 1;
        const requestId = `state-${nextId}`;
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new Error(`The app in the frame did not answer getState within ${timeoutMs} ms.`));
        }, timeoutMs);
        pending.set(requestId, { resolve, reject, timer });
        send({ type: 'getState', requestId });
      }),
    dispose: () => {
      disposed = true;
      window.removeEventListener('message', listener);
      for (const [, waiter] of pending) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error('The frame bridge is disposed.'));
      }
      pending.clear();
      waiting = [];
    },
  };
}
