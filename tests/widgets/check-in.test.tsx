// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { world } from '../../mocks/world';
import type { ScheduledWork } from '../../src/api/scheduled-works';
import { nextStep } from '../../src/engine';
import { checkInAvailability } from '../../src/domain/check-in';
import CheckIn from '../../src/widgets/check-in/check-in';
import { server, useMockServer } from '../api/harness';
import { bookingFlow, makeContext, makeGuards } from '../engine/support/context';
import { logRequests, renderCheckInPage } from './check-in-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 10:00 in New York: 5007 is SCHEDULED today at 2 PM, 5002 is checked in today, 5001 is on Saturday 14th. */
useFixedClock('2026-03-10T10:00:00-04:00');

let seen: ReturnType<typeof logRequests>;
beforeEach(() => {
  seen = logRequests(server);
});
afterEach(() => {
  server.events.removeAllListeners();
});

const open = (customerId = '1001', swId = '5007', config: Record<string, unknown> = {}) => renderCheckInPage(CheckIn, 'checkin', { customerId, swId, config });
const checkInButton = () => screen.findByRole('button', { name: 'Check In' });
const posts = () => seen.filter((r) => r.method === 'POST');

/** Makes the mock answer M-32 with work `id` changed by `change`. */
async function overrideWork(id: number, customerId: number, change: (w: ScheduledWork) => ScheduledWork) {
  const res = await fetch(`http://localhost/api/scheduled-work/${id}/${customerId}`, { headers: { 'Pro-Name': 'demo' } });
  const work = change((await res.json()) as ScheduledWork);
  server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json(work)));
  seen.length = 0;
  return work;
}

describe('checkIn: the link (L-01, L-02, L-06)', () => {
  it("L-01 another customer's link (1002 for work 5007) sends mismatch and shows no Check In", async () => {
    const { send } = open('1002', '5007');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });

  it('L-02 an answer for another work shows "Invalid URL" and sends nothing', async () => {
    await overrideWork(5007, 1001, (w) => ({ ...w, scheduled_work_id: 5001, id: 5001 }));
    const { send } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });

  it('L-02 an unknown work (404) and ids that are not numbers show "Invalid URL"', async () => {
    const first = open('1001', '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(first.send).not.toHaveBeenCalled();
    first.unmount();
    open('1001', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
  });

  it('L-02 "Invalid URL" says what it means and offers the account and the home page (issue 26)', async () => {
    open('1001', '9999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Invalid URLThis link cannot open an appointment: it may be incomplete, or a newer link may have replaced it\. Log in to see your appointments, or call us at /);
    expect(within(alert).getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('L-06 a load failure sends loadFailed once with the page path, and the flow goes to /login back to it', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ Status: 'error', Message: 'Please log in.' }, { status: 401 })));
    const { send } = open();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loadFailed', path: '/checkin/1001/5007' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    const t = nextStep(bookingFlow, 'checkin', { type: 'loadFailed', path: '/checkin/1001/5007' }, makeContext({}), makeGuards());
    expect(t.explanation.decidedBy).toBe('L-06');
    expect(t.to.path).toBe(`/login?redirect=${encodeURIComponent('/checkin/1001/5007')}`);
  });

  it('L-06 a rate-limited load (429) stays on the page: "try again in a moment" with Try again, which loads it (issue 29)', async () => {
    let limited = true;
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => (limited ? HttpResponse.json({ Status: 'error', Message: 'Slow down' }, { status: 429 }) : undefined)));
    const { send } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    expect(send).not.toHaveBeenCalled();
    limited = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Check In' })).toBeVisible();
  });

  it('L-06 a server error loading the work also sends loadFailed (no sign-in needed otherwise: M-32 only)', async () => {
    server.use(http.get(api('/scheduled-work/:swId/:customerId'), () => HttpResponse.json({ Status: 'error', Message: 'Boom' }, { status: 500 })));
    const { send } = open();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'loadFailed', path: '/checkin/1001/5007' }));
  });
});

