/**
 * A-32's two variants (OPEN-40) with A-33, A-34, in Chromium against the mock back end; the session expires on the
 * server (the repro scenario answers one call once with the back end's 403 for an expired session).
 * - A change: the demo customer signs in from `/` through the header's Log In, opens Account Settings from "My
 *   Account" and saves their details (POST /customer/{id}, refused): exactly "Sorry, your session is expired.
 *   Please log in again."; on /login, signed out; logged in again, the change is saved.
 * - A read: the demo customer comes back signed in from an earlier visit and opens Appointments (GET /customer-info,
 *   refused): exactly "Sorry, your session is expired. Please log in."; on /login, signed out; logged in again, the
 *   appointments show.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/api/client';
import { fillLoginForm, openStep } from './support/app';
import { NOW } from './support/now';

test.describe.configure({ timeout: 60_000 });

const AGAIN = 'Sorry, your session is expired. Please log in again.';
const FIRST = 'Sorry, your session is expired. Please log in.';
const EXPIRED_ONCE = { status: 403, body: { Status: 'error', Message: 'Your session has expired.' }, failTimes: 1 };
const accountNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Account' });

/** A-32 (`text` word for word, one session alert), A-34 (/login), A-33 (the token is gone: signed out). */
async function expectSignedOutWith(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry, your session is expired.' });
  await expect(alert.getByText(text, { exact: true })).toBeVisible();
  await expect(alert).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
}

/** From the signed-in header: My Account → Account Settings → Edit Your Details → a new last name → Save. */
async function saveNewLastName(page: Page, lastName: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Your Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Primary Contact' });
  await dialog.getByLabel(/^Last name/).fill(lastName);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('A-32 OPEN-40 A-33 A-34: a signed-in customer whose session expired saves their details, reads "Please log in again.", logs in again and saves', async ({ page }) => {
  await openStep(page, '/', { scenario: { now: NOW, responses: { 'POST /customer/{id}': EXPIRED_ONCE } } });
  await accountNav(page).getByRole('link', { name: 'Log In' }).click();
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);

  await saveNewLastName(page, 'Expired');
  await expectSignedOutWith(page, AGAIN);

  // Logged in again, the same change is saved.
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await saveNewLastName(page, 'Renewed');
  await expect(page.getByText('Customer/user updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Dana Renewed');
});

test('A-32 A-33 A-34: a customer back with an expired session opens Appointments, reads "Please log in.", logs in again and sees them', async ({ page }) => {
  await openStep(page, '/', { scenario: { now: NOW, session: 'customer', responses: { 'GET /customer-info': EXPIRED_ONCE } } });
  await accountNav(page).getByRole('link', { name: 'Appointments' }).click();
  await expectSignedOutWith(page, FIRST);

  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Upcoming Services' }).getByRole('article').first()).toBeVisible();
});
