/**
 * The appointment and payment page (ledger L-36..L-54), opened from its link as a customer would: no sign-in,
 * nothing put into storage. Work 5001 (scheduled, unpaid, Visa 4242 on file) has the link
 * /appointment/5001/demo-appointment-token and the expired one demo-expired-token; work 5008 (finished,
 * unpaid) has /update-payment/demo-payment-token, where the acme provider (Square, hold-for-tip) takes tips.
 * Cards are the offline test form's (docs/api.md "Offline test cards").
 */
import { expect, test, type Page } from '@playwright/test';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

const status = (page: Page) => page.getByText(/^Status:/);

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

test('L-36 L-37 L-45..L-49: the appointment link shows the summary; a declined card gives the red panel, a good one the green panel; axe at 375 and 1280 px', async ({ page }) => {
  await openStep(page, '/appointment/5001/demo-appointment-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Appointment' })).toBeVisible();
  await expect(status(page)).toHaveText('Status: Scheduled');
  await expect(page.getByText('2019 Toyota Camry')).toBeVisible();
  await expect(page.getByText(/^Amount due: \$\d+\.\d{2}$/)).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  await page.getByRole('button', { name: 'Update Payment' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Update Payment' }).click();
  await expect(page.getByText('There was an error with your card. Please try again.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Invalid Credit Card...' });
  await expect(retry).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/booking/update-payment-method-token'));
  await retry.click();
  expect((await sent).postDataJSON()).toEqual({ sw_token: 'demo-appointment-token', stripe_token: 'tok_offline_visa' });
  await expect(page.getByText('Active payment method successfully updated!')).toBeVisible();
  await expect(page.getByText('There was an error with your card. Please try again.')).toBeHidden();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('L-50 L-51: an expired link shows the resend panel; RESEND ACCESS LINK sends a new one; axe at 375 and 1280 px', async ({ page }) => {
  await openStep(page, '/appointment/5001/demo-expired-token');
  await expect(page.getByText('For security reasons, your token has expired')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await page.getByRole('button', { name: 'RESEND ACCESS LINK' }).click();
  await expect(page.getByText('A new payment link email/text is on its way!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESEND ACCESS LINK' })).toBeHidden();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('L-41..L-44: on acme’s payment link the customer saves a tip and sees "Tip updated"; axe at 375 and 1280 px', async ({ page }) => {
  await openStep(page, '/update-payment/demo-payment-token', { provider: 'acme' });
  await expect(status(page)).toHaveText('Status: Finished');
  const tip = page.getByRole('region', { name: 'Add a tip for your technician' });
  await expect(tip).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await tip.getByLabel('Tip amount in dollars').fill('5');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/booking/scheduled-work/5008'));
  await tip.getByRole('button', { name: 'Save Tip' }).click();
  expect((await saved).postDataJSON()).toEqual({ token: 'demo-payment-token', tip_amount_dollars: 5, tip_entry_method: 'online-appt' });
  await expect(page.getByText('Tip updated')).toBeVisible();
  await expect(tip.getByText('Current tip: $5.00')).toBeVisible();
});

test('L-38 L-53: the customer cancels from the appointment page and the status then shows Cancelled', async ({ page }) => {
  await openStep(page, '/appointment/5001/demo-appointment-token');
  await expect(status(page)).toHaveText('Status: Scheduled');
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Service' });
  await expect(dialog).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await dialog.getByRole('radio', { name: 'Date or Time Conflict' }).check();
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Status: Cancelled');
  await expect(page.getByText('Your booking was successfully cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Service' })).toBeHidden();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('L-02: a work id that is not the link’s work goes home with "Invalid URL"', async ({ page }) => {
  await openStep(page, '/appointment/5002/demo-appointment-token');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Invalid URL')).toBeVisible();
});
