/**
 * D-93 (with D-15, D-71) in Chromium against the mock back end: a visitor opens a referral link
 * (/pricing/services?ref=…, docs/decisions.md "Referral code source") and leaves; the browser keeps the referrer
 * code in a cookie for 30 days. Back later in a new tab of the same browser, from `/` without the parameter, the
 * engine's front-door journey reaches the services step with the referral banner and the package at 80 %, in the
 * list and in the cart. Once the cookie's 30 days are over (its expiry put in the past through the browser's
 * cookie store: the browser's own clock cannot be moved) a new visit from `/` has no referral.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { openStep } from './support/app';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 90_000 });

const BANNER = 'REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages';
const DAYS_30_S = 30 * 24 * 60 * 60;

const referrerCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'referrer_code');

/** The Basic Maintenance package's prices as shown on the services step: [normal] or [normal, referral]. */
async function packagePrices(page: Page): Promise<number[]> {
  const option = page.locator('.service-option').filter({ has: page.getByRole('checkbox', { name: 'Basic Maintenance', exact: true }) });
  const text = await option.locator('.service-option__price').innerText();
  return [...text.matchAll(/\$(\d+\.\d\d)/g)].map((m) => Number(m[1]));
}

/** Puts the Basic Maintenance package in the cart and reads the sidebar's subtotal. */
async function subtotalWithPackage(page: Page): Promise<number> {
  await page.getByRole('checkbox', { name: 'Basic Maintenance', exact: true }).check();
  const subtotal = page.getByRole('complementary', { name: 'Your Booking' }).getByTestId('sidebar-subtotal');
  await expect(subtotal).toContainText('$');
  return Number(/\$(\d+\.\d\d)/.exec(await subtotal.innerText())![1]);
}

const visitor = () => frontDoorJourneys().find((j) => j.provider === 'demo' && j.journey.session === 'visitor')!;

test('D-93 D-15 D-71: a referral link is kept for 30 days — a later visit from / still has the referral prices; after the 30 days they are gone', async ({ page, context }) => {
  // The link: the referral banner and the package at 80 %.
  await openStep(page, '/pricing/services?ref=FRIEND42');
  await expect(page.getByText(BANNER)).toBeVisible();
  const [normal, referral] = await packagePrices(page);
  expect(referral).toBeCloseTo(normal! * 0.8, 2);
  const kept = await referrerCookie(context);
  expect(kept).toMatchObject({ value: 'FRIEND42', path: '/' });
  // D-93: 30 days from when the link was opened (the browser's clock, within a few minutes of this one).
  expect(Math.abs(kept!.expires - Date.now() / 1000 - DAYS_30_S)).toBeLessThan(300);
  await page.close();

  // Later, a new tab of the same browser (its own session storage), from `/` without the parameter.
  const later = await context.newPage();
  await walkJourney(later, visitor(), { unique: 'referral-later', stopAt: 'services' });
  await expect(later.getByText(BANNER)).toBeVisible();
  await expect.poll(() => packagePrices(later)).toEqual([normal, referral]);
  await expect(subtotalWithPackage(later)).resolves.toBe(referral);
  await later.close();

  // 30 days after the link: the cookie's expiry has passed, the browser drops it.
  await context.addCookies([{ ...kept!, expires: kept!.expires - DAYS_30_S - 1 }]);
  expect(await referrerCookie(context)).toBeUndefined();
  const expired = await context.newPage();
  await walkJourney(expired, visitor(), { unique: 'referral-expired', stopAt: 'services' });
  await expect.poll(() => packagePrices(expired)).toEqual([normal]);
  await expect(subtotalWithPackage(expired)).resolves.toBe(normal);
  await expect(expired.getByText(BANNER)).toHaveCount(0);
});
