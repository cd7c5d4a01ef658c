/**
 * The link pages of a scheduled work (ledger L-01, L-02, L-16..L-25), opened as a person opens them from a
 * text or an e-mail: no sign-in, no booking in the tab. The demo world (docs/api.md): work 5002 is checked
 * in today at Acme HQ with two pending upsells (battery, wipers); work 5004 is finished and paid, with the
 * rotors recommended for later and the cabin filter declined.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fullWork } from '../src/widgets/work-lines/work-samples';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';

test.describe.configure({ timeout: 60_000 });

const MISSING = 'Please select "Approve" or "Not Today" for each of our additional suggested services.';
const APPROVED = 'Your services have been approved! Your updated receipt is below.';

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** Whole cents of a shown amount ("$1,234.56", "-$5.00"). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
/** The amount of a row of a price list (`<dt>` label, `<dd>` amount). */
const amountIn = async (scope: Locator, label: RegExp) =>
  cents(await scope.locator('.price-lines__row').filter({ has: scope.page().locator('dt', { hasText: label }) }).locator('dd').textContent());

async function receiptFigures(page: Page) {
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges).toBeVisible();
  return { subtotal: await amountIn(charges, /^Subtotal$/), tax: await amountIn(charges, /^Sales Tax$/), total: await amountIn(charges, /^Total$/) };
}

test('L-16..L-21, L-24: approve the battery, decline the wipers; the receipt total grows by the battery and its tax only', async ({ page }) => {
  // The receipt before: the two suggested services are not charged.
  await openStep(page, '/receipt/1001/5002');
  await expect(title(page, 'Receipt')).toBeVisible();
  const before = await receiptFigures(page);
  await expect(page.getByText('Awaiting your approval · not charged')).toHaveCount(2);

  // The approval link, as the text message opens it.
  await openStep(page, '/approve-services/1001/5002');
  await expect(title(page, 'Additional Suggested Services')).toBeVisible();
  const battery = page.getByRole('radiogroup', { name: 'Battery Replacement' });
  const wipers = page.getByRole('radiogroup', { name: 'Wiper Blades' });
  await expect(battery).toBeVisible();
  await expect(wipers).toBeVisible();
  const batteryCents = cents(await page.locator('.approval-item', { has: battery }).locator('.approval-item__price').textContent());
  expect(batteryCents).toBeGreaterThan(0);

  // L-18 (OPEN-47): nothing is chosen at first; submitting says so, word for word.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit My Choices' }).click();
  await expect(page.getByRole('alert')).toHaveText(MISSING);
  await expect(battery.getByRole('radio', { name: 'Approve' })).toBeFocused();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  // L-20: Approve one, Not Today the other (keyboard for the second).
  await battery.getByRole('radio', { name: 'Approve' }).check();
  await wipers.getByRole('radio', { name: 'Approve' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(wipers.getByRole('radio', { name: 'Not Today' })).toBeChecked();
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/booking/approve-services/5002/1001'));
  await page.getByRole('button', { name: 'Submit My Choices' }).click();
  const sent = (await post).postDataJSON() as { upsell_responses: { id: number; upsell_status: string }[] };
  expect(sent.upsell_responses.map((r) => r.upsell_status).sort()).toEqual(['approved', 'rejected']);

  // L-21: the toast, nothing left to answer, the updated receipt below.
  await expect(page.getByRole('status').filter({ hasText: APPROVED })).toBeVisible();
  await expect(page.getByText('There are no services awaiting your approval.')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  const updated = page.getByRole('region', { name: 'Your Receipt' });
  await expect(updated.getByText('Declined (Not Today) · not charged')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  // L-24: the receipt after: the subtotal grew by exactly the battery's price; the total by that plus the tax it adds.
  await openStep(page, '/receipt/1001/5002');
  const after = await receiptFigures(page);
  expect(after.subtotal - before.subtotal).toBe(batteryCents);
  expect(after.total - before.total).toBe(batteryCents + (after.tax - before.tax));
  expect(after.tax).toBeGreaterThan(before.tax); // the battery's taxable part (its parts: tax_type itemized) at the location's rate
  await expect(page.getByText('Awaiting your approval · not charged')).toHaveCount(0);
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('L-25: the quote for next time of work 5004 books the rotors: the booking flow takes over at the place step with them in the cart', async ({ page }) => {
  await openStep(page, '/quote/1001/5004');
  await expect(title(page, 'Quote for Next Time')).toBeVisible();
  const quoted = page.getByRole('region', { name: 'Recommended Services' });
  await expect(quoted.getByText('Front Brake Pads & Rotors')).toBeVisible();
  await expect(quoted.getByText('Recommended for your next visit')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  await page.getByRole('button', { name: 'Book These Services' }).click();
  await expect(page).toHaveURL(/\/pricing\/place$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('region', { name: 'Your Services' })).toContainText('Front Brake Pads & Rotors');
  await expect(sidebar.getByTestId('sidebar-vehicle')).toContainText('Toyota Camry');
});

test('L-24, K-68, K-69: a repro link answering the work with every field renders the whole receipt without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openStep(page, '/receipt/1001/5050', {
    scenario: { responses: { 'GET /scheduled-work/{sw_id}/{customer_id}': { status: 200, body: fullWork } } },
  });
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.locator('dt')).toHaveText(['Subtotal', 'Coupon (SHARE5)', 'Discount (Loyal customer)', 'Supplies and Disposal Fee', 'Sales Tax', 'Tip', 'Total']);
  expect(await amountIn(charges, /^Total$/)).toBe(48_072);
  const payment = page.getByRole('region', { name: 'Payment' });
  expect(await amountIn(payment, /^Balance Due$/)).toBe(28_072);
  await expect(page.getByRole('region', { name: 'Appointment' })).toContainText('2018 Honda Civic');
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  expect(errors).toEqual([]);
});

test("L-01: another customer's link leads home with \"Invalid URL\"", async ({ page }) => {
  await openStep(page, '/receipt/1002/5004');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid URL' })).toBeVisible();
});
