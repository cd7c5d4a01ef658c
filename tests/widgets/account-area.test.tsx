// @vitest-environment jsdom
/**
 * The account area (/account, K-01..K-39, K-62) against the mock back end, as the demo customer on
 * Tuesday 10 March 2026, 11:30 in New York. The demo world then holds: upcoming 5002 (keys available
 * today, report), 5007 (SCHEDULED today 14:00), 5001 (Saturday 14 March 9:00), 5006 (no date);
 * suggested 5003 (Friday 20 March); past 5008 (finished, 8 March), 5005 (cancelled, 5 March), 5004
 * (finished, 18 February, a future and a rejected upsell). The widget gets what the booking flow decides for the
 * provider (its parts and computed options, `flowDecides`) and the provider's content, as the step renderer gives.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { api } from '../../mocks/handlers/context';
import { signIn } from '../../src/api/auth';
import { getToken, setToken } from '../../src/api/client';
import { FactsContext, type NamedFact } from '../../src/widgets/contract/named-facts';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import AccountArea, { CANCEL_TOAST_MS } from '../../src/widgets/account-area/account-area';
import { server, useMockServer } from '../api/harness';
import { nextStep } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards } from '../engine/support/context';
import { flowText } from '../domain/support/flow-text';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { useFixedClock } from './support/fixed-clock';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

const NOW = '2026-03-10T11:30:00-04:00';
useFixedClock(NOW);

const Widget = AccountArea as unknown as React.ComponentType<WidgetProps<Record<string, unknown>, string>>;
const demo = providerFixtures.demo as Record<string, unknown>;
/** The demo provider charging $25 within 24 hours (as fleetco does). */
const withFee = { ...demo, is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 };
const session = { signedIn: true, guest: false };

/** The account page as the flow draws it for `config`: its parts and options from flows/booking.flow.json; `report` receives the named facts. */
function renderAccount({ config = demo, report }: { config?: Record<string, unknown>; report?: (facts: readonly NamedFact[]) => void } = {}) {
  if (getToken() === null) setToken('demo-customer-token');
  const { options, parts, content } = flowDecides('account-home', 'accountArea', config, { session });
  const Shown = report ? (p: WidgetProps<Record<string, unknown>, string>) => <FactsContext.Provider value={report}><Widget {...p} /></FactsContext.Provider> : Widget;
  return renderFlowWidget(Shown, {
    name: 'accountArea',
    options,
    parts,
    text: textFrom(stepTexts('account-home', { requireStep: true }), { config }),
    values: { session, content },
    at: '/account',
    stableDispatch: true,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (within_: HTMLElement, vehicle: RegExp, date: string) =>
  within(within_)
    .getAllByRole('article')
    .find((a) => vehicle.test(within(a).getByRole('heading').textContent ?? '') && (a.textContent ?? '').includes(date))!;
const actionsOf = (article: HTMLElement) =>
  within(article)
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('a,button'))
    .filter((x): x is HTMLElement => x !== null && x.closest('.appointment-card__actions') !== null)
    .map((x) => x.textContent);

async function ready() {
  await screen.findByRole('heading', { level: 2, name: 'Upcoming Services' });
}

beforeEach(() => {
  setToken('demo-customer-token');
});

describe('accountArea: sections and lists', () => {
  it('K-02 K-04 shows the six sections in the spec order', async () => {
    renderAccount();
    await ready();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming Services',
      'Suggested Services',
      'Book A New Service',
      'My Account',
      'My Places',
      'Past Services',
    ]);
  });

  it('K-05 K-06 K-07 K-20 sorts the demo appointments into Upcoming, Suggested and Past (times in the location zone)', async () => {
    renderAccount();
    await ready();
    const dates = (name: string) => within(section(name)).getAllByRole('article').map((a) => within(a).getByText((_, el) => el?.tagName === 'DD' && el.parentElement?.querySelector('dt')?.textContent === 'Date').textContent);
    expect(dates('Upcoming Services')).toEqual(['Tuesday, March 10, 2026', 'Tuesday, March 10, 2026', 'Saturday, March 14, 2026', 'Date not yet set - we will reach out!']);
    expect(dates('Suggested Services')).toEqual(['Friday, March 20, 2026']);
    expect(dates('Past Services')).toEqual(['Sunday, March 8, 2026', 'Thursday, March 5, 2026', 'Wednesday, February 18, 2026']);
    expect(within(section('Upcoming Services')).getByText('9:00 AM – 11:00 AM EDT')).toBeInTheDocument();
  });

  it('K-62 My Places lists the saved addresses, the primary one marked', async () => {
    renderAccount();
    await ready();
    const places = section('My Places');
    await within(places).findByText(/Home/);
    expect(within(places).getByText('12 Elm Street, Springfield, VA 22150')).toBeInTheDocument();
    expect(within(places).getByText("Mom's House")).toBeInTheDocument();
    expect(within(places).getByText('(primary)')).toBeInTheDocument();
  });

  it('K-19 shows no FIRST15 blurb for a customer with bookings', async () => {
    renderAccount();
    await ready();
    expect(screen.queryByText(/FIRST15/)).not.toBeInTheDocument();
  });

  it('K-19 shows the FIRST15 blurb for the default provider (demo: the referralBlurb part shown) when the customer has no bookings, not for another provider (acme: hidden)', async () => {
    expect(flowDecides('account-home', 'accountArea', demo, { session }).parts.referralBlurb).toBe(true);
    expect(flowDecides('account-home', 'accountArea', providerFixtures.acme!, { session }).parts.referralBlurb).toBe(false);
    await signIn({ email: 'new@example.com', password: 'new12345' });
    const { unmount } = renderAccount();
    await ready();
    expect(screen.getByText('New here? Use code FIRST15 for $15 off your first service.')).toBeInTheDocument();
    unmount();
    renderAccount({ config: providerFixtures.acme! });
    await ready();
    expect(screen.queryByText(/FIRST15/)).not.toBeInTheDocument();
  });
});

