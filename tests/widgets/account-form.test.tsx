// @vitest-environment jsdom
/**
 * The `accountForm` widget (/pricing/account) against the MSW mock back end: the flow's own options and
 * messages, each validation message, account vs guest sign-up (the request captured), 409, invalid
 * password, other failures and what follows a sign-up (vehicles, the visitor's address and vehicle).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import bookingFlow from '../../flows/booking.flow.json';
import { getToken } from '../../src/api/client';
import { emptyBooking, type BookingAddress, type BookingState, type CartLine } from '../../src/booking/booking-state';
import AccountForm from '../../src/widgets/account-form/account-form';
import { maskPhone, signupInput, accountFeatures } from '../../src/widgets/account-form/account-model';
import { unsavedVehicleFields } from '../../src/widgets/vehicle-shared/unsaved-vehicle-fields';
import { hasPrecompiledValidator } from '../../src/ui/form/form-validator';
import { server, useMockServer } from '../api/harness';
import { stepTexts } from './place-harness';
import { renderFlowWidget } from './support/render-flow-widget';
import { textFrom } from './support/step-texts';
import { flowDecides } from './support/flow-decides';
import { providerFixtures } from '../../mocks/fixtures/providers';

useMockServer();
afterEach(cleanup);

type FlowStep = { id: string; widgets: { widget: string; options?: unknown }[] };
const accountStep = (bookingFlow.steps as FlowStep[]).find((s) => s.id === 'account')!;
const options = accountStep.widgets.find((w) => w.widget === 'accountForm')!.options as { schema: RJSFSchema };
/** What the booking flow decides for the account form of a visitor with this configuration (options, parts, content). */
const decided = (config: Record<string, unknown>) => flowDecides('account', 'accountForm', config);
const texts = stepTexts('account');

const DEMO = {
  customer_facing_name: 'Demo Auto Care',
  is_guest_checkout_enabled: false,
  is_how_did_hear_question_enabled: true,
  how_did_hear_options: ['Google', 'Facebook', 'A friend', 'Flyer', 'Other'],
};
const ACME = { customer_facing_name: 'Acme', is_guest_checkout_enabled: true, is_how_did_hear_question_enabled: false };
const FLEETCO = { customer_facing_name: 'FleetCo', is_guest_checkout_enabled: false, show_fleet_in_booking_app: true };

const typedHome: BookingAddress = {
  id: null,
  address_line_1: '7 Birch Lane',
  city: 'Springfield',
  state: 'VA',
  postal_code: '22151',
  one_line_human_readable_address: '7 Birch Lane, Springfield, VA 22151',
};
const oilChange = { service_offering_id: 201, long_name: 'Oil Change', total_cost_dollars: 89.99, kind: 'standard', quantity: 1 } as unknown as CartLine;
const visitorBooking: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: typedHome,
  vehicle: { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' },
  cart: [oilChange],
};

/** Requests the widget made, with their JSON bodies. */
let requests: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  requests = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname.replace(/^\/api/, ''), body: undefined as unknown };
    requests.push(entry);
    if (request.method !== 'GET') void request.clone().text().then((t) => (entry.body = t ? JSON.parse(t) : undefined));
  });
});
const signupBody = () => requests.find((r) => r.path === '/booking/customer-signup')?.body as { customer: Record<string, unknown>; pricing: unknown } | undefined;

