/**
 * My Places on /account (K-63..K-66): the demo customer signs in through /login, makes "Mom's House"
 * primary (PUT /customer/address/make-primary/4002) and deletes "Home" after the confirmation dialog
 * (PUT /customer/address/4001 with is_deleted true); axe runs at 375 and 1280 px with the dialog open.
 * K-65: a workplace saved on the place step (PUT /customer/client-location/2) shows in My Places.
 */
import { expect, test } from '@playwright/test';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, fillLoginForm, openStep } from './support/app';

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

test('K-65 a signed-in customer saves a workplace on the place step and finds it in My Places', async ({ page }) => {
  await openStep(page, '/login?redirect=%2Fpricing%2Fplace');
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await page.getByRole('button', { name: 'At Work', exact: true }).click();
  await page.getByRole('combobox', { name: 'Choose your workplace' }).selectOption('Innovation Park Campus');
  const save = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/customer/client-location/2'));
  await page.getByRole('button', { name: 'Save to My Places' }).click();
  await save;
  await expect(page.getByText('Saved to My Places.')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  await page.getByRole('banner').getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'My Places' }).getByText('Innovation Park Campus')).toBeVisible();
});