describe('accountArea: card actions (K-22..K-29)', () => {
  it('K-22 K-23 K-29 SCHEDULED today (5007): Check In, Reschedule, Cancel Service', async () => {
    renderAccount();
    await ready();
    const c = card(section('Upcoming Services'), /Civic/, '2:00 PM – 3:00 PM');
    expect(actionsOf(c)).toEqual(['Check In', 'Reschedule', 'Cancel Service']);
    expect(within(c).getByRole('link', { name: /^Check In/ })).toHaveAttribute('href', '/checkin/1001/5007');
  });

  it('K-23 K-29 scheduled on 14 March (5001): Reschedule and Cancel Service, no Check In', async () => {
    renderAccount();
    await ready();
    expect(actionsOf(card(section('Upcoming Services'), /Camry/, 'Saturday, March 14'))).toEqual(['Reschedule', 'Cancel Service']);
  });

  it('K-24 scheduled without a date (5006): Check Dates Again and Cancel Service', async () => {
    renderAccount();
    await ready();
    expect(actionsOf(card(section('Upcoming Services'), /Civic/, 'Date not yet set'))).toEqual(['Check Dates Again', 'Cancel Service']);
  });

  it('K-25 K-28 health check complete with a URL (5002): Receipt and Service Report (opens the report), no Cancel (K-29: a report)', async () => {
    renderAccount();
    await ready();
    const c = card(section('Upcoming Services'), /Civic/, '8:00 AM');
    expect(actionsOf(c)).toEqual(['Receipt', 'Service Report']);
    expect(within(c).getByRole('link', { name: /^Receipt/ })).toHaveAttribute('href', '/receipt/1001/5002');
    expect(within(c).getByRole('link', { name: /^Service Report/ })).toHaveAttribute('href', 'https://reports.example/health-check/5002');
  });

  it('K-27 K-29 suggested (5003): Confirm This Date (the proactive link with its date), Choose Different Date, Cancel Service', async () => {
    renderAccount();
    await ready();
    const c = within(section('Suggested Services')).getByRole('article');
    expect(actionsOf(c)).toEqual(['Confirm This Date', 'Choose Different Date', 'Cancel Service']);
    expect(within(c).getByRole('link', { name: /^Confirm This Date/ })).toHaveAttribute('href', '/proactive-scheduling/1001/5003/2026-03-20');
    expect(within(c).getByRole('link', { name: /^Choose Different Date/ })).toHaveAttribute('href', '/proactive-scheduling/1001/5003');
  });

  it('K-25 K-26 K-28 finished with a future upsell (5004): Receipt, Quote for Next Time, Service Report; cancelled past (5005): none', async () => {
    renderAccount();
    await ready();
    const past = section('Past Services');
    const c = card(past, /Camry/, 'February 18');
    expect(actionsOf(c)).toEqual(['Receipt', 'Quote for Next Time', 'Service Report']);
    expect(within(c).getByRole('link', { name: /^Quote for Next Time/ })).toHaveAttribute('href', '/quote/1001/5004');
    expect(actionsOf(card(past, /Civic/, 'March 5'))).toEqual([]);
  });

  it('K-23 Reschedule loads the work in change-booking mode and sends reschedule', async () => {
    const { send, booking } = renderAccount();
    await ready();
    await userEvent.click(within(card(section('Upcoming Services'), /Camry/, 'Saturday, March 14')).getByRole('button', { name: /^Reschedule/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'reschedule', scheduledWorkId: 5001 }));
    expect(booking()).toMatchObject({ changeBookingId: 5001, schedule: { date: '2026-03-14' }, vehicle: { id: 3001 } });
  });
});

