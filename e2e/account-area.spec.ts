/**
 * The account area (/account, ledger K): the demo customer signs in through the login form, sees the six
 * sections, and cancels one appointment inside the cancellation cut-off with a card on file (the fee
 * text and "Agree and Cancel Appointment") and one outside it (no fee). The clock is fixed by the repro
 * scenario at Tuesday 10 March 2026, 11:30 in New York; the demo provider is made to charge $25 within
 * 24 hours (as fleetco does). Work 5007 (2018 Honda Civic) is today at 2:00 PM: inside the cut-off;
 * 5001 (2019 Toyota Camry) is on Saturday 14 March at 9:00 AM: outside it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { atPhoneAndDesktop, expectFocusStaysInDialog, expectNoSeriousA11yIssues, fillLoginForm, openStep } from './support/app';

const NOW = '2026-03-10T11:30:00-04:00';
const scenario: Omit<Scenario, 'provider'> = {
  now: NOW,
  config: { is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 },
};

test.describe.configure({ timeout: 60_000 });

async function signInAsDemo(page: Page): Promise<void> {
  await openStep(page, '/login', { scenario });
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
}

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming Services' });
const civicToday = /^Cancel Service: .*Civic, Tuesday, March 10, 2026$/;
const camrySaturday = /^Cancel Service: .*Camry, Saturday, March 14, 2026$/;

test('K-01..K-04: the demo customer signs in and sees the six sections in order', async ({ page }) => {
  await signInAsDemo(page);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Upcoming Services',
    'Suggested Services',
    'Book A New Service',
    'My Account',
    'My Places',
    'Past Services',
  ]);
  await expect(upcoming(page).getByRole('article')).toHaveCount(4);
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('K-35/K-36/K-32/K-33: inside the cut-off with a card: fee text, "Agree and Cancel Appointment"; the dialog traps focus, Escape closes; axe at 375 and 1280 px', async ({ page }) => {
  await signInAsDemo(page);
  await upcoming(page).getByRole('button', { name: civicToday }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You will be charged a $25.00 cancellation fee')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agree and Cancel Appointment' })).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  await expectFocusStaysInDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await upcoming(page).getByRole('button', { name: civicToday }).click();
  await dialog.getByRole('radio', { name: 'Date or Time Conflict' }).check();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5007'));
  await dialog.getByRole('button', { name: 'Agree and Cancel Appointment' }).click();
  expect((await put).postDataJSON()).toMatchObject({
    status: 'cancelled',
    cancellation_reason: 'Date or Time Conflict',
    cancellation_fee_to_charge: 25,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully cancelled' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(upcoming(page).getByRole('button', { name: civicToday })).toHaveCount(0);
});

test('K-38: outside the cut-off there is no fee', async ({ page }) => {
  await signInAsDemo(page);
  await upcoming(page).getByRole('button', { name: camrySaturday }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Service' });
  await expect(dialog.getByText('You will not be charged a cancellation fee')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agree and Cancel Appointment' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Serviced Elsewhere' }).check();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
  await dialog.getByRole('button', { name: 'Cancel Appointment', exact: true }).click();
  expect((await put).postDataJSON()).toMatchObject({ cancellation_reason: 'Serviced Elsewhere', cancellation_fee_to_charge: 0 });
  await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully cancelled' })).toBeVisible();
  await expect(upcoming(page).getByRole('button', { name: camrySaturday })).toHaveCount(0);
});
