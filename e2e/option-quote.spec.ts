/**
 * The multi-option quote page /quote/{quote_uuid} (ledger L-26..L-35), opened from its link as a person would
 * (no booking put into storage; the repro scenario only fixes the clock): the demo quote (docs/api.md) has the
 * sections Brakes (Good, Better, Best) and Maintenance (Oil change, Premium package). A visitor chooses, is
 * stopped with no option, continues, and books through place → account (sign up) → schedule → confirm →
 * finished; an unknown or malformed link goes home with "Sorry, that link is invalid."; a repro link whose
 * canned answer carries every L-35 field renders without errors; axe at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { providerFixtures } from '../mocks/fixtures/providers';
import { SAMPLE_QUOTE } from '../src/widgets/option-quote/quote-samples';
import { widgetDrivers } from '../src/widgets/registry/drivers';
import type { DriverContext } from '../src/widgets/contract/widget-driver';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { bookingsInBackEnd, NOW } from './support/checkout';
import { appRootUrl } from './support/port';

const QUOTE_PATH = '/quote/3f1c2a9e-7b4d-4e21-9c1a-demo00quote1';
const INVALID = 'Sorry, that link is invalid.';
const NONE_SELECTED = 'Please select at least one option';

test.describe.configure({ timeout: 90_000 });

const group = (page: Page, section: string) => page.getByRole('group', { name: section });
const toggle = (page: Page, section: string, option: string) => group(page, section).getByRole('button', { name: `Choose ${option}`, exact: true });
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text);

/** Runs a widget driver (src/widgets/registry/drivers.ts) as the front-door journeys do. */
async function drive(ctx: DriverContext, widget: string, fills: string[], event: string, choice = 'default'): Promise<void> {
  const driver = widgetDrivers[widget]!;
  for (const fill of fills) await driver.fill!(ctx, fill);
  await driver.send!(ctx, event, choice);
}

