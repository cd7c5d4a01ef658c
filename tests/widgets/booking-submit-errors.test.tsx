// @vitest-environment jsdom
/**
 * Issue 15: what a failed booking submit shows (H-30, H-34, H-35: never a method, a path, a status line or a
 * validation error), and a submit whose answer was lost, retried with the intent's key, books once.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { applyCommand } from '../../src/booking/apply-command';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError, apiFetch, setToken } from '../../src/api/client';
import { customerFailureText } from '../../src/api/failure-text';
import type { NewBooking } from '../../src/api/scheduled-works';
import { emptyBooking, type BookingState, type LastBooking } from '../../src/booking/booking-state';
import { classifySubmitError, useBookingSubmit } from '../../src/widgets/booking-review/use-booking-submit';
import { applyScenario } from '../../mocks/scenario';
import { world } from '../../mocks/world';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { atTime, server, useMockServer } from '../api/harness';
import { flowText } from '../domain/support/flow-text';

useMockServer();

const SUBMIT = 'POST /booking/scheduled-work';
/** Words a customer must never read on submit. */
const TECHNICAL = /\b(GET|POST|PUT)\b|\/booking|scheduled-work|answered \d{3}|\b\d{3}\b|Invalid input|expected|newScheduledWork|Malformed|Network error/;

async function submitFailure(answer: () => Response): Promise<ApiError> {
  server.use(http.post('*/api/booking/scheduled-work', answer));
  return (await apiFetch('POST', '/booking/scheduled-work', { body: {}, schema: z.object({ newScheduledWork: z.object({ scheduled_work_id: z.number() }) }) }).catch(
    (e: unknown) => e,
  )) as ApiError;
}

describe('classifySubmitError (H-30, H-34, H-35; issue 15)', () => {
  it('H-30 a 500 with the server’s Message: its words, for "Critical Error: {server text}"', async () => {
    const problem = classifySubmitError(await submitFailure(() => HttpResponse.json({ Status: 'error', Message: 'Van 901 is in the shop.' }, { status: 500 })));
    expect(problem).toEqual({ kind: 'critical', failure: { serverText: 'Van 901 is in the shop.' } });
  });

  it('a 500 without words is a plain sentence, never "POST /booking/scheduled-work answered 500"', async () => {
    const error = await submitFailure(() => new HttpResponse(null, { status: 500 }));
    expect(error.message).toBe('POST /booking/scheduled-work answered 500'); // for logs only
    const problem = classifySubmitError(error);
    expect(problem).toEqual({ kind: 'critical', failure: { key: 'server-error' } });
    expect(problem?.kind === 'critical' ? customerFailureText(problem.failure, flowText) : '').toBe(flowText('server-error'));
    expect(flowText('server-error')).not.toMatch(TECHNICAL);
  });

  it('a malformed 200 never shows the validation text', async () => {
    const problem = classifySubmitError(await submitFailure(() => HttpResponse.json({ Status: 'success', newScheduledWork: { scheduled_work_id: 'x' } })));
    expect(problem).toEqual({ kind: 'critical', failure: { key: 'generic-error' } });
  });

  it('a 503 proxy page, a 429 and a thrown programming error read plainly', async () => {
    const page = classifySubmitError(await submitFailure(() => new HttpResponse('<html>503 Service Temporarily Unavailable</html>', { status: 503 })));
    expect(page).toEqual({ kind: 'critical', failure: { key: 'server-error' } });
    const limited = classifySubmitError(await submitFailure(() => HttpResponse.json({ Message: 'rate limit' }, { status: 429 })));
    expect(limited).toEqual({ kind: 'critical', failure: { key: 'rate-limited' } });
    expect(classifySubmitError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ kind: 'critical', failure: { key: 'generic-error' } });
  });

  it('a dropped connection and a timeout are `network` (the booking may be confirmed again: the key books once)', async () => {
    expect(classifySubmitError(await submitFailure(() => HttpResponse.error()))).toEqual({ kind: 'network' });
    expect(classifySubmitError(new ApiError('timeout', 0, 'no answer within 15000 ms', 'POST', '/booking/scheduled-work'))).toEqual({ kind: 'network' });
  });

  it('H-34 H-35 invalid card and double booking keep their own dialogs', async () => {
    expect(classifySubmitError(await submitFailure(() => HttpResponse.json({ Message: 'card' }, { status: 402 })))).toEqual({ kind: 'invalid-card' });
    expect(classifySubmitError(await submitFailure(() => HttpResponse.json({ Message: 'taken' }, { status: 409 })))).toEqual({ kind: 'double-booking' });
  });

  it('D-84 the back end’s used-coupon answer is `coupon-used` (its own sentence), not H-30’s critical error', async () => {
    const used = classifySubmitError(await submitFailure(() => HttpResponse.json({ Status: 'error', Message: 'Sorry, this coupon has already been used' }, { status: 400 })));
    expect(used).toEqual({ kind: 'coupon-used' });
    expect(flowText('coupon-already-used')).toBe('Sorry, this coupon has already been used');
    const other = classifySubmitError(await submitFailure(() => HttpResponse.json({ Message: 'Sorry, that coupon cannot be applied to your order.' }, { status: 400 })));
    expect(other).toEqual({ kind: 'critical', failure: { serverText: 'Sorry, that coupon cannot be applied to your order.' } });
  });

  it('A-32 a signed-in 403 is left to the app (session expired); a guest’s 403 (no token sent) is shown plainly', async () => {
    setToken('customer-token');
    expect(classifySubmitError(await submitFailure(() => new HttpResponse(null, { status: 403 })))).toBeNull();
    const guest = classifySubmitError(await submitFailure(() => new HttpResponse(null, { status: 403 })));
    expect(guest).toEqual({ kind: 'critical', failure: { key: 'generic-error' } });
  });
});

describe('useBookingSubmit: a lost answer, retried (issue 15 item 6)', () => {
  const payload = (): NewBooking => ({
    customer_address_id: 4001,
    vehicle_id: 3001,
    schedule: { date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' },
    services: [{ service_offering_id: 201 }],
    key_exchange_note: 'Inside the vehicle',
  });

  it('H-27 the first answer is lost after the booking was made: Confirm again sends the same key and books exactly once', async () => {
    atTime('2025-03-10T14:00:00Z');
    applyScenario({ session: 'customer', responses: { [SUBMIT]: { error: 'network', failTimes: 1, afterHandling: true } } });
    setToken(DEMO_CUSTOMER_TOKEN);
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/booking/scheduled-work')) keys.push(request.headers.get('Idempotency-Key'));
    });
    let booking: BookingState = emptyBooking();
    const send = vi.fn();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(
      () =>
        useBookingSubmit({
          booking,
          dispatch: (...commands) => {
            booking = commands.reduce(applyCommand, booking);
          },
          send,
          payload,
          snapshot: (work) => ({ scheduledWorkId: work.scheduled_work_id }) as LastBooking,
        }),
      { wrapper },
    );
    const before = world().works.length;

    await act(() => result.current.submit({ payment_method_id: 1 }));
    expect(result.current.problem).toEqual({ kind: 'network' });
    expect(world().works.length).toBe(before + 1); // made, but the answer was lost
    expect(booking.bookingIntentKey).toBeTruthy(); // kept for the retry
    expect(send).not.toHaveBeenCalled();

    rerender();
    await act(() => result.current.submit({ payment_method_id: 1 }));
    server.events.removeAllListeners();
    expect(send).toHaveBeenCalledWith({ type: 'booked', scheduledWorkId: world().works.at(-1)!.scheduled_work_id });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(world().works.length).toBe(before + 1);
  });
});
