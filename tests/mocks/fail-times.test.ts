/**
 * Issue 15, item 6: the repro-link `responses` contract's "fail the first N times, then answer normally"
 * (`failTimes`) and the lost answer (`afterHandling`), and the retry of a booking submit whose answer was lost:
 * retried with the same Idempotency-Key (M-37, H-27), it creates exactly one booking.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_BOOKING_NOW, sampleBooking } from '../api/sample-booking';
import { ApiError, setToken } from '../../src/api/client';
import { getCoupon } from '../../src/api/coupons';
import { getCustomerInfo } from '../../src/api/customer-info';
import { createBooking } from '../../src/api/scheduled-works';
import { decodeScenario, encodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { failureCount } from '../../mocks/handlers/overrides';
import { applyScenario } from '../../mocks/scenario';
import { world } from '../../mocks/world';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { atTime, useMockServer } from '../api/harness';

useMockServer();

const NOW = SAMPLE_BOOKING_NOW;
const booking = sampleBooking;
const SUBMIT = 'POST /booking/scheduled-work';

const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof ApiError ? `${e.kind}${e.status ? ` ${e.status}` : ''}` : 'other'));
const worksOfIntent = (key: string) => world().works.filter((w) => w.idempotency_key === key);

describe('responses: failTimes (fail the first N times, then answer normally)', () => {
  it('the codec accepts failTimes and afterHandling on a status or network override, and refuses them elsewhere', () => {
    const s: Scenario = {
      responses: {
        'GET /coupon/{code}': { status: 503, body: { Message: 'busy' }, failTimes: 2 },
        [SUBMIT]: { error: 'network', failTimes: 1, afterHandling: true },
      },
    };
    expect(decodeScenario(encodeScenario(s))).toEqual(s);
    const refuse = (responses: unknown) => () => decodeScenario(Buffer.from(JSON.stringify({ responses })).toString('base64url'));
    expect(refuse({ 'GET /coupon/{code}': { status: 500, failTimes: 0 } })).toThrow(/Invalid preview scenario/);
    expect(refuse({ 'GET /coupon/{code}': { delay: 100, failTimes: 1 } })).toThrow(/Invalid preview scenario/);
    expect(refuse({ 'GET /coupon/{code}': { status: 500, failTimes: 1.5 } })).toThrow(/Invalid preview scenario/);
  });

  it('a status override with failTimes: 2 fails twice, then the regular mock answers', async () => {
    applyScenario({ responses: { 'GET /coupon/{code}': { status: 503, body: { Message: 'busy' }, failTimes: 2 } } });
    expect(await outcome(getCoupon('FIRST15'))).toBe('http 503');
    expect(await outcome(getCoupon('FIRST15'))).toBe('http 503');
    expect(await outcome(getCoupon('FIRST15'))).toBe('ok');
    expect(await outcome(getCoupon('FIRST15'))).toBe('ok');
    expect(failureCount('GET /coupon/{code}')).toBe(2);
  });

  it('counts per response key, and applying the scenario again starts over', async () => {
    const s: Scenario = { responses: { 'GET /coupon/{code}': { error: 'network', failTimes: 1 }, 'GET /app-z3p-configuration': { status: 500, failTimes: 1 } } };
    applyScenario(s);
    expect(await outcome(getCoupon('FIRST15'))).toBe('network');
    expect(await outcome(getCoupon('FIRST15'))).toBe('ok');
    expect(failureCount('GET /app-z3p-configuration')).toBe(0);
    applyScenario(s);
    expect(failureCount('GET /coupon/{code}')).toBe(0);
    expect(await outcome(getCoupon('FIRST15'))).toBe('network');
  });

  it('without failTimes an override fails every time (unchanged)', async () => {
    applyScenario({ responses: { 'GET /coupon/{code}': { status: 500 } } });
    for (let i = 0; i < 3; i++) expect(await outcome(getCoupon('FIRST15'))).toBe('http 500');
  });
});

describe('a lost answer on the booking submit (afterHandling), retried with the same Idempotency-Key', () => {
  it('H-27 M-37 the first answer is lost after the booking was created; the retry books nothing new and answers that booking', async () => {
    atTime(NOW);
    applyScenario({ session: 'customer', responses: { [SUBMIT]: { error: 'network', failTimes: 1, afterHandling: true } } });
    setToken(DEMO_CUSTOMER_TOKEN);
    const before = (await getCustomerInfo()).scheduled_works.length;

    const first = await createBooking(booking, { idempotencyKey: 'intent-lost-1' }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ kind: 'network' });
    // The back end did create it: only its answer was lost.
    expect(worksOfIntent('intent-lost-1')).toHaveLength(1);

    const retry = await createBooking(booking, { idempotencyKey: 'intent-lost-1' });
    expect(retry.Status).toBe('success');
    expect(retry.newScheduledWork.scheduled_work_id).toBe(worksOfIntent('intent-lost-1')[0]!.scheduled_work_id);
    expect(worksOfIntent('intent-lost-1')).toHaveLength(1);
    expect((await getCustomerInfo()).scheduled_works.length).toBe(before + 1);
  });

  it('lost three times (a 502 after the work), then answered: still exactly one booking', async () => {
    atTime(NOW);
    applyScenario({ session: 'customer', responses: { [SUBMIT]: { status: 502, failTimes: 3, afterHandling: true } } });
    setToken(DEMO_CUSTOMER_TOKEN);
    const attempts: string[] = [];
    for (let i = 0; i < 4; i++) attempts.push(await outcome(createBooking(booking, { idempotencyKey: 'intent-lost-2' })));
    expect(attempts).toEqual(['http 502', 'http 502', 'http 502', 'ok']);
    expect(worksOfIntent('intent-lost-2')).toHaveLength(1);
  });

  it('a request that never reached the back end (no afterHandling) books nothing; the retry books once', async () => {
    atTime(NOW);
    applyScenario({ session: 'customer', responses: { [SUBMIT]: { error: 'network', failTimes: 1 } } });
    setToken(DEMO_CUSTOMER_TOKEN);
    expect(await outcome(createBooking(booking, { idempotencyKey: 'intent-lost-3' }))).toBe('network');
    expect(worksOfIntent('intent-lost-3')).toHaveLength(0);
    expect(await outcome(createBooking(booking, { idempotencyKey: 'intent-lost-3' }))).toBe('ok');
    expect(worksOfIntent('intent-lost-3')).toHaveLength(1);
  });

  it('without the key the lost answer’s retry is refused as a double booking (H-35): the key is what makes the retry safe', async () => {
    atTime(NOW);
    applyScenario({ session: 'customer', responses: { [SUBMIT]: { error: 'network', failTimes: 1, afterHandling: true } } });
    setToken(DEMO_CUSTOMER_TOKEN);
    expect(await outcome(createBooking(booking))).toBe('network');
    expect(await outcome(createBooking(booking))).toBe('http 409');
  });
});