function renderAccount(config: Record<string, unknown>, booking: Partial<BookingState> = visitorBooking) {
  const flow = decided(config);
  const { send, booking: current } = renderFlowWidget(AccountForm, {
    name: 'accountForm',
    options: flow.options as Parameters<typeof AccountForm>[0]['options'],
    parts: flow.parts as Parameters<typeof AccountForm>[0]['parts'],
    text: textFrom(texts),
    booking,
    values: (state) => ({ config, content: flow.content, formData: state.forms.account }),
    at: '/',
    stableDispatch: false,
  });
  return { send, booking: current, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, f: { first?: string; last?: string; email?: string; phone?: string; password?: string }) {
  if (f.first !== undefined) await user.type(screen.getByLabelText(/^First name/), f.first);
  if (f.last !== undefined) await user.type(screen.getByLabelText(/^Last name/), f.last);
  if (f.email !== undefined) await user.type(screen.getByLabelText(/^Email/), f.email);
  if (f.phone !== undefined) await user.type(screen.getByLabelText(/^Mobile phone/), f.phone);
  if (f.password !== undefined) await user.type(screen.getByLabelText(/^Password/), f.password);
}
const createButton = () => screen.getByRole('button', { name: 'Create account & continue' });

describe('accountForm: fields per provider (E-01..E-03, OPEN-70)', () => {
  it('uses the flow schema’s precompiled validator (no compilation at run time)', () => {
    expect(hasPrecompiledValidator(options.schema as RJSFSchema)).toBe(true);
  });

  it('E-01 E-02 demo: names, email, phone, a required password, the how-did-you-hear select; no fleet field; one button', async () => {
    renderAccount(DEMO);
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Mobile phone/, /^Password\*/]) expect(await screen.findByLabelText(label)).toBeInTheDocument();
    const heard = screen.getByRole('combobox', { name: /How did you hear about us/ });
    expect(within(heard).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select one', 'Google', 'Facebook', 'A friend', 'Flyer', 'Other']);
    expect(screen.queryByLabelText(/Fleet account name/)).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Create account & continue']);
  });

  it('E-07 issue 29 the mobile phone is a text field with a number keypad: its tel-national autofill is not allowed on type="tel"', async () => {
    renderAccount(DEMO);
    const phone = await screen.findByLabelText(/^Mobile phone/);
    expect(phone).toHaveAttribute('type', 'text');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('E-03 E-08 acme (guest checkout): Continue as guest and Create account & continue, the password optional, no select', async () => {
    renderAccount(ACME);
    expect(await screen.findByLabelText('Password (optional)')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Create account & continue', 'Continue as guest']);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('OPEN-70 fleetco (show_fleet_in_booking_app): the fleet account name field', async () => {
    renderAccount(FLEETCO);
    expect(await screen.findByLabelText('Fleet account name (optional)')).toBeInTheDocument();
  });
});

describe('accountForm: the parts the flow decides (issue 23)', () => {
  const parts = (provider: string) => decided(providerFixtures[provider] as Record<string, unknown>).parts;

  it('E-02 E-03 OPEN-70 the parts follow the provider fixtures', () => {
    expect(parts('demo')).toEqual({ guestCheckout: false, fleet: false, howDidHear: true });
    expect(parts('acme')).toEqual({ guestCheckout: true, fleet: false, howDidHear: false });
    expect(parts('fleetco')).toEqual({ guestCheckout: false, fleet: true, howDidHear: false });
  });

  it('E-02 howDidHear shown (demo) with the provider\'s choices; hidden when the flow hides it even with choices in the content', async () => {
    renderAccount(providerFixtures.demo as Record<string, unknown>);
    expect(await screen.findByRole('combobox', { name: /How did you hear about us/ })).toBeInTheDocument();
    cleanup();
    renderAccount({ ...(providerFixtures.demo as Record<string, unknown>), is_how_did_hear_question_enabled: false });
    await screen.findByLabelText(/^Password\*/);
    expect(screen.queryByRole('combobox', { name: /How did you hear about us/ })).toBeNull();
  });

  it('E-03 guestCheckout shown (acme): Continue as guest; hidden (demo): one button and a required password', async () => {
    renderAccount(providerFixtures.acme as Record<string, unknown>);
    expect(await screen.findByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    cleanup();
    renderAccount(providerFixtures.demo as Record<string, unknown>);
    expect(await screen.findByLabelText(/^Password\*/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('OPEN-70 fleet shown (fleetco): the fleet account name; hidden (demo): none', async () => {
    renderAccount(providerFixtures.fleetco as Record<string, unknown>);
    expect(await screen.findByLabelText('Fleet account name (optional)')).toBeInTheDocument();
    cleanup();
    renderAccount(providerFixtures.demo as Record<string, unknown>);
    await screen.findByLabelText(/^First name/);
    expect(screen.queryByLabelText('Fleet account name (optional)')).toBeNull();
  });
});

describe('accountForm: validation (E-04..E-08)', () => {
  it('E-04 E-05 E-06 E-07 E-08 an empty form shows every required message and calls nothing', async () => {
    const { send, user } = renderAccount(DEMO);
    await user.click(await screen.findByRole('button', { name: 'Create account & continue' }));
    for (const key of ['first-name-required', 'last-name-required', 'email-required', 'phone-required', 'password-required']) {
      expect(await screen.findByText(texts[key]!)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('E-04 E-05 names of spaces only, E-06 an invalid email, E-07 a short phone', async () => {
    const { user } = renderAccount(ACME);
    await fill(user, { first: '   ', last: ' ', email: 'ada@example', phone: '555010' });
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile phone as 555-555-5555.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a password.')).toBeNull(); // E-08: optional with guest checkout
    expect(requests).toEqual([]);
  });

  it('E-07 the phone is masked 3-3-4 as typed; letters are dropped; more than 10 digits stay invalid', async () => {
    const { user } = renderAccount(DEMO);
    const phone = await screen.findByLabelText(/^Mobile phone/);
    await user.type(phone, '(555) 0a10-7788');
    expect(phone).toHaveValue('555-010-7788');
    expect(maskPhone('15550107788')).toBe('155-501-07788');
    expect(maskPhone('555')).toBe('555');
    expect(maskPhone('5550')).toBe('555-0');
  });
});

describe('accountForm: sign-up (E-09..E-17)', () => {
  it('E-09 E-10 E-11 E-12 E-17 creates the account: +1 phone, md5 password, how_did_hear; stores the token; saves the visitor’s address and vehicle; sends signedUp', async () => {
    const { send, booking, user } = renderAccount(DEMO);
    await fill(user, { first: ' Ada ', last: 'Lovelace', email: 'ada@example.com', phone: '5550107788', password: 'secret123' });
    await user.selectOptions(screen.getByRole('combobox', { name: /How did you hear/ }), 'A friend');
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedUp' }));
    const body = signupBody()!;
    expect(body.customer).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+15550107788',
      client_location_id: null,
      how_did_hear: 'A friend',
      fleet_account_name: null,
      is_fleet_user: false,
      md5: md5('secret123'),
    });
    expect(JSON.stringify(body)).not.toContain('secret123');
    expect(body.pricing).toEqual({ subtotal_dollars: 89.99, services: [{ service_offering_id: 201, quantity: 1 }] });
    expect(getToken()).toMatch(/sess-/);
    // B-29/B-40 the typed address's service area checked again; E-17 then the visitor's drafts, at once (a new
    // customer has no saved vehicle to match): GET /vehicle, POST /customer/address, POST /vehicle.
    const calls = requests.map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(0, 2)).toEqual(['GET /service-area', 'POST /booking/customer-signup']);
    expect(calls.slice(2).sort()).toEqual(['GET /vehicle', 'POST /customer/address', 'POST /vehicle']);
    const b = booking();
    expect(b.customer).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 010-7788' });
    expect(b.accountExists).toBe(true);
    expect(b.guest).toBe(false);
    expect(b.homeAddress?.id).toEqual(expect.any(Number));
    expect(b.vehicle?.id).toEqual(expect.any(Number));
    expect(JSON.stringify(b)).not.toContain('secret123');
  });

  it('E-09 issue 28 two quick presses (the second before the busy state is drawn) make one account', async () => {
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada2@example.com', phone: '5550107788', password: 'secret123' });
    await user.selectOptions(screen.getByRole('combobox', { name: /How did you hear/ }), 'A friend');
    // Both presses in one act: React draws nothing between them.
    act(() => {
      createButton().click();
      createButton().click();
    });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedUp' }));
    expect(requests.filter((r) => r.path === '/booking/customer-signup')).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('E-09 issue 28 while the sign-up runs the pressed button says Please wait and keeps the focus; the fields are left as typed; another press makes no second account', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('http://localhost/api/booking/customer-signup', async () => {
      await answered;
      return HttpResponse.json({ Message: 'boom' }, { status: 500 });
    }));
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada3@example.com', phone: '5550107788', password: 'secret123' });
    await user.selectOptions(screen.getByRole('combobox', { name: /How did you hear/ }), 'A friend');
    await user.click(createButton());
    const waiting = await screen.findByRole('button', { name: 'Please wait…' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting).toHaveFocus();
    // The form is not drawn again disabled (a whole rjsf render before the answer could be read, issue 28).
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada3@example.com');
    await user.click(waiting);
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(requests.filter((r) => r.path === '/booking/customer-signup')).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    expect(createButton()).not.toHaveAttribute('aria-disabled');
  });

  it('E-09 fleetco: the workplace, the fleet account name and is_fleet_user', async () => {
    const { send, user } = renderAccount(FLEETCO, {
      placeMode: 'workplace',
      clientLocation: { id: 1, name: 'Acme Corp Headquarters' },
      cart: [oilChange],
    });
    await fill(user, { first: 'Flo', last: 'Fleet', email: 'flo@fleet.example', phone: '555-010-2233', password: 'pw' });
    await user.type(screen.getByLabelText('Fleet account name (optional)'), 'FleetCo Logistics');
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedUp' }));
    expect(signupBody()!.customer).toMatchObject({ client_location_id: 1, fleet_account_name: 'FleetCo Logistics', is_fleet_user: true, how_did_hear: null });
  });

  it('E-11 E-23 acme guest: no password sent (even one typed), booking.guest, sends guestContinue', async () => {
    const { send, booking, user } = renderAccount(ACME);
    await fill(user, { first: 'Gus', last: 'Guest', email: 'gus@example.com', phone: '5550109999', password: 'typed-anyway' });
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'guestContinue' }));
    expect(signupBody()!.customer).not.toHaveProperty('md5');
    expect(booking().guest).toBe(true);
    expect(booking().accountExists).toBe(false);
    expect(booking().customer.email).toBe('gus@example.com');
  });

  it('E-13 E-14 an existing e-mail without a password (409): the notice with Log In and Reset Password links', async () => {
    const { send, user } = renderAccount(ACME);
    await fill(user, { first: 'Dana', last: 'Demo', email: 'demo@example.com', phone: '5550100100' });
    await user.click(createButton());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This email is already associated with an account. Please Log In or Reset Password.');
    expect(within(notice).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fpricing%2Fschedule');
    expect(within(notice).getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgot-password');
    expect(send).not.toHaveBeenCalled();
    expect(createButton()).toBeEnabled();
  });

  it('E-15 an existing e-mail with a wrong password: the Incorrect Password modal', async () => {
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Dana', last: 'Demo', email: 'demo@example.com', phone: '5550100100', password: 'wrong' });
    await user.click(createButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Incorrect Password' });
    expect(dialog).toHaveTextContent(texts['incorrect-password']!);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(send).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('E-12 E-19 an existing e-mail with the right password signs in: accountExists, the saved Camry is matched, not created', async () => {
    const { send, booking, user } = renderAccount(DEMO, {
      placeMode: 'home',
      homeAddress: { ...typedHome, address_line_1: '12 Elm Street', postal_code: '22150' },
      vehicle: { id: null, type: 'automobile', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', vin: '4T1B11HK5KU123456', plate: 'ABC1234', plateState: 'VA', displayName: '2019 Toyota Camry' },
      cart: [],
    });
    await fill(user, { first: 'Dana', last: 'Demo', email: 'demo@example.com', phone: '5550100100', password: 'demo1234' });
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedUp' }));
    expect(booking().accountExists).toBe(true);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/booking/customer-signup']);
    expect(booking().homeAddress?.id).toBe(4001);
    expect(booking().vehicle?.id).toBe(3001);
  });

  it('E-16 issue 26 any other failure: "Sorry, something went wrong. Please try again." above the buttons, with the focus', async () => {
    server.use(http.post('http://localhost/api/booking/customer-signup', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, something went wrong. Please try again.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('B-41 the typed address cannot be created after sign-up: the message and addressCreateFailed', async () => {
    server.use(http.post('http://localhost/api/customer/address', () => HttpResponse.json({ Message: 'nope' }, { status: 400 })));
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada2@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'addressCreateFailed' }));
    expect(await screen.findByText(texts['address-create-failed']!)).toBeInTheDocument();
  });

  it('B-29 B-40 an address let through while the service area failed is checked again before the sign-up: not served → the message, no account, placeNotServed', async () => {
    const unserved: BookingAddress = { ...typedHome, postal_code: '90210', one_line_human_readable_address: '7 Birch Lane, Springfield, VA 90210' };
    const { send, user, booking } = renderAccount(DEMO, { ...visitorBooking, homeAddress: unserved });
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada3@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'placeNotServed' }));
    expect(await screen.findByText('Sorry, we do not yet do at-home services in 90210.')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /service-area']);
    expect(getToken()).toBeNull();
    expect(booking().forms.account).toMatchObject({ first_name: 'Ada', email: 'ada3@example.com' }); // what was typed is kept
  });

  it('B-40 the service area failing again does not block the sign-up (the back end refuses an unserved address: B-41)', async () => {
    server.use(http.get('http://localhost/api/service-area', () => new HttpResponse(null, { status: 503 })));
    const unserved: BookingAddress = { ...typedHome, postal_code: '90210' };
    const { send, user } = renderAccount(DEMO, { ...visitorBooking, homeAddress: unserved });
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada4@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'addressCreateFailed' }));
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts[0]).toBe('/booking/customer-signup');
    expect(posts.slice(1).sort()).toEqual(['/customer/address', '/vehicle']);
    expect(send).not.toHaveBeenCalledWith({ type: 'signedUp' });
  });

  it('B-41 a rate-limited address creation (429) says "try again in a moment" instead of "add a new address"', async () => {
    server.use(http.post('http://localhost/api/customer/address', () => new HttpResponse(null, { status: 429 })));
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada6@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'addressCreateFailed' }));
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('a rate-limited sign-up (429) says "try again in a moment"', async () => {
    server.use(http.post('http://localhost/api/booking/customer-signup', () => HttpResponse.json({ Message: 'slow down' }, { status: 429 })));
    const { send, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', last: 'Lovelace', email: 'ada5@example.com', phone: '5550107788', password: 'x' });
    await user.click(createButton());
    expect(await screen.findByText('Too many requests right now. Please try again in a moment.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps typed data (never the password) in the booking’s drafts and restores it', async () => {
    const { booking, user } = renderAccount(DEMO);
    await fill(user, { first: 'Ada', password: 'secret' });
    expect(booking().forms.account).toEqual({ first_name: 'Ada' });
    cleanup();
    renderAccount(DEMO, { ...visitorBooking, forms: { account: { first_name: 'Ada', password: 'leaked?' } } });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});

describe('account model', () => {
  it('E-10 signupInput: +1 and 10 digits; no password for a guest; hidden fields not sent', () => {
    const features = accountFeatures(decided(ACME).parts as Parameters<typeof accountFeatures>[0], decided(ACME).content);
    const input = signupInput(
      { first_name: 'A', last_name: 'B', email: ' a@b.co ', phone: '555-010-7788', password: 'pw', fleet_account_name: 'X', how_did_hear: 'Google' },
      { ...emptyBooking(), placeMode: 'shop', clientLocation: { id: 7, name: 'Shop' } },
      features,
      true,
    );
    expect(input.customer).toEqual({
      first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '+15550107788', client_location_id: 7, how_did_hear: null, fleet_account_name: null, is_fleet_user: false,
    });
  });

  it('C-47 the unsaved vehicle: the typed fields the vehicle step kept, else the booking’s', () => {
    const vehicle = { id: null, type: 'automobile' as const, year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' };
    expect(unsavedVehicleFields({ vehicle, forms: { 'vehicle-lookup': { year: 2020, make: 'Honda', model: 'Civic', input_method_type: 'ymm' } } })).toMatchObject({
      input_method_type: 'ymm',
      color: 'Red',
    });
    expect(unsavedVehicleFields({ vehicle, forms: {} })).toMatchObject({ year: 2020, make: 'Honda', model: 'Civic', vehicleType: 'automobile' });
    expect(unsavedVehicleFields({ vehicle: { ...vehicle, id: 5 }, forms: {} })).toBeNull();
  });
});
