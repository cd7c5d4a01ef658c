// @vitest-environment jsdom
/**
 * The appointment and payment page (L-02, L-36..L-54) against the mock back end's demo world, with what the booking
 * flow decides for the provider (the widget's parts and computed options, `flowDecides`) and the provider's content.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { commit, world } from '../../mocks/world';
import { setProviderName } from '../../src/api/client';
import { nextStep } from '../../src/engine';
import { setAppClock } from '../../src/ui/app-clock';
import AppointmentPage from '../../src/widgets/appointment-page/appointment-page';
import { FactsContext, type NamedFact } from '../../src/widgets/contract/named-facts';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { atTime, server, useMockServer } from '../api/harness';
import { bookingFlow, makeContext, makeGuards, readyBooking } from '../engine/support/context';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 11:30 in New York: 5001 is on Saturday 14 March, 9:00–11:00; 5008 was on 8 March (finished, unpaid). */
const NOW = '2026-03-10T11:30:00-04:00';

const requests: { path: string; body: unknown }[] = [];
beforeEach(() => {
  atTime(NOW);
  setAppClock(NOW);
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const path = `${request.method} ${new URL(request.url).pathname}`;
    if (request.method === 'GET') requests.push({ path, body: null });
    else void request.clone().text().then((t) => requests.push({ path, body: t ? (JSON.parse(t) as unknown) : null }));
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  setAppClock(undefined);
});

const bodiesOf = (path: string) => requests.filter((r) => r.path === path).map((r) => r.body);

const Widget = AppointmentPage as unknown as React.ComponentType<WidgetProps<Record<string, unknown>, string>>;

/**
 * Opens the page as the flow draws it: `/appointment/{swId}/{token}` (swId given) or `/update-payment/{token}`, for a
 * provider fixture or a configuration built in the test; `report` receives the widget's named facts.
 */
function open(params: { token: string; swId?: string }, provider = 'demo', { config: given, report }: { config?: Record<string, unknown>; report?: (facts: readonly NamedFact[]) => void } = {}) {
  setProviderName(provider);
  const config = given ?? (providerFixtures[provider] as Record<string, unknown>);
  const stepId = params.swId === undefined ? 'update-payment' : 'appointment-page';
  const { options, parts, content } = flowDecides(stepId, 'appointmentPage', config);
  const Shown = report ? (p: WidgetProps<Record<string, unknown>, string>) => <FactsContext.Provider value={report}><Widget {...p} /></FactsContext.Provider> : Widget;
  return renderFlowWidget(Shown, {
    name: 'appointmentPage',
    options,
    parts,
    text: textFrom(stepTexts(stepId, { requireStep: true }), { config }),
    values: { params, content },
    at: '/',
    stableDispatch: true,
  });
}

const openAppointment = () => open({ swId: '5001', token: 'demo-appointment-token' });
const openPayment = (provider = 'acme') => open({ token: 'demo-payment-token' }, provider);
const loaded = () => screen.findByText(/^Status:/);
const work = (id: number) => world().works.find((w) => w.scheduled_work_id === id)!;

async function updateCardWith(number: string) {
  const opener = screen.queryByRole('button', { name: 'Update Payment' });
  if (opener && !screen.queryByLabelText('Card number')) await userEvent.click(opener);
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Update Payment' }));
}

