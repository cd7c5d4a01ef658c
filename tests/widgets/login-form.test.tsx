// @vitest-environment jsdom
/**
 * The `loginForm` widget (/login, J-01..J-06) against the MSW mock back end: required fields, the md5
 * sign-in, the failure text, the processing state and what a success stores. Where it leads (J-07..J-09)
 * is the flow's: tests/app/sign-in.test.tsx.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken } from '../../src/api/client';
import { authKeys } from '../../src/api/auth-keys';
import type { BookingState } from '../../src/booking/booking-state';
import { DEMO_CAMRY, OIL_CHANGE_LINE } from '../../src/booking/sample-booking';
import LoginForm from '../../src/widgets/login-form/login-form';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../mocks/world/ids';
import { server, useMockServer } from '../api/harness';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
afterEach(cleanup);

const texts = stepTexts('login', { requireStep: true });

function renderLogin(booking: Partial<BookingState> = {}) {
  return renderFlowWidget(LoginForm, { text: textFrom(texts, { step: 'login' }), booking, at: '/login', stableDispatch: true });
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('loginForm (/login)', () => {
  it('J-01 J-02 e-mail and password are both required: "Required" under each, nothing is sent', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/user/sign-in')) calls++;
    });
    const { send } = renderLogin();
    await signInWith('', '');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Required');
    expect(calls).toBe(0);
    expect(send).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('J-03 sends POST /user/sign-in with the e-mail and the md5 of the password, never the password', async () => {
    let body: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/user/sign-in')) body = (await request.clone().json()) as Record<string, unknown>;
    });
    const { send } = renderLogin();
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(body).toEqual({ email: DEMO_CUSTOMER_EMAIL, md5: md5(DEMO_CUSTOMER_PASSWORD) });
    server.events.removeAllListeners();
  });

  it('J-04 shows "Invalid username or password." after a wrong password and stays signed out', async () => {
    const { send } = renderLogin();
    await signInWith(DEMO_CUSTOMER_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(send).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('J-04 a rate-limited sign-in (429) says "try again in a moment", not that the password is wrong (issue 29)', async () => {
    server.use(http.post('*/api/user/sign-in', () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 })));
    const { send } = renderLogin();
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid username or password.');
    expect(send).not.toHaveBeenCalled();
  });

  it('J-02 J-04 a corrected press clears the "Required" notes and the failure before the sign-in succeeds', async () => {
    const { send } = renderLogin();
    await signInWith('', '');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Required');
    await signInWith(DEMO_CUSTOMER_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Password/)).not.toHaveAccessibleDescription('Required');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), DEMO_CUSTOMER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('J-04 an unknown e-mail shows the same text', async () => {
    renderLogin();
    await signInWith('nobody@example.com', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  });

  it('J-05 shows a processing state while the sign-in runs', async () => {
    server.use(
      http.post('*/api/user/sign-in', async () => {
        await delay(150);
        return undefined; // on to the mock back end's handler
      }),
    );
    const { send } = renderLogin();
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect(await screen.findByRole('button', { name: 'Logging In...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('J-06 on success stores the token and the customer, vehicles and scheduled works; a typed home address gives way to the saved ones', async () => {
    const { send, client, latest } = renderLogin({
      placeMode: 'home',
      homeAddress: { id: null, address_line_1: '7 Birch Lane', city: 'Springfield', state: 'VA', postal_code: '22150' } as BookingState['homeAddress'],
      guest: true,
    });
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(getToken()).toMatch(/^sess-1001-/);
    const info = client.getQueryData<{ customer: { customer_id: number }; vehicles: unknown[]; scheduled_works: unknown[] }>(authKeys.customerInfo());
    expect(info?.customer.customer_id).toBe(1001);
    expect(info?.vehicles.length).toBeGreaterThan(0);
    expect(Array.isArray(info?.scheduled_works)).toBe(true);
    expect(latest.booking).toMatchObject({ placeMode: 'none', homeAddress: null, vehicle: null, guest: false });
    // The password is kept nowhere but the form.
    expect(JSON.stringify(sessionStorage)).not.toContain(DEMO_CUSTOMER_PASSWORD);
  });

  it('J-06 issue 26 the looked-up vehicle becomes the saved one with the same plate and state; the cart stays', async () => {
    const cart = [{ ...OIL_CHANGE_LINE }];
    const { send, latest } = renderLogin({
      vehicle: { ...DEMO_CAMRY, id: null, plate: 'ABC1234', plateState: 'VA', vin: null },
      cart,
    });
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(latest.booking.vehicle).toMatchObject({ id: 3001, plate: 'ABC1234', plateState: 'VA' });
    expect(latest.booking.cart).toEqual(cart);
  });

  it('J-06 issue 26 a new vehicle (no saved one matches) is saved to the account and stays the booking’s', async () => {
    let created: Record<string, unknown> | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/vehicle')) created = (await request.clone().json()) as Record<string, unknown>;
    });
    const { send, latest } = renderLogin({
      vehicle: { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', plate: 'NEW2026', plateState: 'VA', displayName: '2020 Honda Civic' },
    });
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(created).toMatchObject({ customer_id: 1001, make: 'Honda', model: 'Civic', license_plate_number: 'NEW2026', license_plate_state: 'VA' });
    expect(latest.booking.vehicle).toMatchObject({ make: 'Honda', model: 'Civic', plate: 'NEW2026' });
    expect(latest.booking.vehicle?.id).toEqual(expect.any(Number));
    server.events.removeAllListeners();
  });

  it('J-06 issue 26 a failed save of the new vehicle leaves none: the saved ones are offered next', async () => {
    server.use(http.post('*/api/vehicle', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { send, latest } = renderLogin({
      vehicle: { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', plate: 'NEW2027', plateState: 'VA', displayName: '2020 Honda Civic' },
    });
    await signInWith(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedIn' }));
    expect(latest.booking.vehicle).toBeNull();
  });

  it('J-01 links to /forgot-password', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
