/**
 * A-32's second variant (OPEN-40) with A-33, A-34, in Chromium against the mock back end: the demo customer signs
 * in from `/` through the header's Log In, opens Account Settings from "My Account" and edits their details; while
 * the settings are open the session expires on the server (the repro scenario answers the save — a change, POST
 * /customer/{id} — once with the back end's 403 for an expired session). The customer reads exactly "Sorry, your
 * session is expired. Please log in again.", is on /login signed out, logs in again and saves the change.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/api/client';
import { fillLoginForm, openStep } from './support/app';
import { NOW } from './support/now';

test.describe.configure({ timeout: 60_000 });

const AGAIN = 'Sorry, your session is expired. Please log in again.';
const accountNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Account' });

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
  await openStep(page, '/', {
    scenario: { now: NOW, responses: { 'POST /customer/{id}': { status: 403, body: { Status: 'error', Message: 'Your session has expired.' }, failTimes: 1 } } },
  });
  await accountNav(page).getByRole('link', { name: 'Log In' }).click();
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);

  await saveNewLastName(page, 'Expired');
  // A-32 (the change's variant, word for word), A-34 (/login), A-33 (the token is gone: signed out).
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry, your session is expired.' });
  await expect(alert.getByText(AGAIN, { exact: true })).toBeVisible();
  await expect(alert).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();

  // Logged in again, the same change is saved.
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await saveNewLastName(page, 'Renewed');
  await expect(page.getByText('Customer/user updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Dana Renewed');
});
