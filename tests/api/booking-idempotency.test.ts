import { describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/client';
import { createBooking, type NewBooking } from '../../src/api/scheduled-works';
import { getCustomerInfo } from '../../src/api/customer-info';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { server } from '../../mocks/node';
import { atTime, useMockServer } from './harness';

useMockServer();

// Monday 10 March 2025, 10:00 in New York; bookings go on Tuesday 18 March.
const NOW = '2025-03-10T14:00:00Z';

const booking: NewBooking = {
  customer_address_id: 4001,
  vehicle_id: 3001,
  schedule: { date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' },
  services: [{ service_offering_id: 201 }],
  payment_method_id: 1,
  key_exchange_note: 'Inside the vehicle',
};

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
