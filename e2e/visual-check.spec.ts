/**
 * Issue 26's visual check: the demo provider's guest journey from `/` (the engine's shortest, signing up on the
 * way) at a phone's and a desktop's width, a full-page screenshot of every step it shows and of the account page
 * after it: visual-<width>-<nn>-<step>.png into test-results/docs-images/ (ignored by git, so `npm test` leaves the
 * work tree clean), or over docs/images/ with `UPDATE_DOCS_IMAGES=1 npx playwright test e2e/visual-check.spec.ts`
 * when the pictures should change. Each picture is of a step a person reached; the journey runner's checks fail
 * the walk when a step breaks. On the e2e suite's fixed clock, with reduced motion.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { walkJourney } from './support/journey-runner';

const IMAGES = fileURLToPath(new URL(process.env.UPDATE_DOCS_IMAGES ? '../docs/images/' : '../test-results/docs-images/', import.meta.url));

test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce' });

for (const width of [375, 1280]) {
  test(`the demo guest journey from / and the account page, pictured at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    mkdirSync(IMAGES, { recursive: true });
    let n = 0;
    const picture = async (name: string) => {
      // The step's own pictures and fonts first: a picture of a half-drawn step shows nothing.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.widget-loading')).toHaveCount(0);
      await page.screenshot({ path: `${IMAGES}visual-${width}-${String(++n).padStart(2, '0')}-${name}.png`, fullPage: true });
    };
    const entry = frontDoorJourneys().find((j) => j.provider === 'demo' && j.journey.session === 'visitor');
    if (!entry) throw new Error('no demo visitor journey');
    await walkJourney(page, entry, {
      reached: async (move) => picture(move.stepId),
      atGoal: async (stepId) => picture(stepId),
    });
    await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('region', { name: 'Upcoming Services' })).toBeVisible();
    await picture('account-page');
    expect(n).toBeGreaterThanOrEqual(8);
  });
}
