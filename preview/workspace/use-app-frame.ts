import { useCallback, useRef, useState } from 'react';
import type { Scenario } from '../../src/api/scenario-codec';
import type { BookingState } from '../../src/booking/booking-state';
import type { Decision } from '../../src/renderer/decision';
import type { FrameBridge } from '../bridge/frame-bridge';
import { reproLink } from '../scenario-builder';
import { scenarioKey } from './scenario-link';

/** Where the frame starts: the path, and the booking and moved clock of a starting link (they go in once). */
export interface AppFrameStart {
  path: string;
  extras: Pick<Scenario, 'booking' | 'clock'>;
}

/**
 * The app in the frame as the workspace sees it: the frame's address (rebuilt when `scenario` changes, at the
 * path the app is on), whether it is loaded, the path, the decision trace, what the steps show, the booking and
 * the clock it reports through the bridge, and the bridge to drive it.
 */
export function useAppFrame(origin: string, scenario: Scenario | null, start: AppFrameStart) {
  const [framePath, setFramePath] = useState(start.path);
  const [ready, setReady] = useState(false);
  const [decisions, setDecisions] = useState<Decision[]>([]);
  // What the steps show (`shown` decisions), kept apart from the list: the latest few, for the step in the frame.
  const [shown, setShown] = useState<Decision[]>([]);
  const [booking, setBooking] = useState<BookingState | null>(null);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [liveNow, setLiveNow] = useState<string | null>(null);
  const bridgeRef = useRef<FrameBridge | null>(null);

  // The frame's address: rebuilt when the scenario changes (the path the app is on is kept); the booking and the
  // moved clock of a pasted or starting link go in once.
  const key = scenarioKey(scenario);
  const [frame, setFrame] = useState(() => ({ key, src: scenario ? reproLink(origin, start.path, { ...scenario, ...start.extras }) : null }));
  if (frame.key !== key && scenario) {
    setFrame({ key, src: reproLink(origin, framePath, scenario) });
    setReady(false);
  }

  const onBridge = useCallback((bridge: FrameBridge | null) => {
    bridgeRef.current = bridge;
  }, []);

  const handlers = {
    onReady: () => {
      setReady(true);
      setBookingError(null);
      void bridgeRef.current
        ?.getState()
        .then((s) => {
          setLiveNow(s.scenario.now || s.scenario.clock ? s.now : null);
          setBooking(s.booking);
        })
        .catch(() => undefined);
    },
    onLocation: (path: string) => setFramePath(path),
    onDecision: (d: Decision) => (d.kind === 'shown' ? setShown((all) => [...all.slice(-19), d]) : setDecisions((all) => [...all.slice(-199), d])),
    onBooking: (state: BookingState) => setBooking(state),
    onClock: (now: string) => setLiveNow(now),
    onError: (e: { request: string; message: string }) => {
      if (e.request === 'setBooking') setBookingError(`The app refused the booking: ${e.message}`);
    },
  };

  /** Starts over at `path` (a restored link): the trace and the moved clock are dropped; `extras` go in with `next`. */
  const restart = (path: string, next: Scenario | null, extras: () => AppFrameStart['extras']) => {
    setFramePath(path);
    setDecisions([]);
    setLiveNow(null);
    if (next) {
      // The whole link, booking and moved clock included, runs in the frame.
      setFrame({ key: scenarioKey(next), src: reproLink(origin, path, { ...next, ...extras() }) });
      setReady(false);
    }
  };

  return {
    frame, framePath, ready, decisions, shown, booking, bookingError, liveNow, bridge: bridgeRef, onBridge, handlers, restart,
    clearDecisions: () => setDecisions([]),
    setBookingError,
  };
}
