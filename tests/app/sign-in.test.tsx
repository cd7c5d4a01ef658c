// @vitest-environment jsdom
/**
 * Sign-in, sign-out and the header navigation in the whole app (flows/booking.flow.json steps login,
 * logout, reset-password; src/app/header-nav.tsx): where the flow sends the customer (J-07..J-09, J-12,
 * J-18), what sign-out forgets (J-11) and what the header offers (A-48, A-49, J-10).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from '../../src/api/client';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_TOKEN, DEMO_RESET_IDS } from '../../mocks/world/ids';
import { resetWorld } from '../../mocks/world';
import { renderApp, useAppMockServer } from '../support/render-app';

useAppMockServer();
afterEach(() => {
  clearToken();
  resetWorld();
});

// The page's banner is the first: jsdom's role table also counts a step's own <header> inside <main> as a banner
// (browsers do not), so once the home page's widgets have drawn there are two.
const header = () => screen.getAllByRole('banner')[0]!;
const nav = () => within(header()).getByRole('navigation', { name: 'Account' });

async function signIn(password = DEMO_CUSTOMER_PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), DEMO_CUSTOMER_EMAIL);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('sign-in (J-07..J-09)', () => {
  it('J-07 after signing in the customer lands on the safe redirect', async () => {
    renderApp('demo', '/login?redirect=%2Fpricing%2Fplace');
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/pricing/place'));
    expect(getToken()).toMatch(/^sess-1001-/);
  });

  it('J-07 a redirect that leaves the origin is refused: the account (J-08)', async () => {
    renderApp('demo', '/login?redirect=%2F%2Fevil.example%2Fx');
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
  });

  it('J-08 without a redirect the customer lands on /account', async () => {
    renderApp('demo', '/login');
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
  });

  it('J-09 a signed-in customer visiting /login is sent on (to the safe redirect, else /account)', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    renderApp('demo', '/login?redirect=%2Fpricing%2Fplace');
    await waitFor(() => expect(window.location.pathname).toBe('/pricing/place'));
  });

  it('J-04 a wrong password keeps the customer on /login with the message', async () => {
    renderApp('demo', '/login');
    await signIn('nope-nope');
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('J-18 a reset with a token signs in and goes to the safe redirect', async () => {
    renderApp('demo', `/reset-password/${DEMO_RESET_IDS.valid}?redirect=%2Fpricing%2Fplace`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pricing/place'));
    expect(getToken()).not.toBeNull();
    expect(within(await screen.findByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Appointments' })).toBeInTheDocument();
  });
});

describe('log out (J-11, J-12)', () => {
  it('J-11 J-12 /logout removes the token and the customer data, keeps the configuration, and goes to /', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    renderApp('demo', '/logout');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The provider's configuration stays: the branded header is still drawn, now for a visitor.
    expect(within(header()).getByText('Demo Mobile Auto Care')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Log out' })).toBeNull();
  });
});

describe('header navigation (A-48, A-49, J-10)', () => {
  it('A-48 visitors see Log In (a plain /login off the J-10 paths)', async () => {
    renderApp('demo', '/pricing/begin');
    expect(within(await screen.findByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('A-49 signed-in customers see Appointments, My Account and Log out', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    renderApp('demo', '/pricing/begin');
    const links = within(await screen.findByRole('navigation', { name: 'Account' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Appointments', '/account'],
      ['My Account', '/settings'],
      ['Log out', '/logout'],
    ]);
  });
});
