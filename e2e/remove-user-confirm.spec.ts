/**
 * K-66 in Chromium against the mock back end: removing an additional user on /settings asks for confirmation
 * first. The demo customer signs in, adds a user, opens it, presses Remove User: a confirmation dialog opens and
 * nothing is removed; Keep User keeps them; confirming removes them ("User removed successfully", K-52).
 * The demo provider gets allows_subusers through a repro scenario (its fixture has it off).
 */
import { expect, test } from '@playwright/test';
import { fillLoginForm, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

const scenario = { config: { allows_subusers: true } };

test('K-66 K-52 Remove User asks for confirmation: Keep User keeps the user, confirming removes them', async ({ page }) => {
  await openStep(page, '/login', { scenario });
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel(/^First name/).fill('Pat');
  await add.getByLabel(/^Last name/).fill('Partner');
  await add.getByLabel(/^Email/).fill('pat.partner@example.com');
  await add.getByRole('button', { name: 'Save' }).click();
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users).toContainText('Pat Partner');

  await page.getByRole('button', { name: 'Edit Pat Partner' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Remove User' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this user?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Pat Partner will no longer be a user of this account.');
  await confirm.getByRole('button', { name: 'Keep User' }).click();
  await expect(confirm).toBeHidden();
  await expect(edit).toBeVisible();
  await expect(users).toContainText('Pat Partner');

  await edit.getByRole('button', { name: 'Remove User' }).click();
  await confirm.getByRole('button', { name: 'Remove User' }).click();
  await expect(page.getByText('User removed successfully')).toBeVisible();
  await expect(users).not.toContainText('Pat Partner');
});