describe('checkIn: the appointment and its state (L-03, L-04)', () => {
  it('L-03 shows the appointment of 5007 without sign-in: vehicle, date and time in the zone, place', async () => {
    open();
    await checkInButton();
    const details = screen.getByRole('region', { name: 'Your appointment' });
    expect(details).toHaveTextContent('Tuesday, March 10, 2026');
    expect(details).toHaveTextContent('2:00 PM – 3:00 PM EDT');
    expect(details).toHaveTextContent('48 Oak Avenue, Arlington, VA 22201');
    expect(details).toHaveTextContent('2018 Honda Civic');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/scheduled-work/5007/1001']);
  });

  it('L-03 shows a loading status while the work is on its way', async () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    await checkInButton();
  });

  it('L-04 KEYS_AVAILABLE (5002) reads "already checked in", with no Check In', async () => {
    open('1001', '5002');
    expect(await screen.findByRole('heading', { name: "You're already checked in" })).toBeInTheDocument();
    expect(screen.getByText('This appointment is already checked in. There is nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });

  it('L-04 OPEN-48 FINISHED and Keys_Available in any case count as checked in', async () => {
    await overrideWork(5007, 1001, (w) => ({ ...w, status: 'FINISHED' }));
    const a = open();
    expect(await screen.findByRole('heading', { name: "You're already checked in" })).toBeInTheDocument();
    a.unmount();
    await overrideWork(5007, 1001, (w) => ({ ...w, status: 'Keys_Available' }));
    open();
    expect(await screen.findByRole('heading', { name: "You're already checked in" })).toBeInTheDocument();
    expect(checkInAvailability({ status: 'finished' }, new Date())).toBe('checkedIn');
  });

  it('L-04 another day, a cancelled or an undated work explain why there is no Check In', async () => {
    const a = open('1001', '5001');
    expect(await screen.findByText('Check-in opens on the day of your appointment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
    a.unmount();
    const b = open('1001', '5005');
    expect(await screen.findByText('This appointment was cancelled, so there is nothing to check in.')).toBeInTheDocument();
    b.unmount();
    open('1001', '5004');
    expect(await screen.findByRole('heading', { name: "You're already checked in" })).toBeInTheDocument();
  });

  it('L-04 a past scheduled work names the phone from the configuration', async () => {
    await overrideWork(5007, 1001, (w) => ({ ...w, date: '2026-03-09' }));
    open();
    expect(await screen.findByText('The date of this appointment has passed, so it can no longer be checked in. Please call us at (555) 010-0100 if you need help.')).toBeInTheDocument();
  });
});

describe('checkIn: Check In (L-05)', () => {
  it('L-05 sends POST /checkin/scheduled-work/5007 with keys_available true and checkin_type web, then shows the checked-in state', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await checkInButton());
    expect(await screen.findByRole('heading', { name: "You're checked in!" })).toHaveFocus();
    expect(screen.getByText('Thank you! Our technician now knows your car is ready for service.')).toBeInTheDocument();
    const [post] = posts();
    expect(post?.path).toBe('/api/checkin/scheduled-work/5007');
    expect(JSON.parse(await post!.body)).toEqual({ keys_available: true, checkin_type: 'web' });
    expect(world().works.find((w) => w.scheduled_work_id === 5007)?.status).toBe('keys_available');
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
  });

  it('L-05 shows "Checking In..." while the call runs and sends it once however often it is pressed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(api('/checkin/scheduled-work/:id'), async () => {
        await gate;
        return HttpResponse.json({ Status: 'success', Message: 'You are checked in. Thank you!' });
      }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await checkInButton());
    const busy = await screen.findByRole('button', { name: 'Checking In...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    expect(await screen.findByRole('heading', { name: "You're checked in!" })).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it("L-05 a refused check-in shows the server's message and Check In stays to try again", async () => {
    server.use(http.post(api('/checkin/scheduled-work/:id'), () => HttpResponse.json({ Status: 'error', Message: 'This appointment cannot be checked in.' }, { status: 400 })));
    const user = userEvent.setup();
    open();
    await user.click(await checkInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment cannot be checked in.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByRole('heading', { name: "You're checked in!" })).toBeInTheDocument();
  });

  it('L-05 a network failure without words shows the page\'s own message', async () => {
    server.use(http.post(api('/checkin/scheduled-work/:id'), () => HttpResponse.error()));
    const user = userEvent.setup();
    open();
    await user.click(await checkInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not check you in. Please try again.');
    expect(within(screen.getByRole('region', { name: 'Your appointment' })).getByText('2018 Honda Civic')).toBeInTheDocument();
  });
});
