/**
 * Submitting the booking (H-27..H-35): one request at a time (a processing flag and a synchronous
 * guard against double clicks), one booking per intent (the intent's Idempotency-Key is kept in the
 * booking until it succeeds, so retries, double clicks and a duplicated tab book once), and the
 * outcome: success clears the extras and sends `booked`; failures become a problem to show — nothing
 * the customer typed is lost.
 */
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { customerFailure, type CustomerFailure } from '../../api/failure-text';
import { sendMapsConversion } from '../../api/marketing';
import { isUsedCouponAnswer } from '../../api/used-coupon-answer';
import { useCreateBooking, type NewBooking, type ScheduledWork } from '../../api/scheduled-works';
import type { BookingState, LastBooking } from '../../booking/booking-state';
import { readCookie } from '../../ui/read-cookie';
import type { DispatchBooking, WidgetEvent } from '../contract/widget-props';

export type SubmitProblem =
  | { kind: 'invalid-card' }
  | { kind: 'double-booking' }
  | { kind: 'network' }
  /** D-84: the coupon was used meanwhile; shown as the spec's sentence alone. */
  | { kind: 'coupon-used' }
  | { kind: 'critical'; failure: CustomerFailure };

/** A fresh key for a booking intent (crypto.randomUUID where available). */
function newIntentKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `intent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * What a failed submit means for the customer (H-30, H-34, H-35). null: nothing to show (an expired session:
 * a 403 of a signed-in call, handled by the app). A lost connection or a timeout is `network` (the booking may
 * be retried: the intent's key books once). A used coupon (D-84) is `coupon-used`. `critical.failure` is the server's own words (H-30's
 * "Critical Error: {server text}") or, without them, which failure (a flow message key, src/api/failure-text.ts):
 * never a method, a path, a status line or a validation error.
 */
export function classifySubmitError(error: unknown): SubmitProblem | null {
  if (!(error instanceof ApiError)) return { kind: 'critical', failure: customerFailure(error) };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  if (error.isSessionExpired) return null;
  if (isUsedCouponAnswer(error)) return { kind: 'coupon-used' };
  if (error.kind === 'http' && error.status === 409) return { kind: 'double-booking' };
  if (error.kind === 'http' && error.status === 402) return { kind: 'invalid-card' };
  return { kind: 'critical', failure: customerFailure(error) };
}

/** The cookie the maps-conversion call carries (H-36, M-62): Reserve with Google's conversion token. */
const MAPS_CONVERSION_COOKIE = 'rwg_token';

export function useBookingSubmit(input: {
  booking: BookingState;
  dispatch: DispatchBooking;
  send: (event: WidgetEvent) => void;
  /** Builds the payload at submit time. */
  payload: () => NewBooking;
  /** The finished page's snapshot of the booking made. */
  snapshot: (work: ScheduledWork) => LastBooking;
}) {
  const mutation = useCreateBooking();
  const running = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  async function submit(payment: Pick<NewBooking, 'payment_method_id' | 'stripe_token' | 'square_token'>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    setProblem(null);
    let key = input.booking.bookingIntentKey;
    if (!key) {
      const fresh = newIntentKey();
      key = fresh;
      input.dispatch({ type: 'startBookingIntent', key: fresh });
    }
    try {
      const answer = await mutation.mutateAsync({ booking: { ...input.payload(), ...payment }, idempotencyKey: key });
      const work = answer.newScheduledWork;
      // H-31: the extras go (the cart stays for the finished page, H-37); from now on no personal data is saved (issue 15).
      input.dispatch({ type: 'bookingMade', lastBooking: input.snapshot(work) });
      const conversion = readCookie(MAPS_CONVERSION_COOKIE);
      if (conversion) void sendMapsConversion(conversion).catch(() => undefined);
      // Stays "processing" until the flow has moved on: no second submit from this page.
      input.send({ type: 'booked', scheduledWorkId: work.scheduled_work_id });
    } catch (error) {
      running.current = false;
      setProcessing(false);
      setProblem(classifySubmitError(error));
    }
  }

  return { submit, processing, problem, clearProblem: () => setProblem(null) };
}
