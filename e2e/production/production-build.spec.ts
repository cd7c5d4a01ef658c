/**
 * Issue 25, item 4: the production build customers get (`vite build`: no mock code, the slimmed form library,
 * the precompiled validators), served with the deploy's security headers (the CSP enforced by Chromium) and
 * talking to the HTTP mock back end through its same-origin `/api` (scripts/serve-production.ts). Each test
 * starts at `/` and uses only what a person sees; the page's clock and the back end's are both at NOW. Every
 * test fails on a console error or an uncaught exception (a CSP violation is a console error in Chromium).
 */
import { expect, test, type Page } from '@playwright/test';
import { walkJourney } from '../support/journey-runner';
import { NOW } from '../support/now';
import { productionOrigin } from '../support/port';
import { journeyOf, postProductionScenario, unique } from '../support/production';

test.describe.configure({ timeout: 90_000 });

/** What the page wrote to the console as an error, or threw. */
const problems = new WeakMap<Page, string[]>();

test.beforeAll(postProductionScenario);

test.beforeEach(async ({ page }) => {
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  await page.clock.install({ time: new Date(NOW) });
});

test.afterEach(async ({ page }) => {
  expect(problems.get(page), 'console errors and uncaught exceptions').toEqual([]);
});

test('the deploy headers come with every page: the CSP is sent as a header and nothing of the app breaks it', async ({ page }) => {
  const answer = await page.goto(`${productionOrigin()}/`);
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No mock code in the customer's build: the mock back end's worker is never registered.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});

test('B-18 H-32 a guest books from / on the production build (acme, guest checkout)', async ({ page }) => {
  const entry = journeyOf('acme', 'guest');
  await walkJourney(page, entry, { open: async () => void (await page.goto(`${productionOrigin('acme.localhost')}/`)), unique: unique('acme-guest') });
});

test('E-21 H-32 a visitor signs up on the slim account form and books, on the production build (acme)', async ({ page }) => {
  const entry = journeyOf('acme', 'visitor');
  await walkJourney(page, entry, { open: async () => void (await page.goto(`${productionOrigin('acme.localhost')}/`)), unique: unique('acme-visitor') });
});

test('J-08 K-04 the demo customer signs in from / and sees the account page, on the production build', async ({ page }) => {
  await page.goto(`${productionOrigin()}/`);
  const accountNav = page.getByRole('banner').getByRole('navigation', { name: 'Account' });
  await accountNav.getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel(/^Email/).fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Upcoming Services' })).toBeVisible();
  await expect(accountNav.getByRole('link', { name: 'Log out' })).toBeVisible();
});