test('L-26..L-30, L-34, L-35, H-14: a visitor chooses one option per section, clears one, is stopped with none, then books the chosen services', async ({ page }) => {
  await openStep(page, QUOTE_PATH, { scenario: { now: NOW } });
  await expect(page.getByRole('heading', { level: 1, name: 'Brake and maintenance options for your Camry' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Brakes' })).toBeVisible();
  await expect(group(page, 'Brakes').getByRole('button')).toHaveCount(3);
  await expect(group(page, 'Maintenance').getByRole('button')).toHaveCount(2);

  // L-29: one option per section; pressing the chosen one again clears it.
  await toggle(page, 'Brakes', 'Better').click();
  await toggle(page, 'Maintenance', 'Oil change').click();
  await expect(toggle(page, 'Brakes', 'Better')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Maintenance', 'Oil change')).toHaveAttribute('aria-pressed', 'true');
  await toggle(page, 'Brakes', 'Good').click();
  await expect(toggle(page, 'Brakes', 'Better')).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle(page, 'Brakes', 'Good')).toHaveAttribute('aria-pressed', 'true');
  await toggle(page, 'Brakes', 'Good').click();
  await expect(page.getByRole('status').filter({ hasText: 'Good removed. No option selected for Brakes.' })).toBeAttached();
  await toggle(page, 'Maintenance', 'Oil change').press('Space');
  await expect(group(page, 'Brakes').getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(group(page, 'Maintenance').getByRole('button', { pressed: true })).toHaveCount(0);

  // L-34: Continue with nothing chosen.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(NONE_SELECTED);
  await expect(page).toHaveURL(/\/quote\/3f1c2a9e-7b4d-4e21-9c1a-demo00quote1$/);

  // Choose Best (pads & rotors + air filter) and the oil change, by keyboard for one of them.
  await toggle(page, 'Brakes', 'Best').click();
  await toggle(page, 'Maintenance', 'Oil change').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Selection' })).toContainText('Brakes: Best');
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // L-30: the booking flow takes over at the place step, with the quote's address filled in.
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await expect(page.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('12 Elm Street');
  const ctx: DriverContext = { page, provider: 'demo', config: providerFixtures.demo as Record<string, unknown>, session: 'visitor', unique: 'option-quote' };
  await drive(ctx, 'continueButton', [], 'continue');
  await expect(page).toHaveURL(/\/pricing\/account$/);
  await drive(ctx, 'accountForm', [], 'signedUp');
  await expect(page).toHaveURL(/\/pricing\/schedule$/, { timeout: 15_000 });
  await drive(ctx, 'schedulePicker', ['first-available'], 'continue');
  await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/, { timeout: 15_000 });
  // L-35 H-14: the quote's custom discount, with its reason, is in the totals before and after booking.
  await expect(page.getByText('Discount (Loyal customer discount)')).toBeVisible();
  await drive(ctx, 'bookingReview', ['complete'], 'booked');

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({ timeout: 15_000 });
  const booked = page.getByRole('region', { name: 'Services' }).getByRole('listitem');
  await expect(booked).toHaveCount(3);
  await expect(booked.nth(0)).toContainText('Front Brake Pads & Rotors');
  await expect(booked.nth(1)).toContainText('Engine Air Filter');
  await expect(booked.nth(2)).toContainText('Oil Change');
  await expect(page.getByText('Discount (Loyal customer discount)')).toBeVisible();
  // The booking in the mock back end holds the chosen options' services, each with its quote option, and the quote.
  const works = (await bookingsInBackEnd(page, 'demo')) as unknown as {
    quote_id: number | null;
    custom_discount_amount_dollars: number;
    custom_discount_reason: string | null;
    services: { service_offering_id: number; quote_option_id: number | null }[];
  }[];
  expect(works).toHaveLength(1);
  expect(works[0]).toMatchObject({ quote_id: 7001, custom_discount_amount_dollars: 20, custom_discount_reason: 'Loyal customer discount' });
  expect(works[0]!.services.map((s) => [s.service_offering_id, s.quote_option_id])).toEqual([
    [203, 73],
    [205, 73],
    [201, 74],
  ]);
});

test('L-27: an unknown quote link and a malformed one go home with "Sorry, that link is invalid."', async ({ page }) => {
  await openStep(page, '/quote/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(appRootUrl());
  await expect(toast(page, INVALID)).toBeVisible();
  await openStep(page, '/quote/not-a-quote-link');
  await expect(page).toHaveURL(appRootUrl());
  await expect(toast(page, INVALID)).toBeVisible();
});

test('L-31..L-35: a repro link answering GET /quote-from-uuid with every field renders without errors; answers only where admin_can_answer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openStep(page, '/quote/11111111-2222-4333-8444-555555555555', {
    scenario: { now: NOW, responses: { 'GET /quote-from-uuid/{uuid}': { status: 200, body: SAMPLE_QUOTE } } },
  });
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE_QUOTE.name! })).toBeVisible();
  // In the page (the preview banner's fault list quotes the answer's JSON too).
  const main = page.getByRole('main');
  await expect(main.getByText(SAMPLE_QUOTE.note!)).toBeVisible();
  await expect(main.getByText('Front pads are at 3 mm.')).toBeVisible();
  const better = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Better' }) });
  await expect(better.getByRole('heading', { level: 4, name: 'Details' })).toBeVisible();
  await expect(better.locator('dt')).toHaveText(['How loud is the squeal?', 'Pad brand']);
  await expect(better.locator('dd')).toHaveText(['7 out of 10', 'Akebono ceramic']);
  await expect(better.getByText('Internal code')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Your Selection' });
  await expect(summary).toContainText('Discount (Loyal customer discount)');
  await expect(summary).toContainText('-$20.00');
  await expect(summary).toContainText('BRAKES10');
  await expect(page.locator('.widget-error')).toHaveCount(0);

  // L-31: at 1280 px the three Brakes cards share a row at 30 %, the two Maintenance cards at 45 %; on a phone one per row.
  await page.setViewportSize({ width: 1280, height: 900 });
  const width = (section: string, option: string) =>
    group(page, section)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: option }) })
      .evaluate((el) => el.getBoundingClientRect().width / (el.parentElement as HTMLElement).getBoundingClientRect().width);
  expect(await width('Brakes', 'Good')).toBeCloseTo(0.3, 2);
  expect(await width('Maintenance', 'Oil change')).toBeCloseTo(0.45, 2);
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await width('Brakes', 'Good')).toBeCloseTo(1, 2);

  await toggle(page, 'Brakes', 'Better').click();
  await expect(toggle(page, 'Brakes', 'Better')).toHaveAttribute('aria-pressed', 'true');
  // The quote page drew every field without an error (what later steps load is theirs).
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\/place$/);
});

test('L-34: the "none selected" state has no serious axe violations at 375 and 1280 px', async ({ page }) => {
  await openStep(page, QUOTE_PATH, { scenario: { now: NOW } });
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(NONE_SELECTED);
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});
