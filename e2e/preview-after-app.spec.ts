/**
 * Support staff open the booking app, then the preview tool in the same tab (no ledger id: the tool is not in the
 * spec). The app's page, when left, tells the mock back end's service worker it is gone; with no page left the
 * worker unregisters itself, so the preview's frame used to start with no worker in control: its calls went to the
 * network and the frame said "This booking site is not available right now". mocks/browser.ts now reloads a page
 * that is not in the worker's control once the worker has started, once.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('the app opened first, then /preview/ in the same tab: the frame draws the place step from the mock back end', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Vehicle service from / })).toBeVisible();
  await page.goto('/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  const app = page.frameLocator('iframe[title^="The booking app"]');
  await expect(app.getByRole('heading', { level: 1, name: "Let's Get Started" })).toBeVisible({ timeout: 30_000 });
  await expect(app.getByText('This booking site is not available right now')).toHaveCount(0);
  expect(failed).toEqual([]);
});
