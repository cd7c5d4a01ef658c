import { expect, test } from '@playwright/test';
import { decodeScenario } from '../src/api/scenario-codec';
import { expectNoSeriousA11yIssues } from './support/app';

test('the preview page has no serious accessibility problems, also with a fault and an error shown', async ({ page }) => {
  await page.goto('/preview/');
  await expect(page.getByRole('heading', { name: 'Preview: build a repro link' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Add a fault' }).click();
  await expect(page.getByLabel('Call', { exact: true })).toBeFocused();
  await page.getByLabel('More configuration (JSON object, merged over the fixture)').fill('{oops');
  await expect(page.getByText(/^Not JSON:/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('the preview page builds a link from its controls, and opening it applies the choices', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/preview/');

  await page.getByLabel('Provider fixture').selectOption('acme');
  await page.getByLabel('is_hiding_price_in_booking').check();
  await page.getByLabel('More configuration (JSON object, merged over the fixture)').fill('{"customer_facing_name": "Preview Page Motors"}');
  await page.getByLabel('Signed in as the demo customer (demo@example.com)').check();

  // Keyboard: Add a fault moves focus to the new fault's call.
  await page.getByRole('button', { name: 'Add a fault' }).focus();
  await page.keyboard.press('Enter');
  const fault = page.getByRole('group', { name: 'Fault 1' });
  await expect(fault.getByLabel('Call', { exact: true })).toBeFocused();
  await fault.getByLabel('Call', { exact: true }).selectOption('GET /pro/:id');
  await fault.getByLabel('Answer').selectOption('status');
  await fault.getByLabel('Status').fill('200');
  await fault.getByLabel('Body (JSON, optional)').fill('{"status": "Churned"}');

  await page.getByLabel('Now (empty: the real time)').fill('2025-03-10T10:00');
  await page.getByLabel('Time zone of that time').selectOption('America/New_York');
  await page.getByLabel('Start path').fill('/pricing/place');

  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe('http://localhost:5173/pricing/place');
  expect(decodeScenario(url.searchParams.get('preview')!)).toEqual({
    provider: 'acme',
    config: { is_hiding_price_in_booking: true, customer_facing_name: 'Preview Page Motors' },
    session: 'customer',
    responses: { 'GET /pro/:id': { status: 200, body: { status: 'Churned' } } },
    now: '2025-03-10T10:00:00-04:00',
  });

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('link', { name: 'Open app' }).click();
  await expect(page).toHaveURL('http://localhost:5173/pricing/place');
  await expect(page.locator('header.site-header').getByText('Preview Page Motors', { exact: true })).toBeVisible();
  await expect(page.getByText('Schedule Your Service', { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Online booking is not available' })).toContainText('Preview Page Motors');
  const banner = page.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('Preview: acme');
  await expect(banner).toContainText('clock fixed at 2025-03-10T10:00:00-04:00');
  // The mock world runs on the same clock: the demo customer's work 5002 is "today" = 2025-03-10.
  const works = await page.evaluate(async () => {
    const res = await fetch('/api/customer-info', { headers: { 'Pro-Name': 'acme', Authorization: 'Bearer demo-customer-token' } });
    return ((await res.json()) as { scheduled_works: { scheduled_work_id: number; date: string | null }[] }).scheduled_works;
  });
  expect(works.find((w) => w.scheduled_work_id === 5002)?.date).toBe('2025-03-10');
});
