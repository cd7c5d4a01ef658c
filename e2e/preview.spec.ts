/**
 * The preview tool at /preview/ (issue 13): the workspace driven in real Chromium by roles and labels, with the
 * booking app running in its frame. Each test proves one thing of the issue's "Done when"; the app inside the
 * frame is reached with a frame locator. docs/preview.md describes the tool.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { decodeScenario, encodeScenario, type Scenario } from '../src/api/scenario-codec';
import { expectNoSeriousA11yIssues } from './support/app';
import { e2eOrigin } from './support/port';

// The tool analyses every provider's flow in the page (graph, fleet, journeys) and drives the app in its frame:
// on 2 loaded cores a test that opens it twice needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const ORIGIN = e2eOrigin();
const FRAME = 'iframe[title^="The booking app"]';
const LOOKUP_FAILED = 'There was an error looking up your vehicle. Please try again.';
const PLATE_LOOKUP = 'POST /booking/vehicle-lookup/:plateState/:plateNumber';

/** The booking app inside the tool's frame. */
const app = (page: Page): FrameLocator => page.frameLocator(FRAME);

/** The tool's tab of that name (the trace tab's name carries a count: match its start). */
const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Preview tools' }).getByRole('tab', { name });

/** Waits until the tool says the app in the frame is ready (the bridge answered). */
async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
}

/** Opens the tool, optionally started from a repro link (`?link=`), and waits for the app in the frame. */
async function openTool(page: Page, link?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link ? `/preview/?link=${encodeURIComponent(link)}` : '/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await appReady(page);
}

/** A repro link on the app's origin. */
function reproLink(path: string, scenario: Scenario): string {
  return `${ORIGIN}${path}?preview=${encodeScenario(scenario)}`;
}

/** Sends the app in the frame to `path` with the toolbar's "Go to path". */
async function goTo(page: Page, path: string): Promise<void> {
  await appReady(page);
  await page.getByRole('textbox', { name: 'Go to path' }).fill(path);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('region', { name: 'The app' })).toContainText(`at ${path}`);
}

/** The address the frame's document is at (path + search). */
async function framePath(page: Page): Promise<string> {
  const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame();
  if (!frame) return '';
  const url = new URL(frame.url());
  return url.pathname + url.search;
}

test('editing the customer-facing name in the Configuration tab changes the header inside the frame', async ({ page }) => {
  await openTool(page);
  const header = app(page).locator('header.site-header');
  await expect(header.getByText('Demo Mobile Auto Care', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: /^Customer facing name/ }).fill('Preview Workspace Motors');
  await expect(page.getByRole('textbox', { name: /^Customer facing name \(changed\)/ })).toHaveValue('Preview Workspace Motors');
  await expect(header.getByText('Preview Workspace Motors', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Customer facing name' })).toBeVisible();
});

test('switching service_locations to home only marks the location (keyosk) step unreachable with its reason', async ({ page }) => {
  await openTool(page);
  const unreachableList = page.getByRole('region', { name: /^Unreachable for this configuration/ });
  const locationNode = page.getByRole('group', { name: /^Step location, \/pricing\/location/ });

  // The demo fixture offers home, workplace and shop: the location step can be reached.
  await tab(page, 'Flow').click();
  await expect(locationNode).toBeVisible();
  await expect(locationNode).not.toContainText('unreachable');
  await expect(unreachableList.getByRole('listitem').filter({ hasText: '/pricing/location' })).toHaveCount(0);

  await tab(page, 'Configuration').click();
  const places = page.getByRole('group', { name: /^Service locations/ });
  await places.getByRole('checkbox', { name: 'workplace' }).uncheck();
  await places.getByRole('checkbox', { name: 'shop' }).uncheck();
  await expect(places.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(places.getByRole('checkbox', { name: 'home' })).toBeChecked();

  await tab(page, 'Flow').click();
  await expect(locationNode).toContainText('unreachable');
  await expect(locationNode).toHaveAccessibleName(/unreachable: .*service_locations/);
  const item = unreachableList.getByRole('listitem').filter({ hasText: '/pricing/location' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('(location)');
  await expect(item).toContainText(/needs service_locations to include "workplace".*this provider has \["home"\]/);
});

test('clicking through the app in the frame adds trace entries with rule ids, and an entry is highlighted on the graph', async ({ page }) => {
  await openTool(page);
  await goTo(page, '/pricing/begin');
  const frame = app(page);
  await expect(frame.getByRole('heading', { name: 'Book a Service' })).toBeVisible();

  await tab(page, /^Trace/).click();
  const decisions = page.getByRole('list', { name: 'Decisions, newest first' });
  await expect(decisions.getByRole('button', { name: 'Entered begin: no guard fired' })).toBeVisible();

  // A visitor's Continue on begin: rule B-44 leads to the vehicle lookup (begin-signed-in and begin-skip-vehicle looked at).
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('heading', { name: 'Tell Us About Your Vehicle' })).toBeVisible();
  const continued = decisions.getByRole('button', { name: 'Event begin: continue → B-44 → /pricing/vehicle-lookup' });
  await expect(continued).toBeVisible();
  await expect(decisions.getByRole('button', { name: 'Entered vehicle-lookup: no guard fired' })).toBeVisible();
  // Its "Why": every rule looked at, each condition with the value it read.
  const entry = decisions.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Event begin: continue → B-44/ }) });
  await entry.getByText('Why: 3 rules looked at').click();
  const why = entry.locator('.trace__rules > li');
  await expect(why).toHaveText([/^begin-signed-in .*did not match.*session\.signedIn.*\(read false\)/, /^begin-skip-vehicle .*did not match.*is_skipping_vehicle.*\(read false\)/, /^B-44 .*matched/]);

  await continued.click();
  await expect(tab(page, 'Flow')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^Highlighted: decision \d+: B-44 on begin\./ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Step begin,/ })).toHaveClass(/flow-graph__rf-node--highlighted/);
  await expect(page.getByRole('group', { name: /^Step vehicle-lookup,/ })).toHaveClass(/flow-graph__rf-node--highlighted/);
  await expect(page.getByRole('group', { name: /^Step schedule,/ })).toHaveClass(/flow-graph__rf-node--dimmed/);
  await page.getByRole('button', { name: 'Back to the trace' }).click();
  await expect(continued).toHaveAttribute('aria-pressed', 'true');
});

