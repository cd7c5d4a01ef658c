/**
 * Issue 23: an overlay alone changes what a provider's customers see. The overlays here are built in the test (never
 * shipped in flows/overlays/) and reach the app through a repro link's `overlay` (mock builds): one redefines the
 * named condition `prices-shown`, the other a validation text. The customer starts at `/` and goes on by what the page
 * shows.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LinkOverlay } from '../src/api/scenario-codec';
import { openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

const sidebar = (page: Page) => page.getByRole('complementary');

/** From the home page of the `services` provider (it skips the vehicle step) to its services screen. */
async function toServices(page: Page, overlay?: LinkOverlay): Promise<void> {
  await openStep(page, '/', { provider: 'services', scenario: overlay ? { overlay } : {} });
  await page.getByRole('button', { name: 'Book a Service' }).click();
  await expect(page).toHaveURL(/\/pricing\/begin$/);
  await sidebar(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pricing\/services$/);
  await page.getByRole('checkbox', { name: 'Oil Change', exact: true }).check();
}

test('issue 23 H-08 D-72 an overlay built in the test hides every price for a provider: the service cards and the sidebar', async ({ page }) => {
  await toServices(page);
  await expect(page.locator('.service-picker')).toContainText('$');
  await expect(sidebar(page)).toContainText('$');

  await page.context().clearCookies();
  await toServices(page, { conditions: { 'prices-shown': false } });
  await expect(sidebar(page).getByText('Oil Change')).toBeVisible();
  await expect(page.locator('.service-picker')).not.toContainText('$');
  await expect(sidebar(page)).not.toContainText('$');
});

test('issue 23 B-28 an overlay built in the test changes a validation text, word for word as the overlay writes it', async ({ page }) => {
  const text = "'{code}' is not a ZIP code we know. Please enter 5 digits.";
  await toServices(page, { messages: { 'invalid-postal-code': text } });
  await sidebar(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await page.getByRole('combobox', { name: 'Address Line 1' }).fill('5 Pine Road');
  await page.getByRole('combobox', { name: 'Address Line 1' }).press('Escape');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('VA');
  await page.getByLabel('Postal Code').fill('2215');
  await page.getByLabel('Postal Code').blur();
  await expect(page.getByRole('alert')).toHaveText("'2215' is not a ZIP code we know. Please enter 5 digits.");
});
