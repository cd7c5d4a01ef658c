/**
 * The screenshots of docs/preview.md: three real tasks walked in the preview tool, each step asserting what it
 * shows (so the walk-through fails when the tool stops doing what the guide says) and writing
 * preview-<task>-<n>.png at 1280×900: into test-results/docs-images/ (ignored by git, so `npm test` leaves the work
 * tree clean), or over docs/images/ with `UPDATE_DOCS_IMAGES=1 npx playwright test e2e/preview-docs.spec.ts`
 * when the guide's pictures should change. Reduced motion makes the graph's pan instant; the task
 * where times show runs on a fixed clock.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { decodeScenario } from '../src/api/scenario-codec';

const FRAME = 'iframe[title^="The booking app"]';
const LOOKUP_FAILED = 'There was an error looking up your vehicle. Please try again.';
const PLATE_LOOKUP = 'POST /booking/vehicle-lookup/:plateState/:plateNumber';
const IMAGES = fileURLToPath(new URL(process.env.UPDATE_DOCS_IMAGES ? '../docs/images/' : '../test-results/docs-images/', import.meta.url));

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

const app = (page: Page): FrameLocator => page.frameLocator(FRAME);
const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Preview tools' }).getByRole('tab', { name });
const provider = (page: Page) => page.getByRole('combobox', { name: 'Provider', exact: true });

async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
}

/**
 * Waits until the app in the frame has loaded after a change and shows the place step (each change of the
 * scenario reloads it): the next change then cannot cut a load short, so the trace's count is the same each run.
 */
async function settled(page: Page): Promise<void> {
  await appReady(page);
  await expect(app(page).getByRole('heading', { level: 1, name: "Let's Get Started" })).toBeVisible();
}

async function openTool(page: Page): Promise<void> {
  await page.goto('/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await settled(page);
}

async function goTo(page: Page, path: string): Promise<void> {
  await appReady(page);
  await page.getByRole('textbox', { name: 'Go to path' }).fill(path);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('region', { name: 'The app' })).toContainText(`at ${path}`);
}

