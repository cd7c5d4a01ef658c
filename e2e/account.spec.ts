/**
 * The account step of issue 6 (ledger E-01..E-24): /pricing/account (accountForm) and /pricing/save
 * (allSet), driven as a visitor would from the place step, for demo (how-did-you-hear, password
 * required), acme (guest checkout, home only) and fleetco (fleet account name, workplace only). The mock
 * back end lives in the tab, so each test starts with the seeded accounts (demo@example.com / demo1234).
 */
import { expect, test, type Page } from '@playwright/test';
import type { BookingState, CartLine } from '../src/booking/booking-state';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { DEMO_HOME_ADDRESS } from '../src/booking/sample-booking';
import { appRootUrl } from './support/port';

test.describe.configure({ timeout: 60_000 });

const oilChange = { service_offering_id: 201, long_name: 'Oil Change', total_cost_dollars: 89.99, kind: 'standard', quantity: 1 } as unknown as CartLine;
const civic = { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' } as const;
const withCart: Partial<BookingState> = { vehicle: { ...civic }, cart: [oilChange] };

const MESSAGES = {
  first: 'Please enter your first name.',
  last: 'Please enter your last name.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your mobile phone.',
  phoneInvalid: 'Please enter your mobile phone as 555-555-5555.',
  password: 'Please enter a password.',
  exists: 'This email is already associated with an account. Please Log In or Reset Password.',
  incorrect: 'Either the username or password you entered is incorrect. Please try again, or check your email to reset your password.',
};

const createButton = (page: Page) => page.getByRole('button', { name: 'Create account & continue' });
const guestButton = (page: Page) => page.getByRole('button', { name: 'Continue as guest' });

/** Opens the place step with `booking`, gives the place as a visitor and presses Continue (B-18). */
async function reachAccount(page: Page, provider: string, booking: Partial<BookingState> = withCart) {
  await openStep(page, '/pricing/place', { provider, booking });
  if (provider === 'fleetco') {
    await page.getByRole('combobox', { name: 'Choose your workplace' }).selectOption({ label: 'Acme Corp Headquarters' });
  } else {
    const line1 = page.getByRole('combobox', { name: 'Address Line 1' });
    await line1.fill('7 Birch Lane');
    await line1.press('Escape');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('VA');
    await page.getByLabel('Postal Code').fill('22151');
    await page.getByLabel('Postal Code').blur();
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
}

async function fillContact(page: Page, c: { first?: string; last?: string; email?: string; phone?: string; password?: string }) {
  if (c.first !== undefined) await page.getByLabel(/^First name/).fill(c.first);
  if (c.last !== undefined) await page.getByLabel(/^Last name/).fill(c.last);
  if (c.email !== undefined) await page.getByLabel(/^Email/).fill(c.email);
  if (c.phone !== undefined) await page.getByLabel(/^Mobile phone/).fill(c.phone);
  if (c.password !== undefined) await page.getByLabel(/^Password/).fill(c.password);
}

/** The signed-in customer as the tab's mock back end holds it. */
async function customerInBackEnd(page: Page, provider: string) {
  return page.evaluate(async (pro) => {
    const token = sessionStorage.getItem('booking.auth-token');
    const res = await fetch('/api/customer-info', { headers: { Accept: 'application/json', 'Pro-Name': pro, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { customer: Record<string, unknown>; vehicles: { vehicle_id: number }[] });
  }, provider);
}

test.describe('demo (how-did-you-hear, password required)', () => {
  test('E-01 E-02 E-04..E-08 each validation message, then E-09 E-17 E-21 Create account & continue goes to schedule', async ({ page }) => {
    await reachAccount(page, 'demo');
    const heard = page.getByRole('combobox', { name: /How did you hear about us/ });
    await expect(heard.locator('option')).toHaveText(['Select one', 'Google', 'Facebook', 'A friend', 'Flyer', 'Other']);
    await expect(page.getByLabel(/Fleet account name/)).toHaveCount(0);
    await expect(guestButton(page)).toHaveCount(0);

    await createButton(page).click();
    for (const m of [MESSAGES.first, MESSAGES.last, MESSAGES.emailRequired, MESSAGES.phoneRequired, MESSAGES.password]) {
      await expect(page.getByText(m, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(/^First name/)).toBeFocused();

    await fillContact(page, { first: '   ', last: ' ', email: 'ada@example', phone: '555010' });
    await expect(page.getByLabel(/^Mobile phone/)).toHaveValue('555-010');
    await createButton(page).click();
    await expect(page.getByText(MESSAGES.first, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.last, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.phoneInvalid, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\/account$/);

    await fillContact(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', phone: '5550107788', password: 'secret123' });
    await expect(page.getByLabel(/^Mobile phone/)).toHaveValue('555-010-7788');
    await heard.selectOption('A friend');
    await createButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Service' })).toBeVisible();

    const me = await customerInBackEnd(page, 'demo');
    expect(me.customer).toMatchObject({ first_name: 'Ada', email: 'ada@example.com', phone: '5550107788', is_fleet_user: false });
    expect(me.vehicles).toHaveLength(1); // the visitor's Civic, saved after sign-up
    // The sign-up saved the visitor's address and vehicle into the booking.
    const saved = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as BookingState, bookingStorageKey('demo'));
    expect(saved.homeAddress?.id).toEqual(expect.any(Number));
    expect(saved.vehicle?.id).toBe(me.vehicles[0]!.vehicle_id);
    expect(saved.customer).toMatchObject({ firstName: 'Ada', phone: '(555) 010-7788' });
  });

  test('E-15 an existing e-mail with a wrong password opens the Incorrect Password modal', async ({ page }) => {
    await reachAccount(page, 'demo');
    await fillContact(page, { first: 'Dana', last: 'Demo', email: 'demo@example.com', phone: '555-555-0101', password: 'not-it' });
    await createButton(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Incorrect Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MESSAGES.incorrect);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing\/account$/);
  });

  test('E-21 E-24 with an empty cart the sign-up ends on /pricing/save: "You\'re all set!" and the chat button', async ({ page }) => {
    // Off the normal path (a place Continue with an empty cart supplies the services first, OPEN-42): a deep link
    // or a reload of the account step with a vehicle and a place but nothing in the cart.
    await openStep(page, '/pricing/account', { provider: 'demo', booking: { vehicle: { ...civic }, placeMode: 'home', homeAddress: { ...DEMO_HOME_ADDRESS, id: null } } });
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await fillContact(page, { first: 'Sam', last: 'Saver', email: 'sam@example.com', phone: '5550104444', password: 'pw12345' });
    await createButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/save$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're all set!" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', /^mailto:hello@demo-autocare\.example\?subject=/);
    // E-19: the account exists and nothing is in the cart: the account step now leads here.
    await page.goto('/pricing/account');
    await expect(page).toHaveURL(/\/pricing\/save$/);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});

test.describe('acme (guest checkout)', () => {
  test('E-03 E-08 E-11 E-23 two buttons, the password optional; Continue as guest goes to schedule without a password', async ({ page }) => {
    await reachAccount(page, 'acme');
    await expect(page.getByLabel('Password (optional)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /How did you hear/ })).toHaveCount(0);
    const signup = page.waitForRequest((r) => r.url().endsWith('/booking/customer-signup'));
    await fillContact(page, { first: 'Gus', last: 'Guest', email: 'gus@example.com', phone: '5550109999' });
    await guestButton(page).click();
    const body = (await signup).postDataJSON() as { customer: Record<string, unknown> };
    expect(body.customer).toMatchObject({ phone: '+15550109999', email: 'gus@example.com' });
    expect(body.customer).not.toHaveProperty('md5');
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Service' })).toBeVisible();
  });

  test('E-13 E-14 an existing e-mail without a password: the notice with Log In and Reset Password links', async ({ page }) => {
    await reachAccount(page, 'acme');
    await fillContact(page, { first: 'Dana', last: 'Demo', email: 'demo@example.com', phone: '5555550101' });
    await createButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: MESSAGES.exists });
    await expect(notice).toHaveText(MESSAGES.exists);
    await expect(notice.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgot-password');
    const login = notice.getByRole('link', { name: 'Log In' });
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Fpricing%2Fschedule');
    await login.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fschedule$/);
  });
});

test.describe('fleetco (fleet account name, workplace)', () => {
  test('E-09 OPEN-70 the fleet account name is sent with is_fleet_user; the account goes to schedule', async ({ page }) => {
    await reachAccount(page, 'fleetco');
    await fillContact(page, { first: 'Flo', last: 'Fleet', email: 'flo@fleet.example', phone: '5550102233', password: 'fleet123' });
    await page.getByLabel('Fleet account name (optional)').fill('FleetCo Logistics');
    await createButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
    const me = await customerInBackEnd(page, 'fleetco');
    expect(me.customer).toMatchObject({ fleet_account_name: 'FleetCo Logistics', is_fleet_user: true, default_client_location_id: 1 });
  });
});

test.describe('redirects (E-18..E-20)', () => {
  test('E-18 no place: to the home page', async ({ page }) => {
    await openStep(page, '/pricing/account', { booking: withCart });
    await expect(page).toHaveURL(appRootUrl());
  });

  test('E-20 signed in: to /pricing/schedule', async ({ page }) => {
    await openStep(page, '/pricing/account', {
      scenario: { session: 'customer' },
      booking: { ...withCart, vehicle: { ...civic, id: 3001 }, placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } },
    });
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
  });
});

test.describe('keyboard and accessibility', () => {
  test('keyboard only: Tab through the fields, Enter creates the account', async ({ page }) => {
    await reachAccount(page, 'demo');
    await page.getByLabel(/^First name/).focus();
    await page.keyboard.type('Kay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kay@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5550106666');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('keys1234');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: /How did you hear/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(createButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
  });

  test('axe on /pricing/account at 375 and 1280 px, empty and with every message', async ({ page }) => {
    await reachAccount(page, 'acme');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await createButton(page).click();
    await expect(page.getByText(MESSAGES.first, { exact: true })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});