test('a 500 set on the plate lookup shows the lookup-failed message in the frame', async ({ page }) => {
  await openTool(page);
  await tab(page, 'Faults & clock').click();
  await page.getByRole('button', { name: 'Add a fault' }).click();
  const fault = page.getByRole('group', { name: 'Fault 1' });
  const call = fault.getByRole('combobox', { name: 'Call' });
  await expect(call).toBeFocused();
  await call.selectOption(PLATE_LOOKUP);
  await expect(fault.getByRole('combobox', { name: 'Answer' })).toHaveValue('status');
  await fault.getByRole('spinbutton', { name: 'Status' }).fill('500');

  await goTo(page, '/pricing/vehicle-lookup');
  const frame = app(page);
  await frame.getByRole('textbox', { name: 'License plate' }).fill('ABC1234');
  await frame.getByRole('button', { name: 'Look Up Vehicle' }).click();
  await expect(frame.getByRole('alert').filter({ hasText: LOOKUP_FAILED })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The app' })).toContainText('at /pricing/vehicle-lookup?error=true');
});

test('stepping the clock across the cancellation cut-off changes the cancel dialog’s fee text', async ({ page, context }) => {
  // Tuesday 10 March 2026, 11:30 in New York; the demo customer's Camry (work 5001) is on Saturday 14 March at 9:00.
  await openTool(
    page,
    reproLink('/account', {
      provider: 'demo',
      session: 'customer',
      now: '2026-03-10T11:30:00-04:00',
      config: { is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 },
    }),
  );
  const frame = app(page);
  const camry = frame.getByRole('region', { name: 'Upcoming Services' }).getByRole('button', { name: /^Cancel Service: .*Camry, Saturday, March 14, 2026$/ });
  const dialog = frame.getByRole('dialog', { name: 'Cancel Service' });

  await camry.click();
  await expect(dialog.getByText('You will not be charged a cancellation fee')).toBeVisible();
  await dialog.press('Escape');
  await expect(dialog).toBeHidden();

  await tab(page, 'Faults & clock').click();
  const clock = page.getByRole('status').filter({ hasText: /^The app’s clock:/ });
  await expect(clock).toHaveText('The app’s clock: Tue 10 Mar 2026, 11:30 (America/New_York)');
  for (const day of ['Wed 11', 'Thu 12', 'Fri 13']) {
    await page.getByRole('button', { name: '+1 day' }).click();
    await expect(clock).toHaveText(`The app’s clock: ${day} Mar 2026, 11:30 (America/New_York)`);
  }

  // Friday 11:30 is 21.5 hours before the appointment: inside the 24-hour cut-off.
  await camry.click();
  await expect(dialog.getByText('You will be charged a $25.00 cancellation fee')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agree and Cancel Appointment' })).toBeVisible();

  // The link of this state carries the moved clock beside the link's own now; opening it restores both.
  await tab(page, 'Repro link').click();
  const link = await page.getByRole('textbox', { name: 'Link to what the app shows now' }).inputValue();
  const scenario = decodeScenario(new URL(link).searchParams.get('preview') ?? '');
  expect(scenario).toMatchObject({ now: '2026-03-10T11:30:00-04:00', session: 'customer' });
  expect(Date.parse(scenario.clock ?? '')).toBe(Date.parse('2026-03-13T11:30:00-04:00'));
  const fresh = await context.newPage();
  await openTool(fresh, link);
  await tab(fresh, 'Faults & clock').click();
  await expect(fresh.getByRole('status').filter({ hasText: /^The app’s clock:/ })).toHaveText('The app’s clock: Fri 13 Mar 2026, 11:30 (America/New_York)');
});

test('a pasted repro link restores the same provider, configuration and path in a fresh tool', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);
  await page.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('acme');
  await page.getByRole('textbox', { name: /^Customer facing name/ }).fill('Restored Motors');
  await expect(app(page).locator('header.site-header').getByText('Restored Motors', { exact: true })).toBeVisible();
  await goTo(page, '/pricing/vehicle-lookup');
  await expect(app(page).getByRole('heading', { name: 'Tell Us About Your Vehicle' })).toBeVisible();

  await tab(page, 'Repro link').click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByRole('textbox', { name: 'Link to what the app shows now' }).inputValue());
  expect(new URL(link).pathname).toBe('/pricing/vehicle-lookup');

  // A fresh tool in another tab: the demo provider until the link is pasted.
  const fresh = await context.newPage();
  await openTool(fresh);
  await expect(fresh.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('demo');
  await tab(fresh, 'Repro link').click();
  await fresh.getByRole('textbox', { name: 'Paste a repro link' }).fill(link);
  await fresh.getByRole('button', { name: 'Restore the workspace' }).click();
  await expect(fresh.getByRole('status').filter({ hasText: 'Workspace restored from the link.' })).toBeVisible();

  await expect(fresh.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('acme');
  await appReady(fresh);
  await expect(app(fresh).locator('header.site-header').getByText('Restored Motors', { exact: true })).toBeVisible();
  await expect(app(fresh).getByRole('heading', { name: 'Tell Us About Your Vehicle' })).toBeVisible();
  await expect.poll(() => framePath(fresh)).toBe('/pricing/vehicle-lookup');
  await tab(fresh, 'Configuration').click();
  await expect(fresh.getByRole('textbox', { name: /^Customer facing name \(changed\)/ })).toHaveValue('Restored Motors');
  await expect(fresh.getByRole('status').filter({ hasText: '1 changed from the fixture.' })).toBeVisible();
});

test('the fleet view shows the 8 provider fixtures as columns', async ({ page }) => {
  await openTool(page);
  await tab(page, 'Fleet').click();
  const table = page.getByRole('table', { name: /^Steps each provider’s customers can reach \(8 providers × \d+ steps\)/ });
  await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText(['Step', 'demo', 'acme', 'skipper', 'hidden', 'fleetco', 'gone (churned)', 'services', 'diag']);
  // skipper skips the vehicle step; its cell says so (and why).
  const vehicleRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/pricing\/vehicle\s*vehicle$/ }) });
  await expect(vehicleRow.getByRole('button', { name: 'unreachable for skipper' })).toHaveAccessibleDescription(/is_skipping_vehicle/);
});

test('keyboard: the tabs are reachable with Tab and switch with the arrow keys, Home and End', async ({ page }) => {
  await openTool(page);
  await page.getByRole('button', { name: 'Go', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '375 px' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tab(page, 'Configuration')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Flow')).toBeFocused();
  await expect(tab(page, 'Flow')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Flow' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'Repro link')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Repro link' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Configuration')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Repro link')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Configuration')).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the panel (focusable, as the WAI-ARIA tabs pattern has it), then its first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Configuration' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Find a setting' })).toBeFocused();
});

for (const name of ['Configuration', 'Flow', /^Trace/, 'Faults & clock', 'Fleet', 'Diff', 'Repro link']) {
  test(`at 1280 px the ${typeof name === 'string' ? name : 'Trace'} tab has no serious or critical axe violations`, async ({ page }) => {
    // axe over the Flow graph and the Fleet tables (steps and shown parts × 8 providers) takes 20–40 s on 2 cores.
    if (name === 'Flow' || name === 'Fleet') test.slow();
    await openTool(page);
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    // The app in the frame is checked by its own specs; once here, with the tool around it.
    await expectNoSeriousA11yIssues(page, name === 'Configuration' ? undefined : 'iframe');
  });
}
