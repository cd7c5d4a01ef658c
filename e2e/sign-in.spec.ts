/**
 * Sign-in, password reset and sign-out (ledger J-01..J-18, A-48, A-49) in Chromium against the mock back
 * end in the tab (seeded demo customer demo@example.com / demo1234, reset link ids demo-reset and
 * expired-reset). The whole returning-customer booking (home → … → place → "Booked service before?" →
 * login → … → finished) is walked by e2e/front-door.spec.ts from the engine's journeys (session "returning").
 */
import { expect, test, type Page } from '@playwright/test';
import type { BookingState, CartLine } from '../src/booking/booking-state';
import { TOKEN_STORAGE_KEY } from '../src/api/client';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { appRootUrl } from './support/port';

test.describe.configure({ timeout: 60_000 });

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const oilChange = { service_offering_id: 201, long_name: 'Oil Change', total_cost_dollars: 89.99, kind: 'standard', quantity: 1 } as unknown as CartLine;
const visitorBooking: Partial<BookingState> = {
  vehicle: { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' },
  cart: [oilChange],
};

const token = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
const accountNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Account' });

async function signIn(page: Page, password = DEMO.password) {
  await page.getByLabel(/^Email/).fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('J-01 J-07 A-49 the demo customer signs in from "Booked service before?" and comes back to the place step', async ({ page }) => {
  await openStep(page, '/pricing/place', { booking: visitorBooking });
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  // The place step's "Save to My Places" shows only to a signed-in customer: the sign-in page loads its code
  // while the customer types, not after Log In (issue 28: the prefetch under the session the step can start).
  const prefetched = page.waitForRequest(/\/assets\/save-location-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Booked service before?' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fplace$/);
  await prefetched;
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fplace$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await expect(page.getByRole('heading', { name: 'Schedule Your Service', level: 1 })).toBeVisible();
  expect(await token(page)).toMatch(/^sess-1001-/);
  for (const name of ['Appointments', 'My Account', 'Log out']) await expect(accountNav(page).getByRole('link', { name })).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toHaveCount(0);
  // The customer's saved places are offered now (J-06: the visitor's drafts gave way).
  await expect(page.getByRole('region', { name: 'Your places' })).toBeVisible();
});

test('J-04 a wrong password shows "Invalid username or password." and stays signed out', async ({ page }) => {
  await openStep(page, '/login');
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await token(page)).toBeNull();
});

test('J-08 J-09 J-11 J-12 signs in to /account, /login then sends on; Log out removes the token and /account sends to /login', async ({ page }) => {
  await openStep(page, '/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/); // J-09
  await accountNav(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(appRootUrl());
  expect(await token(page)).toBeNull();
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login(\?|$)/); // K-01
});

test('J-13 J-14 forgot password: the answer, and a failure\'s message in an alert', async ({ page }) => {
  await openStep(page, '/forgot-password');
  await page.getByLabel(/^Email/).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find an account with that e-mail address.');
  await page.getByLabel(/^Email/).fill(DEMO.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A link to reset your password has been sent to your e-mail.' })).toBeVisible();
});

test(`J-15 J-17 reset password: "Error: your passwords don't match", then the server's message in the red panel`, async ({ page }) => {
  await openStep(page, '/reset-password/expired-reset');
  await page.getByLabel(/^New password/).fill('brand-new-1');
  await page.getByLabel(/^Confirm new password/).fill('brand-new-2');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toHaveText("Error: your passwords don't match");
  await page.getByLabel(/^Confirm new password/).fill('brand-new-1');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link has expired. Please request a new one.');
  expect(await token(page)).toBeNull();
});

test('J-16 J-18 reset password with a valid link signs in and goes to the safe redirect', async ({ page }) => {
  await openStep(page, '/reset-password/demo-reset?redirect=%2Fpricing%2Fbegin');
  await page.getByLabel(/^New password/).fill('brand-new-1');
  await page.getByLabel(/^Confirm new password/).fill('brand-new-1');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/pricing\/begin$/);
  expect(await token(page)).not.toBeNull();
  await expect(accountNav(page).getByRole('link', { name: 'Appointments' })).toBeVisible();
});

test('axe: no serious or critical issues on /login (with its failure), /forgot-password and /reset-password at 375 and 1280 px', async ({ page }) => {
  await openStep(page, '/login');
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await page.goto('/reset-password/expired-reset');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});
