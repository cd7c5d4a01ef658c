/**
 * H-33, issue 26, on the production build against the HTTP mock back end (scripts/serve-production.ts): the
 * configuration skipper gets names the mock world's stand-in for its own thank-you page on the app's origin (the
 * test server tells the back end the app's host), and that origin serves the page.
 */
import { expect, test } from '@playwright/test';
import { productionOrigin } from '../support/port';

test('H-33 the production build’s mock back end names the thank-you stand-in on the app’s origin, and the origin serves it', async ({ page }) => {
  const app = productionOrigin('skipper.localhost');
  await page.goto(`${app}/`);
  const named = await page.evaluate(async () => {
    const answer = await fetch('/api/app-z3p-configuration', { headers: { Accept: 'application/json', 'Pro-Name': 'skipper' } });
    return ((await answer.json()) as { external_thank_you_url: string }).external_thank_you_url;
  });
  const url = new URL(named);
  expect(url.origin).toBe(app);
  expect(url.pathname).toBe('/demo-pages/thank-you');
  expect(url.searchParams.get('for')).toBe('https://skipper-tires.example/thank-you');

  await page.goto(named);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking', level: 1 })).toBeVisible();
  await expect(page.getByText(/stands in for the thank-you page of Skipper Tire & Lube/)).toBeVisible();
});
