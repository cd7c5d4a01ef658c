/**
 * Issue 26, first bullet: the schedule step on a phone (375 px), reached from `/` as a customer would (the engine's
 * front-door journey, stopped on the schedule step). On a time-slot provider (acme, F-05) and a week-calendar
 * provider (skipper, F-06) the grid opens on the first open day at the left (F-18), its first open slot is inside
 * the viewport with nothing to scroll sideways, "Your appointment" is not shown until a time is chosen, and one tap
 * on that slot chooses it. The clock is the journeys' fixed one (e2e/support/now.ts).
 */
import { expect, test } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { expectNoSeriousA11yIssues } from './support/app';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 375, height: 812 };

for (const [provider, what] of [
  ['acme', 'Time slots'],
  ['skipper', 'Appointments'],
] as const) {
  test(`issue 26 F-05/F-06/F-18 at 375 px from / (${provider}): the first open slot is in view without sideways scrolling, no "Your appointment" before a choice, one tap chooses it; axe clean`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const entry = frontDoorJourneys().find((j) => j.provider === provider && j.journey.moves.some((m) => m.stepId === 'schedule'));
    expect(entry, `a ${provider} journey through the schedule`).toBeDefined();
    await walkJourney(page, entry!, { stopAt: 'schedule' });

    const grid = page.getByRole('grid', { name: new RegExp(`^${what}, `) });
    await expect(grid).toBeVisible();
    await expect(page.getByText(/^Your appointment:/)).toHaveCount(0);

    // The first open day is the first column; its earliest open time is the grid's tab stop (the first open slot).
    const firstDay = await grid.locator('thead th[abbr]').first().getAttribute('abbr');
    const first = grid.locator('td[tabindex="0"]');
    await expect(first).toHaveAccessibleName(new RegExp(`^${firstDay} at .*, available$`));
    await expect(first).toHaveText(/\d:\d\d\s?[AP]M/); // an open cell says its time

    // Nothing wider than the phone: no sideways scrolling of the page or of the grid's box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.locator('.schedule-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await first.scrollIntoViewIfNeeded(); // vertically, if at all
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await expectNoSeriousA11yIssues(page);

    // One tap chooses it.
    const day = (await first.getAttribute('aria-label'))!.split(' at ')[0];
    const time = (await first.innerText()).replace(/\s/g, ' ').trim();
    await first.click({ position: { x: 8, y: 4 } }); // the upper half: the cell's own time (F-34)
    await expect(page.getByText(/^Your appointment:/)).toBeVisible();
    await expect(page.locator('.schedule-choice__summary')).toContainText(time);
    await expect(grid.locator('thead th[abbr].is-selected')).toHaveAttribute('abbr', day!);
  });
}
