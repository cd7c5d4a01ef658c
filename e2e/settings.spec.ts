/**
 * /settings (ledger K-40..K-60) in Chromium against the mock back end: the demo customer
 * (demo@example.com / demo1234) signs in through /login by its labels, opens the settings from the
 * header's "My Account" link, edits their details in the user modal and edits the additional phone
 * numbers of an upcoming appointment. The demo provider gets allows_subusers and
 * allow_additional_user_sms_communications through a repro scenario (its fixture has both off).
 */
import { expect, test, type Page } from '@playwright/test';
import { atPhoneAndDesktop, expectFocusStaysInDialog, expectNoSeriousA11yIssues, fillLoginForm, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

const scenario = { config: { allows_subusers: true, allow_additional_user_sms_communications: true } };

const signIn = (page: Page) => fillLoginForm(page);

/** A-49/K-40: the header's "My Account" link (signed in) leads to /settings. */
async function goToMyAccount(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
}

async function openSettingsFromHeader(page: Page) {
  await openStep(page, '/login', { scenario });
  await signIn(page);
  await expect(page).toHaveURL(/\/account$/);
  await goToMyAccount(page);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
}

test('K-40 a visitor on /settings signs in first and comes back to the settings', async ({ page }) => {
  await openStep(page, '/settings', { scenario });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Dana Demo');
});

test('K-41 K-50 K-52 the demo customer edits their details from My Account and sees "Customer/user updated successfully"', async ({ page }) => {
  await openSettingsFromHeader(page);
  await page.getByRole('button', { name: 'Edit Your Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Primary Contact' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel(/^Last name/).fill('Demonstration');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Customer/user updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your Details' })).toContainText('Dana Demonstration');
});

/** K-42: adds the additional user Pat Partner through the user modal. */
async function addPat(page: Page) {
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel(/^First name/).fill('Pat');
  await add.getByLabel(/^Last name/).fill('Partner');
  await add.getByLabel(/^Email/).fill('pat.partner@example.com');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' })).toContainText('Pat Partner');
}

test('K-42 K-52 adds an additional user, K-51 refuses to remove the primary contact', async ({ page }) => {
  await openSettingsFromHeader(page);
  await addPat(page);

  await page.getByRole('button', { name: 'Edit Your Details' }).click();
  const own = page.getByRole('dialog', { name: 'Edit Primary Contact' });
  await own.getByRole('button', { name: 'Remove User' }).click();
  await expect(own.getByRole('alert')).toHaveText('Must switch primary account owner before removing.');
});

test('K-66 K-52 Remove User asks for confirmation: Keep User keeps the user, confirming removes them', async ({ page }) => {
  await openSettingsFromHeader(page);
  await addPat(page);
  const users = page.getByRole('region', { name: 'Users' });
  await page.getByRole('button', { name: 'Edit Pat Partner' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Remove User' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this user?' });
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

test('the user modal traps focus, closes with Escape, and has no serious axe violations at 375 and 1280 px', async ({ page }) => {
  await openSettingsFromHeader(page);
  await atPhoneAndDesktop(page, async () => {
    await page.getByRole('button', { name: 'Edit Your Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Primary Contact' });
    await expect(dialog).toBeVisible();
    await expectFocusStaysInDialog(page);
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Your Details' })).toBeFocused();
  });
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('K-55 K-58 K-59 K-60 the additional phone numbers: "Invalid phone length", then the success toast', async ({ page }) => {
  await openSettingsFromHeader(page);
  const editor = page.getByRole('region', { name: /Toyota Camry/ });
  await expect(editor.getByLabel('Additional phone number 1')).toHaveValue('(555) 555-0111');
  const second = editor.getByLabel('Additional phone number 2');
  await second.fill('70355');
  await editor.getByRole('button', { name: 'Save Phone Numbers' }).click();
  await expect(editor.getByText('Invalid phone length')).toBeVisible();
  await second.fill('7035551234');
  await expect(second).toHaveValue('(703) 555-1234');
  await editor.getByRole('button', { name: 'Save Phone Numbers' }).click();
  await expect(page.getByText('Success! Phone number list updated')).toBeVisible();
  await expect(editor.getByText('Invalid phone length')).toBeHidden();
});

test('K-59 a failed phone list save shows "Could not update phone number list. Please try again"', async ({ page }) => {
  await openStep(page, '/login', { scenario: { ...scenario, responses: { 'PUT /booking/scheduled-work/{id}': { status: 500, body: { Status: 'error', Message: 'Server down' } } } } });
  await signIn(page);
  await expect(page).toHaveURL(/\/account$/);
  await goToMyAccount(page);
  const editor = page.getByRole('region', { name: /Toyota Camry/ });
  await editor.getByRole('button', { name: 'Save Phone Numbers' }).click();
  await expect(page.getByText('Could not update phone number list. Please try again')).toBeVisible();
});

test('K-61 C-60 C-61 the garage: a vehicle with an upcoming service cannot be deleted, another is deleted after the dialog; axe at 375 and 1280 px', async ({ page }) => {
  await openStep(page, '/garage', { scenario });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgarage$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/garage$/);
  await page.getByRole('button', { name: 'Delete Blue 2019 Toyota Camry' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.',
  );
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Green 2019 Subaru Outback' }).click();
  await dialog.getByRole('button', { name: 'Delete Vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Green 2019 Subaru Outback' })).toHaveCount(0);
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});
