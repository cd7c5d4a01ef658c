/**
 * K-61 K-67 in Chromium against the mock back end: a signed-in customer reaches /garage from the account area.
 * The demo customer signs in (landing on /account), follows My Account's "My Garage" and sees the garage.
 */
import { expect, test } from '@playwright/test';
import { fillLoginForm, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

test('K-61 K-67 /account → "My Garage" → /garage with the saved vehicles', async ({ page }) => {
  await openStep(page, '/login');
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('region', { name: 'My Account' }).getByRole('button', { name: 'My Garage' }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await expect(page.getByText(/Toyota Camry/).first()).toBeVisible();
});