describe('accountArea: Book A New Service (K-10, K-11)', () => {
  it('K-10 shows the complete saved vehicles and Add a New Vehicle; a vehicle starts a new booking with it', async () => {
    const { send, booking } = renderAccount();
    await ready();
    const s = section('Book A New Service');
    expect(within(s).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Book Service: Silver 2018 Honda Civic',
      'Book Service: Green 2019 Subaru Outback',
      'Book Service: Blue 2019 Toyota Camry',
      'Add a New Vehicle',
    ]);
    await userEvent.click(within(s).getByRole('button', { name: 'Book Service: Blue 2019 Toyota Camry' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookVehicle', vehicleId: 3001 });
    expect(booking()).toMatchObject({ vehicle: { id: 3001, make: 'Toyota' }, cart: [], changeBookingId: null });
    await userEvent.click(within(s).getByRole('button', { name: 'Add a New Vehicle' }));
    expect(send).toHaveBeenCalledWith({ type: 'addVehicle' });
  });

  it('K-11 a provider that skips vehicles (skipper: the vehicleChoices part hidden) shows one Book Service card', async () => {
    expect(flowDecides('account-home', 'accountArea', providerFixtures.skipper!, { session }).parts.vehicleChoices).toBe(false);
    expect(flowDecides('account-home', 'accountArea', demo, { session }).parts.vehicleChoices).toBe(true);
    const { send } = renderAccount({ config: providerFixtures.skipper! });
    await ready();
    const s = section('Book A New Service');
    expect(within(s).getAllByRole('button').map((b) => b.textContent)).toEqual(['Book Service']);
    await userEvent.click(within(s).getByRole('button', { name: 'Book Service' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookService' });
  });
});

describe('accountArea: My Account (K-12..K-18)', () => {
  it('K-12 K-14 K-15 shows the Stripe card on file when the provider uses a card processor (demo: paymentCard shown, processor stripe)', async () => {
    expect(flowDecides('account-home', 'accountArea', demo, { session })).toMatchObject({ parts: { paymentCard: true }, options: { processor: 'stripe' } });
    renderAccount();
    await ready();
    expect(within(section('My Account')).getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('K-14 K-15 a Square provider (acme: processor square) shows the Square card on file (square_last4), not the Stripe one', async () => {
    expect(flowDecides('account-home', 'accountArea', providerFixtures.acme!, { session })).toMatchObject({ parts: { paymentCard: true }, options: { processor: 'square' } });
    renderAccount({ config: providerFixtures.acme! });
    await ready();
    expect(within(section('My Account')).getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(within(section('My Account')).queryByText('Visa ending in 4242')).not.toBeInTheDocument();
    expect(within(section('My Account')).getByRole('button', { name: 'Update Payment' })).toBeInTheDocument();
  });

  it('K-14 shows no payment card without a card processor (the paymentCard part hidden)', async () => {
    const config = { ...demo, is_using_stripe: false, is_using_square: false };
    expect(flowDecides('account-home', 'accountArea', config, { session })).toMatchObject({ parts: { paymentCard: false }, options: { processor: null } });
    renderAccount({ config });
    await ready();
    expect(within(section('My Account')).queryByRole('button', { name: 'Update Payment' })).not.toBeInTheDocument();
    expect(within(section('My Account')).queryByText(/ending in/)).not.toBeInTheDocument();
  });

  it('K-13 a fleet user sees the Fleet Account card; the demo customer does not', async () => {
    renderAccount();
    await ready();
    expect(within(section('My Account')).queryByRole('heading', { name: 'Fleet Account' })).not.toBeInTheDocument();
  });

  it('K-13 shows the Fleet Account card stating the special privileges at checkout', async () => {
    await signIn({ email: 'fleet@example.com', password: 'fleet1234' });
    renderAccount();
    await ready();
    const fleet = within(section('My Account')).getByRole('region', { name: 'Fleet Account' });
    expect(fleet).toHaveTextContent('Your fleet account gives you special privileges at checkout.');
  });

  async function updateCardWith(number: string) {
    await userEvent.click(within(section('My Account')).getByRole('button', { name: 'Update Payment' }));
    await userEvent.type(await screen.findByLabelText('Card number'), number);
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Payment' }));
  }

  it('K-16 K-17 a new card is sent to POST /booking/update-payment-method/{customer_id} and "Active payment method successfully updated!" shows', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/booking/update-payment-method/')) void request.clone().json().then((b) => bodies.push(b));
    });
    renderAccount();
    await ready();
    await updateCardWith('4242 4242 4242 4242');
    expect(await screen.findByText('Active payment method successfully updated!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ customer_id: 1001, stripe_token: expect.any(String) });
    server.events.removeAllListeners();
  });

  it('K-18 a declined card (success false) shows "There was an error with your card. Please try again."', async () => {
    renderAccount();
    await ready();
    await updateCardWith('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error with your card. Please try again.');
  });

  it.each([
    { what: 'K-18 a non-200 answer shows the same card error', status: 500, said: 'There was an error with your card. Please try again.' },
    { what: 'K-16 K-18 a rate-limited card update (429) says the flow\'s "rate-limited" instead (issue 29)', status: 429, said: flowText('rate-limited') },
  ])('$what', async ({ status, said }) => {
    server.use(http.post(api('/booking/update-payment-method/:id'), () => HttpResponse.json({ Message: 'down' }, { status })));
    renderAccount();
    await ready();
    await updateCardWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
  });

  it('K-61 K-67 My Account has "My Garage"; following it sends openGarage, which the flow leads to /garage', async () => {
    const { send } = renderAccount();
    await ready();
    await userEvent.click(within(section('My Account')).getByRole('button', { name: 'My Garage' }));
    expect(send).toHaveBeenCalledWith({ type: 'openGarage' });
    const to = nextStep(bookingFlow, 'account-home', { type: 'openGarage' }, makeContext({ signedIn: true }), makeGuards());
    expect(to.to.path).toBe('/garage');
    expect(to.explanation.decidedBy).toBe('K-61-link');
  });
});

describe('accountArea: K-03', () => {
  it('K-03 a non-200 from GET /customer-info removes the token and sends sessionEnded', async () => {
    server.use(http.get(api('/customer-info'), () => HttpResponse.json({ Message: 'down' }, { status: 500 })));
    const { send } = renderAccount();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'sessionEnded' }));
    expect(getToken()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not load your account. Please log in again.');
  });

  it('K-03 a failure without an answer (network) keeps the token and offers Try again, which loads the account', async () => {
    let fail = true;
    server.use(http.get(api('/customer-info'), () => (fail ? HttpResponse.error() : undefined)));
    const { send } = renderAccount();
    const alert = await screen.findByRole('alert');
    expect(getToken()).not.toBeNull();
    expect(send).not.toHaveBeenCalledWith({ type: 'sessionEnded' });
    expect(alert).not.toHaveTextContent('Please log in again');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await ready();
    expect(getToken()).not.toBeNull();
  });
});

describe('accountArea: cancel dialog (K-30..K-39)', () => {
  const open = async (vehicle: RegExp, date: string) => {
    await userEvent.click(within(card(section('Upcoming Services'), vehicle, date)).getByRole('button', { name: /^Cancel Service/ }));
    return screen.findByRole('dialog', { name: 'Cancel Service' });
  };

  it('K-35 K-36 K-32 K-33 inside the cut-off with a card: the $25 fee, "Agree and Cancel Appointment", the PUT, the 10 s toast and the list refreshed', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') void request.clone().json().then((b) => bodies.push(b));
    });
    renderAccount({ config: withFee });
    await ready();
    const dialog = await open(/Civic/, '2:00 PM – 3:00 PM');
    expect(within(dialog).getByText('You will be charged a $25.00 cancellation fee')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Date or Time Conflict' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and Cancel Appointment' }));
    expect(await screen.findByText('Your booking was successfully cancelled')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      status: 'cancelled',
      cancellation_reason: 'Date or Time Conflict',
      cancellation_reason_details: null,
      cancellation_fee_to_charge: 25,
      token: null,
    });
    expect(CANCEL_TOAST_MS).toBe(10_000);
    await waitFor(() => expect(within(section('Upcoming Services')).queryAllByText(/2:00 PM – 3:00 PM/)).toHaveLength(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('K-38 outside the cut-off: "You will not be charged a cancellation fee" and a fee of 0', async () => {
    renderAccount({ config: withFee });
    await ready();
    const dialog = await open(/Camry/, 'Saturday, March 14');
    expect(within(dialog).getByText('You will not be charged a cancellation fee')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agree and Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('K-30 K-31 a reason is required; Other needs details; details keep at most 1020 characters', async () => {
    const { send } = renderAccount();
    await ready();
    const dialog = await open(/Camry/, 'Saturday, March 14');
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Date or Time Conflict', 'Serviced Elsewhere', 'Other']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAttribute('maxLength', '1020');
    expect(send).not.toHaveBeenCalled();
  });

  it('K-34 a failed cancel shows the server message in the dialog', async () => {
    server.use(http.put(api('/booking/scheduled-work/:id'), () => HttpResponse.json({ Status: 'error', Message: 'This appointment can no longer be cancelled.' }, { status: 400 })));
    renderAccount();
    await ready();
    const dialog = await open(/Camry/, 'Saturday, March 14');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Serviced Elsewhere' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This appointment can no longer be cancelled.');
  });

  it('K-39 the cancellation reminder shows for time_slots providers only (the cancelReminder part: acme shown, demo hidden)', async () => {
    expect(flowDecides('account-home', 'accountArea', providerFixtures.acme!, { session }).parts.cancelReminder).toBe(true);
    expect(flowDecides('account-home', 'accountArea', demo, { session }).parts.cancelReminder).toBe(false);
    const { unmount } = renderAccount({ config: { ...withFee, scheduling_system: 'time_slots' } });
    await ready();
    let dialog = await open(/Camry/, 'Saturday, March 14');
    expect(within(dialog).getByText(/appointments cancelled within 24 hours/)).toBeInTheDocument();
    unmount();
    renderAccount({ config: withFee });
    await ready();
    dialog = await open(/Camry/, 'Saturday, March 14');
    expect(within(dialog).queryByText(/appointments cancelled within/)).not.toBeInTheDocument();
  });

  it('Keep Appointment closes the dialog without a call', async () => {
    renderAccount();
    await ready();
    const dialog = await open(/Camry/, 'Saturday, March 14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('accountArea: a full customer record (K-68..K-70)', () => {
  it('K-67 K-68 K-69 K-70 renders a GET /customer-info answer carrying every field the spec names', async () => {
    const customer = {
      customer_id: 1001, first_name: 'Dana', last_name: 'Demo', email: 'demo@example.com', phone: '5555550101',
      stripe_last4: '4242', stripe_brand: 'Visa', square_last4: null, square_brand: null, is_fleet_user: false, default_client_location_id: 1,
    };
    const vehicle = { vehicle_id: 3001, id: 3001, display_name: '2019 Toyota Camry', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue' };
    const line = {
      id: 1, service_offering_id: 201, short_name: 'Oil', long_name: 'Oil Change', display_name: 'Oil Change', parts_cost_dollars: 30,
      labor_cost_dollars: 40, total_cost_dollars: 70, is_upsell: false, upsell_status: null, marketing_url: null, employee_note: null,
      scheduled_work_id: 7001, quote_option_id: null,
    };
    const work = {
      id: 7001, scheduled_work_id: 7001, customer_id: 1001, customer, vehicle, vehicle_id: 3001, status: 'scheduled', date: '2026-03-14',
      confirmed_appointment_start_time: null, plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', services: [line],
      client_location_id: null, client_location: null,
      customer_address: {
        customer_address_id: 4001, address_line_1: '12 Elm Street', city: 'Springfield', state: 'VA', postal_code: '22150',
        one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150', time_zone: 'America/New_York',
      },
      keyosk: null, parking: null, box: null, service_vehicle_id: 901, tax_rate_percent: 6, coupon_detail: null, coupon_code: null,
      coupon_amount_dollars: 0, custom_discount_amount_dollars: 0, custom_discount_reason: null, tip_amount_dollars: 0, subtotal_dollars: 70,
      sales_tax_dollars: 4.2, shop_fee_dollars: 0, minimum_service_charge_amount_dollars: 0, total_taxed_price_dollars: 74.2,
      amount_paid_dollars: 0, payment_method: { is_stripe: true, is_square: false, name: 'Stripe' }, square_card_id: null,
      hc_is_complete: false, health_check_url: null, customer_location: null, created_at: '2026-03-01T10:00:00Z', customer_note: null,
      key_exchange_note: null, is_handraise: false, additional_phone_numbers: [], has_credit_card: true,
    };
    server.use(http.get(api('/customer-info'), () => HttpResponse.json({ customer, vehicles: [vehicle], scheduled_works: [work] })));
    const { send } = renderAccount();
    await ready();
    const c = within(section('Upcoming Services')).getByRole('article');
    expect(c).toHaveTextContent('Saturday, March 14, 2026');
    expect(c).toHaveTextContent('9:00 AM – 11:00 AM EDT');
    expect(c).toHaveTextContent('Oil Change');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('accountArea: the cancellation policy from the flow and the named facts (K-23, K-29, K-35..K-38)', () => {
  const open = async (vehicle: RegExp, date: string) => {
    await userEvent.click(within(card(section('Upcoming Services'), vehicle, date)).getByRole('button', { name: /^Cancel Service/ }));
    return screen.findByRole('dialog', { name: 'Cancel Service' });
  };

  it('K-35 K-36 fleetco charges $25 within 24 hours (the cancellationFee part shown, the fee and cut-off computed); demo charges none', async () => {
    const fleetco = providerFixtures.fleetco!;
    expect(flowDecides('account-home', 'accountArea', fleetco, { session })).toMatchObject({
      parts: { cancellationFee: true },
      options: { cancellationFeeDollars: 25, cancellationCutOffHours: 24 },
    });
    expect(flowDecides('account-home', 'accountArea', demo, { session }).parts.cancellationFee).toBe(false);
    const { unmount } = renderAccount({ config: fleetco });
    await ready();
    expect(within(await open(/Civic/, '2:00 PM – 3:00 PM')).getByText('You will be charged a $25.00 cancellation fee')).toBeInTheDocument();
    unmount();
    renderAccount();
    await ready();
    expect(within(await open(/Civic/, '2:00 PM – 3:00 PM')).getByText('You will not be charged a cancellation fee')).toBeInTheDocument();
  });

  it('K-23 K-29 K-35 K-36 reports each appointment’s reschedule window, cancel window and cancellation fee as named facts, with why', async () => {
    const reported: NamedFact[][] = [];
    renderAccount({ config: withFee, report: (facts) => reported.push([...facts]) });
    await ready();
    await waitFor(() => expect(reported.length).toBeGreaterThan(0));
    const facts = new Map(reported.at(-1)!.map((f) => [f.name, f]));
    // 5007: SCHEDULED today at 14:00 in New York, 2.5 h from 11:30: inside the 24 h cut-off, the demo customer's Visa on file.
    expect(facts.get('cancellationFee#5007')).toEqual({
      name: 'cancellationFee#5007',
      value: { applies: true, cents: 2500, canCancel: true },
      because: 'starts Tue, Mar 10, 2:00 PM EDT, 2.5 h from now, within the 24 h cut-off: a card on file: $25.00',
    });
    // 5001: Saturday 14 March 9:00, 93.5 h away.
    expect(facts.get('cancellationFee#5001')).toMatchObject({ value: { applies: false, cents: 0, canCancel: true }, because: 'starts Sat, Mar 14, 9:00 AM EDT, 93.5 h from now, outside the 24 h cut-off: no fee' });
    expect(facts.get('rescheduleWindow#5001')).toMatchObject({ value: true, because: expect.stringContaining('4 days ahead') });
    expect(facts.get('rescheduleWindow#5006')).toMatchObject({ value: false, because: 'status "scheduled", no date yet: Check Dates Again instead of Reschedule' });
    expect(facts.get('cancelWindow#5003')).toMatchObject({ value: true });
    // 5002 is checked in with a report: no cancel window or fee; the finished 5008 none at all.
    expect(facts.has('cancellationFee#5002')).toBe(false);
    expect([...facts.keys()].some((k) => k.endsWith('#5008'))).toBe(false);
  });
});
