// @vitest-environment jsdom
import { cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { setToken } from '../../src/api/client';
import type { ScheduledWork } from '../../src/api/scheduled-works';
import { setAppClock } from '../../src/ui/app-clock';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { applyCommand } from '../../src/booking/apply-command';
import { cartLinesOfWork, keyLocationOf, scheduleOfWork, useLoadWorkIntoBooking } from '../../src/widgets/shared/load-work-into-booking';
import { linkDate, linkIds } from '../../src/widgets/reschedule-link/link-outcome';
import RescheduleLink from '../../src/widgets/reschedule-link/reschedule-link';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { atTime, server, useMockServer } from '../api/harness';
import { renderStepWidget } from './reschedule-harness';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 11:30 in New York: work 5001 is on Saturday 14 March (the 13th is full), 5003 on Friday 20 March. */
const NOW = '2026-03-10T11:30:00-04:00';
const Widget = RescheduleLink as unknown as React.ComponentType<WidgetProps>;

const requests: Request[] = [];
beforeEach(() => {
  atTime(NOW);
  setAppClock(NOW);
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  setAppClock(undefined);
});

const path = (r: Request) => `${r.method} ${new URL(r.url).pathname}`;
const calls = () => requests.map(path);

function openLink(kind: 'reschedule' | 'proactive', params: Record<string, string>, booking: Partial<BookingState> = {}) {
  return renderStepWidget(Widget, { stepId: kind === 'reschedule' ? 'reschedule-link' : 'proactive-link', params, options: { kind }, booking });
}

describe('rescheduleLink without a new date (I-05..I-07, I-10)', () => {
  it('I-05/I-06/I-10 loads work 5001 into the booking in change-booking mode and sends loaded', async () => {
    const { send, booking } = openLink('reschedule', { customerId: '1001', swId: '5001' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loaded' }));
    expect(send).toHaveBeenCalledTimes(1);
    const b = booking();
    expect(b.changeBookingId).toBe(5001);
    expect(b.placeMode).toBe('home');
    expect(b.homeAddress).toMatchObject({ id: 4001, one_line_human_readable_address: expect.stringContaining('12 Elm Street') });
    expect(b.vehicle).toMatchObject({ id: 3001, make: 'Toyota', model: 'Camry' });
    expect(b.cart.map((l) => l.service_offering_id)).toEqual([201, 303, 208]);
    expect(b.schedule).toMatchObject({ date: '2026-03-14', plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', customerNote: 'Please park on the street.' });
    expect(b.scheduleNote).toBe('Please park on the street.');
    // The key location: not one of the review step's options word for word, so "Other" with the text.
    expect([b.keyLocation, b.keyLocationNote]).toEqual(['other', 'Keys under the doormat']);
    expect(calls()).toContain('GET /api/scheduled-work/5001/1001');
    expect(calls().some((c) => c.includes('proactive') || c.startsWith('PUT'))).toBe(false);
  });

  it('I-07 reloads the client location of a workplace work (5002) and keeps its keyosk and parking', async () => {
    const { send, booking } = openLink('proactive', { customerId: '1001', swId: '5002' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loaded' }));
    expect(calls()).toContain('GET /api/client-location/1/details');
    expect(booking()).toMatchObject({
      placeMode: 'workplace',
      clientLocation: { id: 1, name: 'Acme Corp Headquarters' },
      homeAddress: null,
      keyoskId: 11,
      parkingId: 21,
      changeBookingId: 5002,
    });
  });

  it('I-05 a waitlist work (5006) comes back without a date, with its availability text', async () => {
    const { send, booking } = openLink('reschedule', { customerId: '1001', swId: '5006' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loaded' }));
    expect(booking().schedule).toMatchObject({ date: null, waitlist_note: 'Any weekday morning works.' });
  });
});

describe('rescheduleLink: the account check (I-12)', () => {
  it("I-12 another customer's work (5101 of the fleet customer) sends mismatch and leaves the booking alone", async () => {
    const before = { cart: [], changeBookingId: null };
    const { send, booking } = openLink('reschedule', { customerId: '1001', swId: '5101' }, before);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(booking()).toEqual({ ...emptyBooking(), ...before });
  });

  it('I-12 a link naming another customer id sends mismatch even for an own work', async () => {
    const { send } = openLink('proactive', { customerId: '1002', swId: '5003', newDate: '2026-03-18' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('I-12 an answer naming customer 9999 (scenario override) sends mismatch', async () => {
    server.use(
      http.get(api('/scheduled-work/:swId/:customerId'), () =>
        HttpResponse.json({ scheduled_work_id: 5001, customer_id: 9999, status: 'scheduled', services: [] }),
      ),
    );
    const { send } = openLink('reschedule', { customerId: '1001', swId: '5001' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
  });
});

describe('rescheduleLink with a new date (I-13, I-14, I-16)', () => {
  it('I-13 proactive: an available date is confirmed with POST /proactive-scheduling/{sw_id}/{customer_id} {date}', async () => {
    const { send, booking } = openLink('proactive', { customerId: '1001', swId: '5003', newDate: '2026-03-18' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'confirmed' }));
    const post = requests.find((r) => path(r) === 'POST /api/proactive-scheduling/5003/1001')!;
    expect(await post.json()).toEqual({ date: '2026-03-18' });
    const dates = new URL(requests.find((r) => r.url.includes('compatible-dates'))!.url);
    expect(dates.pathname).toBe('/api/customer/address/4001/compatible-dates');
    expect(Object.fromEntries(dates.searchParams)).toMatchObject({ start: '2026-03-18', end: '2026-03-18' });
    expect(booking().lastReschedule).toEqual({
      kind: 'proactive',
      scheduledWorkId: 5003,
      customerId: 1001,
      date: '2026-03-18',
      arrival: '09:00',
      departure: '17:00',
      timeZone: 'America/New_York',
      details: {
        place: { kind: 'home', address: expect.stringContaining('12 Elm Street') },
        vehicle: expect.stringContaining('Toyota Camry'),
        services: [{ name: expect.any(String), quantity: 1 }],
      },
    });
    // The draft being built is not replaced by the confirmed work.
    expect(booking().changeBookingId).toBeNull();
    expect(booking().cart).toEqual([]);
  });

  it('I-14 proactive: a full date (the 13th) sends dateUnavailable without saving, with the work loaded for the schedule screen', async () => {
    const { send, booking } = openLink('proactive', { customerId: '1001', swId: '5003', newDate: '2026-03-13' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'dateUnavailable' }));
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
    expect(booking()).toMatchObject({ changeBookingId: 5003, placeMode: 'home' });
    expect(booking().cart.map((l) => l.service_offering_id)).toEqual([202]);
  });

  it('I-14 proactive: a 409 "date filled" from the save also sends dateUnavailable', async () => {
    server.use(
      http.post(api('/proactive-scheduling/:swId/:customerId'), () =>
        HttpResponse.json({ Message: 'The date you selected has filled and is no longer available. Please log in and choose another date.' }, { status: 409 }),
      ),
    );
    const { send, booking } = openLink('proactive', { customerId: '1001', swId: '5003', newDate: '2026-03-18' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'dateUnavailable' }));
    expect(booking().lastReschedule).toBeNull();
  });

  it('I-14 a date already past, or not a date, counts as no longer available', async () => {
    const past = openLink('proactive', { customerId: '1001', swId: '5003', newDate: '2026-03-09' });
    await waitFor(() => expect(past.send).toHaveBeenCalledWith({ type: 'dateUnavailable' }));
    cleanup();
    const junk = openLink('reschedule', { customerId: '1001', swId: '5001', newDate: '2026-02-30' });
    await waitFor(() => expect(junk.send).toHaveBeenCalledWith({ type: 'dateUnavailable' }));
    expect(calls().some((c) => c.includes('compatible-dates'))).toBe(false);
  });

  it('I-16 reschedule with a new date saves it with arrive 9:00 AM and leave 5:00 PM (PUT /booking/scheduled-work/{id})', async () => {
    const { send, booking } = openLink('reschedule', { customerId: '1001', swId: '5001', newDate: '2026-03-18' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'confirmed' }));
    const put = requests.find((r) => path(r) === 'PUT /api/booking/scheduled-work/5001')!;
    expect(await put.json()).toMatchObject({ new_date: '2026-03-18', planned_arrival_time: '09:00', planned_departure_time: '17:00', service_vehicle_id: 901 });
    expect(booking().lastReschedule).toMatchObject({ kind: 'reschedule', date: '2026-03-18', arrival: '09:00', departure: '17:00' });
  });
});

describe('rescheduleLink: errors', () => {
  it('a work that does not exist (404) says so, with a link to /account', async () => {
    const { send } = openLink('reschedule', { customerId: '1001', swId: '4242' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not find this appointment. The link may be incomplete or out of date.');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('ids that are not numbers are refused without a call', async () => {
    openLink('reschedule', { customerId: 'abc', swId: '5001' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not find this appointment.');
    expect(calls().filter((c) => c.includes('scheduled-work'))).toEqual([]);
  });

  it('a finished appointment (5004) cannot be changed', async () => {
    const { send } = openLink('reschedule', { customerId: '1001', swId: '5004' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment can no longer be changed.');
    expect(send).not.toHaveBeenCalled();
  });

  it('a network failure offers Try again, which loads the work', async () => {
    let fail = true;
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => (fail ? HttpResponse.error() : undefined)));
    const { send } = openLink('reschedule', { customerId: '1001', swId: '5001' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loaded' }));
  });
});

describe('load-work-into-booking (the account area reuses it)', () => {
  const work = (over: Partial<ScheduledWork>): ScheduledWork => ({ scheduled_work_id: 1, customer_id: 1001, status: 'scheduled', services: [], ...over });

  it('I-05 drops upsells the customer rejected or put off; keeps pending and approved ones', () => {
    const line = (id: number, upsell: string | null) => ({
      id,
      service_offering_id: id,
      long_name: `S${id}`,
      is_upsell: upsell !== null,
      upsell_status: upsell as 'pending' | null,
      total_cost_dollars: 10,
    });
    const lines = cartLinesOfWork(work({ services: [line(1, null), line(2, 'pending'), line(3, 'rejected'), line(4, 'future'), line(5, 'approved')] }));
    expect(lines.map((l) => l.service_offering_id)).toEqual([1, 2, 5]);
  });

  it('I-05 a known key location maps to its option; none stays unanswered', () => {
    expect(keyLocationOf('In the mailbox')).toEqual({ keyLocation: 'mailbox', keyLocationNote: '' });
    expect(keyLocationOf(null)).toEqual({ keyLocation: null, keyLocationNote: '' });
  });

  it('a past date is not restored (the schedule screen then offers the first available date)', () => {
    expect(scheduleOfWork(work({ date: '2026-03-01', plannedArrivalTime: '09:00' }), '2026-03-10')).toMatchObject({ date: null, plannedArrivalTime: null });
  });

  it('link params: whole-number ids and real YYYY-MM-DD dates only', () => {
    expect(linkIds({ customerId: '1001', swId: '5001' })).toEqual({ swId: 5001, customerId: 1001 });
    expect(linkIds({ customerId: '1001', swId: '50x' })).toBeNull();
    expect(linkDate('2026-03-18')).toBe('2026-03-18');
    expect(linkDate('2026-3-18')).toBeNull();
    expect(linkDate('2026-02-30')).toBeNull();
  });

  it('I-06 useLoadWorkIntoBooking fetches the work and applies it in change-booking mode', async () => {
    setToken('demo-customer-token');
    let state = emptyBooking();
    const { result } = renderHook(() => useLoadWorkIntoBooking((...commands) => (state = commands.reduce(applyCommand, state))));
    const loaded = await result.current(5001, 1001);
    expect(loaded.work.scheduled_work_id).toBe(5001);
    expect(state).toMatchObject({ changeBookingId: 5001, placeMode: 'home', vehicle: { id: 3001 } });
  });
});
