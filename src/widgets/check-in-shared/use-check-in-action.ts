/**
 * The Check In call of a check-in page (L-05, L-15): POST /checkin/scheduled-work/{id} with keys_available true
 * and checkin_type 'web' (and the map's markerLocation), as a small state machine the panel draws:
 * idle → processing → done, or failed with the server's message (else the page's own words).
 */
import { useCallback, useRef, useState } from 'react';
import type { MessageTextOf } from '../../api/failure-text';
import { useCheckIn } from '../../api/scheduled-works';
import { failureText, statusFailed } from '../shared/answer-failure';

/** Where the check-in call stands. */
export type CheckInPhase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'done' } | { kind: 'failed'; message: string };

interface LatLng {
  lat: number;
  lng: number;
}

export interface CheckInAction {
  phase: CheckInPhase;
  /** Sends the check-in once (a second press while it runs does nothing). */
  checkIn: (markerLocation?: LatLng) => void;
}

/**
 * L-05/L-15: checks in work `swId`; `fallback` is the failure text when the server gives none; `text` (the
 * widget's) says a rate limit's `rate-limited`.
 */
export function useCheckInAction(swId: number | null, fallback: string, text: MessageTextOf): CheckInAction {
  const mutation = useCheckIn();
  const [phase, setPhase] = useState<CheckInPhase>({ kind: 'idle' });
  const running = useRef(false);
  const latest = useRef({ mutate: mutation.mutateAsync, fallback, text });
  latest.current = { mutate: mutation.mutateAsync, fallback, text };

  const checkIn = useCallback(
    (markerLocation?: LatLng) => {
      if (swId === null || running.current) return;
      running.current = true;
      setPhase({ kind: 'processing' });
      void latest.current
        .mutate({ id: swId, ...(markerLocation ? { markerLocation } : {}) })
        .then(
          (answer) => {
            if (statusFailed(answer.Status)) setPhase({ kind: 'failed', message: answer.Message?.trim() || latest.current.fallback });
            else setPhase({ kind: 'done' });
          },
          (error: unknown) => setPhase({ kind: 'failed', message: failureText(error, latest.current.text, latest.current.fallback) }),
        )
        .finally(() => {
          running.current = false;
        });
    },
    [swId],
  );
  return { phase, checkIn };
}
