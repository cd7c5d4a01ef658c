/**
 * Back to a step whose guard now holds (issue 24, the renderer's "once per navigation" memory): a visitor who
 * signed up on the account step and pressed Back from the schedule is sent on to the schedule again (E-20:
 * a signed-in customer skips the account step), never left on "Redirecting…"; the journey then books as usual.
 * From `/`, by roles and labels only.
 */
import { expect, test } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 60_000 });

test('E-20 after signing up, Back from the schedule returns to the schedule (not stuck on "Redirecting…") and the booking goes through', async ({ page }) => {
  const entry = frontDoorJourneys().find((j) => j.provider === 'acme' && j.journey.session === 'visitor');
  expect(entry, 'acme offers sign-up').toBeDefined();
  let wentBack = false;
  await walkJourney(page, entry!, {
    reached: async (move, i) => {
      if (move.stepId !== 'schedule' || entry!.journey.moves[i - 1]?.stepId !== 'account') return;
      await page.goBack();
      await expect(page).toHaveURL(/\/pricing\/schedule/);
      await expect(page.locator('[data-step="schedule"]')).toBeVisible();
      await expect(page.getByText('Redirecting…')).toHaveCount(0);
      wentBack = true;
    },
  });
  expect(wentBack).toBe(true);
});
