/**
 * My Places on /account (K-63..K-66): the demo customer signs in through /login, makes "Mom's House"
 * primary (PUT /customer/address/make-primary/4002) and deletes "Home" after the confirmation dialog
 * (PUT /customer/address/4001 with is_deleted true); axe runs at 375 and 1280 px with the dialog open.
 */
import { expect, test } from '@playwright/test';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

test('K-64 K-63 K-66: make an address primary, delete one after the confirmation; axe with the dialog open', async ({ page }) => {
  await openStep(page, '/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const places = page.getByRole('region', { name: 'My Places' });
  const primary = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/customer/address/make-primary/4002'));
  await places.getByRole('button', { name: "Make Primary: Mom's House" }).click();
  await primary;
  await expect(places.getByText("Mom's House (primary)")).toBeVisible();
  await expect(places.getByRole('button', { name: 'Make Primary: Home' })).toBeVisible();

  const opener = places.getByRole('button', { name: 'Delete Home' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this place?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Place' })).toBeFocused();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  // Escape closes without deleting; focus returns to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const del = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/customer/address/4001'));
  await dialog.getByRole('button', { name: 'Delete Place' }).click();
  expect((await del).postDataJSON()).toMatchObject({ is_deleted: true });
  await expect(dialog).toBeHidden();
  await expect(places.getByRole('button', { name: 'Delete Home' })).toHaveCount(0);
  await expect(places.getByRole('heading', { name: 'My Places' })).toBeFocused();
});
