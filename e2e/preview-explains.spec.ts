/**
 * The preview tool explains what a step shows (issue 23, item 5): with the configuration edited in the tool, the
 * Trace tab's "What this step shows" says why At Work is hidden on the place step and why prices are hidden,
 * naming the configuration field and its value; each refused Continue press is a trace entry naming the blocker.
 * Driven by roles and labels; the app runs in the tool's frame. docs/preview.md, Task 4, describes the same.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/app';

const FRAME = 'iframe[title^="The booking app"]';

const app = (page: Page): FrameLocator => page.frameLocator(FRAME);

/** The tool's tab of that name (the trace tab's name carries a count: match its start). */
const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Preview tools' }).getByRole('tab', { name });

/** Waits until the tool says the app in the frame is ready (the bridge answered). */
async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
}

/** Opens the tool (the demo provider, a visitor, at /pricing/place) and waits for the app in the frame. */
async function openTool(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await appReady(page);
}

/** Sends the app in the frame to `path` with the toolbar's "Go to path". */
async function goTo(page: Page, path: string): Promise<void> {
  await appReady(page);
  await page.getByRole('textbox', { name: 'Go to path' }).fill(path);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('region', { name: 'The app' })).toContainText(`at ${path}`);
}

test('B-05 with service_locations home and shop, the Trace tab says At Work is hidden on the place step because of service_locations', async ({ page }) => {
  await openTool(page);
  const places = page.getByRole('group', { name: /^Service locations/ });
  await places.getByRole('checkbox', { name: 'workplace' }).uncheck();
  await expect(places.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await appReady(page);
  await goTo(page, '/pricing/place');
  await expect(app(page).getByRole('button', { name: 'At The Shop', exact: true })).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'At Work', exact: true })).toHaveCount(0);

  await tab(page, /^Trace/).click();
  const shows = page.getByRole('region', { name: 'What this step shows' });
  await expect(shows).toContainText('Step place at /pricing/place');
  const parts = shows.getByRole('list', { name: 'Parts of placePicker' });
  await expect(parts.getByRole('listitem').filter({ hasText: /^At Work:/ })).toHaveText(
    /^At Work: hidden — service_locations is \["home","shop"\] \(does not include "workplace"\)$/,
  );
  await expect(parts.getByRole('listitem').filter({ hasText: /^At Home:/ })).toHaveText(/^At Home: shown — service_locations is .*\(includes "home"\)$/);
  await expect(parts.getByRole('listitem').filter({ hasText: /^At Work:/ }).locator('code')).toHaveText('service_locations');
});

test('H-08 with is_hiding_price_in_booking on, the Trace tab says prices are hidden and why; the Diff tab lists it', async ({ page }) => {
  await openTool(page);
  await page.getByRole('searchbox', { name: 'Find a setting' }).fill('hiding price');
  await page.getByRole('checkbox', { name: 'Is hiding price in booking' }).check();
  await expect(page.getByRole('checkbox', { name: 'Is hiding price in booking (changed)' })).toBeChecked();
  await appReady(page);
  await goTo(page, '/pricing/place');

  await tab(page, /^Trace/).click();
  const sidebar = page.getByRole('region', { name: 'What this step shows' }).getByRole('list', { name: 'Parts of the sidebar' });
  await expect(sidebar.getByRole('listitem')).toHaveText(['Prices (each service and the subtotal): hidden — is_hiding_price_in_booking is true']);

  await tab(page, 'Diff').click();
  const diff = page.getByRole('region', { name: 'Semantic diff' });
  await expect(diff.getByRole('status')).toContainText(/differences? in what steps show/);
  await expect(diff.getByText('Prices (each service and the subtotal) shown → hidden in the sidebar (is_hiding_price_in_booking: false → true)')).toBeVisible();
});

test('B-15/B-16 three presses on the refused Continue of /pricing/place add three trace entries naming the blocker', async ({ page }) => {
  await openTool(page);
  await goTo(page, '/pricing/place');
  const frame = app(page);
  await expect(frame.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();

  await tab(page, /^Trace/).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  const decisions = page.getByRole('list', { name: 'Decisions, newest first' });
  const refusedName = 'Blocker place: Continue pressed — refused by B-15/B-16 (“Please choose a location”)';
  const refused = decisions.getByRole('button', { name: refusedName });
  await expect(refused).toHaveCount(0);

  // The Continue is inactive (aria-disabled, still focusable) with the blocker's message as its reason.
  const cont = frame.getByRole('button', { name: 'Continue', exact: true });
  await expect(cont).toHaveAttribute('aria-disabled', 'true');
  for (let n = 1; n <= 3; n++) {
    await cont.press('Enter');
    await expect(refused).toHaveCount(n);
  }
  await expect(frame.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  // Each entry's "Why" names the blocker that held.
  const first = decisions.getByRole('listitem').filter({ has: page.getByRole('button', { name: refusedName }) }).first();
  await first.getByText('Why: 1 rule looked at').click();
  await expect(first.locator('.trace__rules > li')).toHaveText([/^B-15\/B-16 \(blocker\) matched/]);
});

test('at 1280 px the Trace tab with "What this step shows" has no serious or critical axe violations', async ({ page }) => {
  await openTool(page);
  await tab(page, /^Trace/).click();
  await expect(page.getByRole('region', { name: 'What this step shows' }).getByRole('list', { name: 'Parts of placePicker' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'iframe');
});

test('B-05 at 1280 px the Fleet tab lists At Work as hidden for some providers', async ({ page }) => {
  // axe over the Fleet tab runs once, in preview.spec.ts.
  await openTool(page);
  await tab(page, 'Fleet').click();
  const shown = page.getByRole('table', { name: /^What the steps show, where providers differ/ });
  await expect(shown.getByRole('row').filter({ hasText: 'At Work' })).toContainText('hidden');
});