describe('appointmentPage: loading and the summary (L-36, L-37, L-02)', () => {
  it('L-36 L-37 loads /appointment/5001/demo-appointment-token with GET /scheduled-work-token/{token} and shows the summary in the location zone', async () => {
    const { send } = openAppointment();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    await loaded();
    expect(requests.map((r) => r.path)).toContain('GET /api/scheduled-work-token/demo-appointment-token');
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Scheduled');
    expect(screen.getByText('Saturday, March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 11:00 AM EDT')).toBeInTheDocument();
    expect(screen.getByText(/12 Elm Street/)).toBeInTheDocument();
    expect(screen.getByText('2019 Toyota Camry')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Services' })).getByText('Oil Change')).toBeInTheDocument();
    const total = Number(work(5001).total_taxed_price_dollars);
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText(`$${total.toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getByText(`Amount due: $${total.toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('L-36 /update-payment/{token} loads the same page without a work id in the link', async () => {
    const { send } = openPayment('demo');
    await loaded();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Finished');
    expect(send).not.toHaveBeenCalled();
  });

  it('L-02 a work id in the link that is not the token’s work sends mismatch (the flow shows "Invalid URL")', async () => {
    const { send } = open({ swId: '5002', token: 'demo-appointment-token' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'mismatch' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
  });
});

describe('appointmentPage: paid, nothing to pay, tip (L-39..L-44)', () => {
  it('L-39 paid when amount_paid_dollars >= total_taxed_price_dollars: no amount due, no card form, no tip', async () => {
    Object.assign(work(5008), { amount_paid_dollars: work(5008).total_taxed_price_dollars });
    commit();
    openPayment();
    await loaded();
    expect(screen.getByText('This appointment is paid in full. Thank you!')).toBeInTheDocument();
    expect(screen.queryByText(/^Amount due/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a tip for your technician' })).not.toBeInTheDocument();
  });

  it('L-40 no payment is needed when the total plus tip is 0', async () => {
    Object.assign(work(5008), { total_taxed_price_dollars: 0, tip_amount_dollars: 0, amount_paid_dollars: 0 });
    commit();
    openPayment();
    await loaded();
    expect(screen.getByText('There is nothing to pay for this appointment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment' })).not.toBeInTheDocument();
  });

  it('L-41 L-42 the tip entry shows for an unpaid work when hold-for-tip, accepting-tip and Square are on (acme), not for demo', async () => {
    expect(flowDecides('update-payment', 'appointmentPage', providerFixtures.acme!).parts.tip).toBe(true);
    expect(flowDecides('update-payment', 'appointmentPage', providerFixtures.demo!).parts.tip).toBe(false);
    openPayment('acme');
    await loaded();
    expect(screen.getByRole('region', { name: 'Add a tip for your technician' })).toBeInTheDocument();
    cleanup();
    openPayment('demo');
    await loaded();
    expect(screen.queryByRole('region', { name: 'Add a tip for your technician' })).not.toBeInTheDocument();
  });

  it('L-41 no tip entry once the appointment is cancelled', async () => {
    Object.assign(work(5008), { status: 'cancelled' });
    commit();
    openPayment('acme');
    await loaded();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Cancelled');
    expect(screen.queryByRole('region', { name: 'Add a tip for your technician' })).not.toBeInTheDocument();
  });

  it('L-43 L-44 saves the tip with POST /booking/scheduled-work/{id} (token, tip_amount_dollars, online-appt) and toasts "Tip updated"', async () => {
    openPayment('acme');
    await loaded();
    const field = screen.getByLabelText('Tip amount in dollars');
    await userEvent.clear(field);
    await userEvent.type(field, '7.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save Tip' }));
    expect(await screen.findByText('Tip updated')).toBeInTheDocument();
    expect(bodiesOf('POST /api/booking/scheduled-work/5008')).toEqual([{ token: 'demo-payment-token', tip_amount_dollars: 7.5, tip_entry_method: 'online-appt' }]);
    await waitFor(() => expect(screen.getByText('Current tip: $7.50')).toBeInTheDocument());
  });

  it('L-44 a failed tip save toasts "Failed to add tip"; a text that is not an amount is refused without a call', async () => {
    server.use(http.post(api('/booking/scheduled-work/:id'), () => HttpResponse.json({ Status: 'error', Message: 'No.' }, { status: 500 })));
    openPayment('acme');
    await loaded();
    const field = screen.getByLabelText('Tip amount in dollars');
    await userEvent.type(field, 'five');
    await userEvent.click(screen.getByRole('button', { name: 'Save Tip' }));
    expect(screen.getByText('Please enter the tip as an amount in dollars, for example 5 or 7.50.')).toBeInTheDocument();
    expect(bodiesOf('POST /api/booking/scheduled-work/5008')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: /15%/ }));
    expect((field as HTMLInputElement).value).toMatch(/^\d+\.\d{2}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Tip' }));
    expect(await screen.findByText('Failed to add tip')).toBeInTheDocument();
  });
});

describe('appointmentPage: the card (L-45..L-49, L-54)', () => {
  it('L-45 L-46 L-47 a new card: `Updating...` while POST /booking/update-payment-method-token runs with sw_token and stripe_token, then the green panel', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.post(api('/booking/update-payment-method-token'), async () => {
        await held;
        return undefined; // fall through to the demo world's handler
      }),
    );
    openAppointment();
    await loaded();
    await updateCardWith('4242 4242 4242 4242');
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Active payment method successfully updated!');
    expect(bodiesOf('POST /api/booking/update-payment-method-token')).toEqual([{ sw_token: 'demo-appointment-token', stripe_token: 'tok_offline_visa' }]);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('L-48 L-49 a declined card (success false): the red panel and "Invalid Credit Card..." on the button; no failed-payment notice for an upcoming work', async () => {
    openAppointment();
    await loaded();
    await updateCardWith('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error with your card. Please try again.');
    expect(screen.getByRole('button', { name: 'Invalid Credit Card...' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).not.toContain('POST /api/send-failed-payment-notification');
  });

  it('L-48 L-44 a rate limit (429) says "try again in a moment", for the card and for the tip (issue 29)', async () => {
    const limited = () => HttpResponse.json({ Status: 'error', Message: 'Slow down' }, { status: 429 });
    server.use(http.post(api('/booking/update-payment-method-token'), limited), http.post(api('/booking/scheduled-work/:id'), limited));
    openAppointment();
    await loaded();
    await updateCardWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    cleanup();
    openPayment('acme');
    await loaded();
    await userEvent.type(screen.getByLabelText('Tip amount in dollars'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Tip' }));
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('L-48 a non-200 answer shows the red panel; the button reads Update Payment again', async () => {
    server.use(http.post(api('/booking/update-payment-method-token'), () => HttpResponse.json({ Status: 'error', Message: 'Down' }, { status: 500 })));
    openAppointment();
    await loaded();
    await updateCardWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error with your card. Please try again.');
    expect(screen.getByRole('button', { name: 'Update Payment' })).toBeInTheDocument();
  });

  it('H-24 a finished, unpaid work: the card pays what is due now, so the page no longer says it is only held (issue 26)', async () => {
    openPayment('acme');
    await loaded();
    expect(screen.getByText('Your appointment is complete, so the card you save here pays the amount due.')).toBeInTheDocument();
    expect(screen.queryByText(/only held/)).toBeNull();
  });

  it('H-24 an upcoming work: the card is only held until the appointment is complete', async () => {
    openAppointment();
    await loaded();
    expect(screen.getByText(/^Your card is only held, not charged, until your appointment is complete\./)).toBeInTheDocument();
  });

  it('L-54 a refused card on a finished, unpaid work sends POST /send-failed-payment-notification with sw_token, once', async () => {
    openPayment('acme');
    await loaded();
    await updateCardWith('4000 0000 0000 0002');
    expect(await screen.findByRole('button', { name: 'Invalid Credit Card...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invalid Credit Card...' }));
    await waitFor(() => expect(bodiesOf('POST /api/booking/update-payment-method-token')).toHaveLength(2));
    await waitFor(() => expect(bodiesOf('POST /api/send-failed-payment-notification')).toEqual([{ sw_token: 'demo-payment-token' }]));
    expect(bodiesOf('POST /api/booking/update-payment-method-token')[0]).toEqual({ sw_token: 'demo-payment-token', square_token: 'cnon:offline-chargeDeclined' });
  });
});

describe('appointmentPage: reschedule and cancel (L-38, L-53)', () => {
  it('L-38 offers Reschedule and Cancel Service for a scheduled work today or later, not for a finished one or a past date', async () => {
    openAppointment();
    await loaded();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeInTheDocument();
    cleanup();
    openPayment('demo');
    await loaded();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    cleanup();
    Object.assign(work(5001), { date: '2026-03-09' });
    commit();
    openAppointment();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Cancel Service' })).not.toBeInTheDocument();
  });

  it('L-38 Reschedule loads the work into the booking (change-booking mode) and sends reschedule', async () => {
    const { send, booking } = openAppointment();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'reschedule', scheduledWorkId: 5001 }));
    expect(booking()).toMatchObject({ changeBookingId: 5001, placeMode: 'home' });
    expect(booking().cart.map((l) => l.service_offering_id)).toEqual([201, 303, 208]);
  });

  it('L-53 cancelling with the cancel dialog sends the link token; the status then shows Cancelled', async () => {
    openAppointment();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Date or Time Conflict' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Your booking was successfully cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Cancelled'));
    expect(bodiesOf('PUT /api/booking/scheduled-work/5001')[0]).toMatchObject({ status: 'cancelled', cancellation_reason: 'Date or Time Conflict', token: 'demo-appointment-token' });
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});

describe('appointmentPage: expired and failed links (L-50..L-52)', () => {
  it('L-50 L-51 "Token is expired." shows the expired panel; RESEND ACCESS LINK sends a new link and says so', async () => {
    open({ swId: '5001', token: 'demo-expired-token' });
    expect(await screen.findByText('For security reasons, your token has expired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RESEND ACCESS LINK' }));
    expect(await screen.findByText('A new payment link email/text is on its way!')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('POST /api/scheduled-work-token/demo-expired-token/resend');
    expect(screen.queryByRole('button', { name: 'RESEND ACCESS LINK' })).not.toBeInTheDocument();
  });

  it('L-52 another failure shows the server’s message (an unknown token: "Invalid URL"), what it means and the next steps (issue 26)', async () => {
    open({ token: 'no-such-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL');
    expect(screen.getByText(/^This link cannot open an appointment: it may be incomplete, or a newer link may have replaced it\./)).toHaveTextContent('call us at (555) 010-0100.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Call us at (555) 010-0100' })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?1?5550100100$/));
  });

  it('L-50 the expired panel keeps the spec’s words and explains them in plain words, with the next steps (issue 26)', async () => {
    open({ swId: '5001', token: 'demo-expired-token' });
    expect(await screen.findByText('For security reasons, your token has expired')).toBeInTheDocument();
    expect(screen.getByText(/the link to your appointment stops working after a while\. Press RESEND ACCESS LINK/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Call us at (555) 010-0100' })).toBeInTheDocument();
  });

  it('L-52 a failure without a server message shows ours with Try again, which loads the page', async () => {
    let fail = true;
    server.use(http.get(api('/scheduled-work-token/:token'), () => (fail ? HttpResponse.error() : undefined)));
    openAppointment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });
});

describe('the flow’s rules of the appointment page (L-02, L-38)', () => {
  const route = (stepId: string, type: string, signedIn: boolean) => {
    const t = nextStep(bookingFlow, stepId, { type }, makeContext({ signedIn, booking: readyBooking }), makeGuards());
    return { path: t.to.path, rule: t.explanation.decidedBy, effects: t.effects };
  };

  it('L-38 reschedule goes to the schedule for a signed-in customer, through /login (back to the schedule) for a visitor, on both routes', () => {
    for (const step of ['appointment-page', 'update-payment']) {
      expect(route(step, 'reschedule', true)).toMatchObject({ path: '/pricing/schedule', rule: 'L-38' });
      expect(route(step, 'reschedule', false)).toMatchObject({ path: '/login?redirect=%2Fpricing%2Fschedule', rule: 'L-38-sign-in' });
    }
  });

  it('L-02 mismatch goes home with the "Invalid URL" alert, saying why and what to do next (issue 26)', () => {
    expect(route('appointment-page', 'mismatch', false)).toMatchObject({ path: '/', rule: 'L-02', effects: [{ alert: 'link-wrong-work' }] });
    const alert = stepTexts('appointment-page')['link-wrong-work'];
    expect(alert).toMatch(/^Invalid URL: this link does not match its appointment\. Log in to see your appointments, or call us at /);
  });

  it('L-01 another customer’s link goes home with "Invalid URL" and why, never the record (issue 29)', () => {
    expect(route('receipt', 'mismatch', false)).toMatchObject({ path: '/', rule: 'L-01', effects: [{ alert: 'link-other-customer' }] });
    expect(stepTexts('receipt')['link-other-customer']).toMatch(/^Invalid URL: this link was sent for another customer's appointment, so we cannot open it here\. If the appointment is yours, log in to see it, or call us at /);
  });
});

describe('appointmentPage: what the flow decides for the provider (L-42, K-35, K-39) and the named facts', () => {
  it('L-42 the tip part needs hold-for-tip, accepting-tip and Square all on: acme with one of them off shows no tip entry', async () => {
    const acme = providerFixtures.acme!;
    for (const off of ['enable_hold_for_tip', 'is_accepting_tip', 'is_using_square']) {
      expect(flowDecides('update-payment', 'appointmentPage', { ...acme, [off]: false }).parts.tip, off).toBe(false);
    }
    open({ token: 'demo-payment-token' }, 'acme', { config: { ...acme, is_accepting_tip: false } });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Add a tip for your technician' })).not.toBeInTheDocument();
  });

  it('L-45 L-46 the processor is computed by the flow: acme is Square, demo Stripe, none without a processor (no card UI)', async () => {
    expect(flowDecides('appointment-page', 'appointmentPage', providerFixtures.acme!).options.processor).toBe('square');
    expect(flowDecides('appointment-page', 'appointmentPage', providerFixtures.demo!).options.processor).toBe('stripe');
    const none = { ...providerFixtures.demo!, is_using_stripe: false, is_using_square: false };
    expect(flowDecides('appointment-page', 'appointmentPage', none).options.processor).toBeNull();
    open({ swId: '5001', token: 'demo-appointment-token' }, 'demo', { config: none });
    await loaded();
    expect(screen.getByText(/^Amount due/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment' })).not.toBeInTheDocument();
    expect(screen.queryByText('Visa ending in 4242')).not.toBeInTheDocument();
  });

  it('K-39 the cancel dialog shows the reminder for a time_slots provider (acme: cancelReminder shown), not for demo', async () => {
    expect(flowDecides('appointment-page', 'appointmentPage', providerFixtures.acme!).parts.cancelReminder).toBe(true);
    expect(flowDecides('appointment-page', 'appointmentPage', providerFixtures.demo!).parts.cancelReminder).toBe(false);
    open({ swId: '5001', token: 'demo-appointment-token' }, 'acme');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(within(await screen.findByRole('dialog')).getByText(/^Please remember: appointments cancelled within/)).toBeInTheDocument();
    cleanup();
    openAppointment();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    expect(within(await screen.findByRole('dialog')).queryByText(/^Please remember/)).not.toBeInTheDocument();
  });

  it('K-35 K-36 fleetco’s policy (cancellationFee shown, $25, 24 h) charges the fee on 5001 once inside the cut-off', async () => {
    const fleetco = providerFixtures.fleetco!;
    expect(flowDecides('appointment-page', 'appointmentPage', fleetco)).toMatchObject({
      parts: { cancellationFee: true },
      options: { cancellationFeeDollars: 25, cancellationCutOffHours: 24 },
    });
    // Friday 13 March 10:00 in New York: 5001 starts Saturday 9:00, 23 h later.
    setAppClock('2026-03-13T10:00:00-04:00');
    open({ swId: '5001', token: 'demo-appointment-token' }, 'fleetco');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Service' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You will be charged a $25.00 cancellation fee')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Agree and Cancel Appointment' })).toBeInTheDocument();
  });

  it('L-38 L-41 L-42 K-35 reports the tip window, the reschedule and cancel window and the cancellation fee of the work as named facts', async () => {
    const reported: NamedFact[][] = [];
    open({ swId: '5001', token: 'demo-appointment-token' }, 'acme', { report: (facts) => reported.push([...facts]) });
    await loaded();
    await waitFor(() => expect(reported.length).toBeGreaterThan(0));
    const facts = new Map(reported.at(-1)!.map((f) => [f.name, f]));
    const total = Number(work(5001).total_taxed_price_dollars).toFixed(2);
    expect(facts.get('tipWindow#5001')).toEqual({
      name: 'tipWindow#5001',
      value: true,
      because: `unpaid ($0.00 of $${total} paid), status "scheduled": the tip can be added or changed`,
    });
    expect(facts.get('changeWindow#5001')).toEqual({
      name: 'changeWindow#5001',
      value: true,
      because: 'status "scheduled", dated Sat, Mar 14, 2026, 4 days ahead (today is Tue, Mar 10, 2026 in America/New_York): Reschedule and Cancel Service offered',
    });
    expect(facts.get('cancellationFee#5001')).toEqual({
      name: 'cancellationFee#5001',
      value: { applies: false, cents: 0, canCancel: true },
      because: 'the provider charges no cancellation fee: no fee',
    });
  });
});
