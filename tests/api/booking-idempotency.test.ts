import { describe, expect, it } from 'vitest';
import { SAMPLE_BOOKING_NOW, sampleBooking } from './sample-booking';
import { setToken } from '../../src/api/client';
import { createBooking } from '../../src/api/scheduled-works';
import { getCustomerInfo } from '../../src/api/customer-info';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server } from '../../mocks/node';
import { atTime, useMockServer } from './harness';

useMockServer();

const NOW = SAMPLE_BOOKING_NOW;
const booking = sampleBooking;

async function bookingCount(): Promise<number> {
  return (await getCustomerInfo()).scheduled_works.length;
}

describe('one booking per intent (M-37 Idempotency-Key)', () => {
  it('H-27 the same key twice books once and answers the same work', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const before = await bookingCount();
    const first = await createBooking(booking, { idempotencyKey: 'intent-1' });
    const again = await createBooking(booking, { idempotencyKey: 'intent-1' });
    expect(again.newScheduledWork.scheduled_work_id).toBe(first.newScheduledWork.scheduled_work_id);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('H-27 two requests in flight with one key (a double click) book once', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const before = await bookingCount();
    const [a, b] = await Promise.all([createBooking(booking, { idempotencyKey: 'intent-2' }), createBooking(booking, { idempotencyKey: 'intent-2' })]);
    expect(a.newScheduledWork.scheduled_work_id).toBe(b.newScheduledWork.scheduled_work_id);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('H-35 without a key a repeat of the same slot is a double booking (409), with another key too', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    await createBooking(booking, { idempotencyKey: 'intent-3' });
    await expect(createBooking(booking)).rejects.toMatchObject({ status: 409 });
    await expect(createBooking(booking, { idempotencyKey: 'intent-4' })).rejects.toMatchObject({ status: 409 });
  });

  it('H-34 a failed attempt keeps no key: the retry with the same key books', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createBooking({ ...booking, stripe_token: 'tok_chargeDeclined' }, { idempotencyKey: 'intent-5' })).rejects.toMatchObject({ status: 402 });
    const retry = await createBooking({ ...booking, stripe_token: 'tok_visa' }, { idempotencyKey: 'intent-5' });
    expect(retry.Status).toBe('success');
  });

  it('sends the key as the Idempotency-Key header', async () => {
    atTime(NOW);
    setToken(DEMO_CUSTOMER_TOKEN);
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') seen.push(request.headers.get('Idempotency-Key'));
    });
    await createBooking(booking, { idempotencyKey: 'intent-6' });
    server.events.removeAllListeners();
    expect(seen).toEqual(['intent-6']);
  });
});
