/**
 * H-33, issue 26: skipper's booking leaves for the provider's own thank-you page (`external_thank_you_url`), which a
 * demo cannot reach; the mock world serves its stand-in on the app's origin (mocks/pages/thank-you-page.ts). From
 * `/` at a 375 px phone, the engine's skipper journey (e2e/support/journey-runner.ts) ends on that page, which
 * says what it stands in for and links back to the booking site.
 */
import { expect, test } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { expectNoSeriousA11yIssues } from './support/app';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 375, height: 800 } });

test('H-33 from / on skipper: the booking ends on the mock world’s stand-in for the provider’s thank-you page, not on a failed navigation', async ({ page }) => {
  const entry = frontDoorJourneys().find((j) => j.provider === 'skipper' && j.journey.session === 'visitor');
  if (!entry) throw new Error('the engine finds no skipper visitor journey');
  expect(entry.journey.moves.at(-1)?.to).toBe('external:https://skipper-tires.example/thank-you');
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.isNavigationRequest()) failed.push(r.url());
  });
  let standIn = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/demo-pages/thank-you') standIn = frame.url();
  });

  // The walk checks the stand-in's address and heading, goes back and finds the booking in the mock back end.
  await walkJourney(page, entry, { unique: 'skipper-thank-you' });

  expect(failed, 'no navigation failed').toEqual([]);
  await page.goto(standIn);
  await expect(page.getByRole('heading', { name: 'Thank you for your booking', level: 1 })).toBeVisible();
  await expect(page.getByText(/^This page of the demo stands in for the thank-you page of Skipper/)).toContainText('https://skipper-tires.example/thank-you');
  await expect(page.getByRole('link', { name: 'https://skipper-tires.example/thank-you' })).toHaveAttribute('href', 'https://skipper-tires.example/thank-you');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to the booking site' }).click();
  await expect(page.getByRole('button', { name: 'Book a Service' })).toBeVisible();
});