/** Writes preview-<task>-<n>.png (in {@link IMAGES}) of what the window shows (the app in the frame scrolled to its top). */
async function shot(page: Page, task: string, n: number): Promise<void> {
  await app(page).locator('body').evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${IMAGES}preview-${task}-${n}.png`, animations: 'disabled', caret: 'hide' });
}

/** Scrolls the tool's page so that `el` is at the top of the window. */
async function scrollToTop(el: Locator): Promise<void> {
  await el.evaluate((node) => node.scrollIntoView({ block: 'start' }));
}

// Each task drives the tool as support staff would, through the Fleet and Flow tabs: 15–20 s alone, more on 2 loaded cores.
test.describe.configure({ timeout: 90_000 });

test('task a: why does skipper’s customer skip the vehicle step', async ({ page }) => {
  const task = 'skip-vehicle';
  await openTool(page);

  // 1. Choose the provider; find the setting.
  await provider(page).selectOption('skipper');
  await settled(page);
  await expect(app(page).locator('header.site-header').getByText('Skipper Tire & Lube', { exact: true })).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'At The Shop', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a setting' }).fill('skipping');
  await expect(page.getByRole('checkbox', { name: 'Is skipping vehicle' })).toBeChecked();
  await shot(page, task, 1);

  // 2. The Flow tab: the vehicle step is unreachable, and why.
  await tab(page, 'Flow').click();
  const unreachable = page.getByRole('region', { name: /^Unreachable for this configuration/ });
  const vehicle = unreachable.getByRole('listitem').filter({ hasText: '/pricing/vehicle (vehicle)' });
  await expect(vehicle).toContainText('guard C-03 redirects every visit (to schedule); showing it needs is_skipping_vehicle to be false; this provider has true');
  await expect(page.getByRole('group', { name: /^Step vehicle, \/pricing\/vehicle, unreachable:/ })).toContainText('unreachable');
  await scrollToTop(unreachable);
  await shot(page, task, 2);

  // 3. Watch it happen: Continue on the first step, in the frame; the trace names the rule and the value it read.
  await goTo(page, '/pricing/begin');
  await expect(app(page).getByRole('heading', { name: 'Book a Service' })).toBeVisible();
  await tab(page, /^Trace/).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await app(page).getByRole('button', { name: 'Continue' }).click();
  const decisions = page.getByRole('list', { name: 'Decisions, newest first' });
  const skip = decisions.getByRole('button', { name: 'Event begin: continue → begin-skip-vehicle → /pricing/tires' });
  await expect(skip).toBeVisible();
  await expect(app(page).getByRole('heading', { level: 1 })).toBeVisible();
  const entry = decisions.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Event begin: continue → begin-skip-vehicle/ }) });
  await entry.getByText(/^Why: \d+ rules? looked at/).click();
  await expect(entry.locator('.trace__rules > li').filter({ hasText: /^begin-skip-vehicle/ })).toContainText(/matched.*is_skipping_vehicle.*\(read true\)/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, task, 3);

  // The same entry on the graph (not shot: the whole flow is too wide to read at this size).
  await skip.click();
  await expect(page.getByRole('status').filter({ hasText: /^Highlighted: decision \d+: begin-skip-vehicle on begin\./ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Step tires,/ })).toHaveClass(/flow-graph__rf-node--highlighted/);

  // 4. The fleet: which other providers skip it.
  await tab(page, 'Fleet').click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/pricing\/vehicle\s*vehicle$/ }) });
  const cell = row.getByRole('button', { name: 'unreachable for skipper' });
  await expect(cell).toHaveAccessibleDescription(/is_skipping_vehicle to be false; this provider has true/);
  // skipper, services and diag all skip it; every other provider's customers see it.
  await expect(row.getByRole('button', { name: /^unreachable for / })).toHaveCount(3);
  for (const other of ['services', 'diag']) await expect(row.getByRole('button', { name: `unreachable for ${other}` })).toBeVisible();
  await cell.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'guard C-03' }).first()).toBeVisible();
  await shot(page, task, 4);
});

test('task b: reproduce a failed plate lookup for acme', async ({ page, context }) => {
  const task = 'plate-lookup';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);

  // 1. Provider, a fixed clock, and the fault: the plate lookup answers 500.
  await provider(page).selectOption('acme');
  await settled(page);
  await tab(page, 'Faults & clock').click();
  await page.getByRole('textbox', { name: 'Now (empty: the real time)' }).fill('2026-03-10T10:00');
  await settled(page);
  await page.getByRole('button', { name: 'Add a fault' }).click();
  const fault = page.getByRole('group', { name: 'Fault 1' });
  await fault.getByRole('combobox', { name: 'Call' }).selectOption(PLATE_LOOKUP);
  await settled(page);
  await fault.getByRole('spinbutton', { name: 'Status' }).fill('500');
  await fault.getByRole('textbox', { name: 'Body (JSON, optional)' }).fill('{"Status": "error", "Message": "Plate service down"}');
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: /^The app’s clock:/ })).toHaveText('The app’s clock: Tue 10 Mar 2026, 10:00 (America/New_York)');
  await expect(app(page).getByRole('region', { name: 'Preview mode' })).toContainText('clock fixed at 2026-03-10T10:00:00-04:00');
  await shot(page, task, 1);

  // 2. Clear the trace, then do what the customer did, in the frame: the lookup fails with the customer's message,
  //    and the trace says which rule sent the customer back.
  await tab(page, /^Trace/).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(tab(page, /^Trace/)).toHaveText('Trace (0)');
  await goTo(page, '/pricing/vehicle-lookup');
  const frame = app(page);
  await frame.getByRole('tab', { name: 'License Plate' }).click();
  await frame.getByRole('textbox', { name: 'License plate' }).fill('ABC1234');
  await frame.getByRole('combobox', { name: 'State' }).selectOption('VA');
  await frame.getByRole('button', { name: 'Look Up Vehicle' }).click();
  await expect(frame.getByRole('alert').filter({ hasText: LOOKUP_FAILED })).toBeVisible();
  const decisions = page.getByRole('list', { name: 'Decisions, newest first' });
  await expect(decisions.getByRole('listitem').getByRole('button').filter({ hasNotText: 'Show in graph' })).toHaveText([
    'Entered vehicle-lookup: no guard fired',
    'Event vehicle-lookup: lookupFailed → C-14 → /pricing/vehicle-lookup?error=true',
    'Entered vehicle-lookup: no guard fired',
  ]);
  await decisions.getByRole('listitem').nth(1).getByText(/^Why: /).click();
  await expect(decisions.getByRole('listitem').nth(1).locator('.trace__rules > li').first()).toContainText('C-14');
  await shot(page, task, 2);

  // 4. The link that reproduces it (the toast dismissed, so the picture does not depend on its 5 seconds).
  await tab(page, 'Repro link').click();
  const link = await page.getByRole('textbox', { name: 'Link to what the app shows now' }).inputValue();
  const url = new URL(link);
  expect(url.pathname + url.search.replace(/[?&]preview=[^&]*/, '')).toBe('/pricing/vehicle-lookup?error=true');
  expect(decodeScenario(url.searchParams.get('preview') ?? '')).toMatchObject({
    provider: 'acme',
    now: '2026-03-10T10:00:00-04:00',
    responses: { [PLATE_LOOKUP]: { status: 500, body: { Status: 'error', Message: 'Plate service down' } } },
  });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  await shot(page, task, 3);
});

test('task c: what changes if we turn on guest checkout for everyone', async ({ page }) => {
  const task = 'guest-checkout';
  await openTool(page);

  // 1. The blast radius: the field, the new value, "Show what changes".
  await tab(page, 'Fleet').click();
  const blast = page.getByRole('region', { name: 'Blast radius of a configuration change' });
  await blast.getByRole('combobox', { name: 'Configuration field' }).selectOption('is_guest_checkout_enabled');
  await blast.getByRole('checkbox', { name: 'New value of Is guest checkout enabled: on' }).check();
  await blast.getByRole('button', { name: 'Show what changes' }).click();
  await expect(blast.getByRole('status')).toHaveText(/^If is_guest_checkout_enabled were true for every provider: \d of 8 providers change\.$/);
  const result = (name: string) => blast.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: new RegExp(`^${name} \\(now `) }) });
  await expect(result('demo')).toContainText('Journeys that appear (3)');
  await expect(result('demo')).toContainText('guest · home · services');
  await expect(result('acme')).toContainText('No change');
  await scrollToTop(blast);
  await shot(page, task, 1);
  await scrollToTop(result('skipper'));
  await shot(page, task, 2);

  // 2. One provider in detail: turn it on in the Configuration tab, read the Diff tab.
  await tab(page, 'Configuration').click();
  await page.getByRole('searchbox', { name: 'Find a setting' }).fill('guest');
  await page.getByRole('checkbox', { name: 'Is guest checkout enabled' }).check();
  await expect(page.getByRole('checkbox', { name: 'Is guest checkout enabled (changed)' })).toBeChecked();
  await tab(page, 'Diff').click();
  await expect(page.getByRole('heading', { name: 'demo fixture → demo as edited' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Semantic diff' }).getByRole('status')).toHaveText('Behaviour differs: 3 journeys gained, 1 difference in what steps show.');
  await settled(page);
  await expect(app(page).getByRole('button', { name: 'At The Shop', exact: true })).toBeVisible();
  await shot(page, task, 3);
});
