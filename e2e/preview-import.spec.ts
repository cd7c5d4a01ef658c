/**
 * Issue 27, item 1: a real provider's configuration (the answer of GET /app-z3p-configuration) imported into the
 * preview tool: pasted, it becomes the workspace's provider (the app in the frame and its journeys); an invalid one
 * changes nothing and says which field; the link of an imported provider opens it, not demo. No console errors.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { encodeScenario } from '../src/api/scenario-codec';
import demo from '../mocks/fixtures/providers/demo.json' with { type: 'json' };
import { e2eOrigin } from './support/port';

// The tool analyses every provider's flow in the page and drives the app in its frame: slow on 2 loaded cores.
test.describe.configure({ timeout: 90_000 });

/** A configuration no fixture has: demo's, renamed, home visits only, a higher minimum. */
const BAYSIDE = {
  ...demo,
  z3p_client_name: 'bayside',
  customer_facing_name: 'Bayside Mobile Detailing',
  service_locations: ['home'],
  minimum_appointment_amount_dollars: 75,
};

/** What each page wrote to the console as an error, or threw (asserted empty after every test). */
const problems = new WeakMap<Page, string[]>();

function watch(page: Page): Page {
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  return page;
}

const opened: Page[] = [];

test.beforeEach(({ page }) => {
  opened.push(watch(page));
});

test.afterEach(() => {
  for (const page of opened.splice(0)) expect(problems.get(page), 'console errors and uncaught exceptions').toEqual([]);
});

const frameOf = (page: Page) => page.frameLocator('iframe[title^="The booking app"]');
const headerName = (page: Page, name: string) => frameOf(page).locator('header.site-header').getByText(name, { exact: true });
const tabNamed = (page: Page, name: string) => page.getByRole('tablist', { name: 'Preview tools' }).getByRole('tab', { name });
const pasteBox = (page: Page) => page.getByRole('textbox', { name: 'Paste a repro link or a provider configuration (JSON)' });
const journeys = (page: Page) => page.getByRole('region', { name: 'Journeys' });

/** Opens the tool (optionally from a link) and waits until the app in its frame is ready. */
async function openPreview(page: Page, link?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link ? `/preview/?link=${encodeURIComponent(link)}` : '/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
}

/** Pastes text into the Repro link tab's box and submits it. */
async function paste(page: Page, text: string): Promise<void> {
  await tabNamed(page, 'Repro link').click();
  await pasteBox(page).fill(text);
  await page.getByRole('button', { name: 'Restore the workspace' }).click();
}

test('a pasted configuration that is no fixture becomes the provider: its app in the frame, its journeys, its link and file', async ({ page, context }) => {
  await openPreview(page);
  await tabNamed(page, 'Flow').click();
  // demo offers workplace visits: some journey goes through the location step.
  await expect(journeys(page)).toContainText('→ location');

  await paste(page, JSON.stringify({ ...BAYSIDE, crm_account: 'B-1' }, null, 2));
  await expect(page.getByRole('status').filter({ hasText: 'Configuration of bayside imported' })).toContainText('nearest fixture, demo');
  await expect(page.getByRole('list', { name: 'Notices' })).toContainText('Not configuration fields (left out): crm_account.');
  await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('bayside');
  await expect(page.getByRole('region', { name: 'The app' })).toContainText('bayside at /pricing/place');
  await expect(headerName(page, 'Bayside Mobile Detailing')).toBeVisible();

  // Its journeys: home visits only, so none through the location step, and still journeys to book.
  await tabNamed(page, 'Flow').click();
  await expect(journeys(page).getByRole('button', { name: /^Replay / }).first()).toBeVisible();
  await expect(journeys(page)).not.toContainText('→ location');

  // Shown against the nearest fixture with the editor's marks.
  await tabNamed(page, 'Configuration').click();
  await expect(page.getByText('is an imported configuration, not a fixture')).toContainText('nearest fixture, demo');
  await expect(page.getByRole('textbox', { name: /^Customer facing name \(changed\)/ })).toHaveValue('Bayside Mobile Detailing');

  // Exported as JSON (beside the paste box), the file imports again to the same provider and settings.
  await tabNamed(page, 'Repro link').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the configuration (JSON)' }).click()]);
  expect(download.suggestedFilename()).toBe('bayside-configuration.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(exported).toEqual(BAYSIDE);

  await paste(page, JSON.stringify(exported));
  await expect(page.getByRole('status').filter({ hasText: 'Configuration of bayside imported' })).toContainText('(4 settings differ)');
  await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('bayside');

  // The link of what the app shows opens bayside's app on its own, not demo.
  const link = await page.getByRole('textbox', { name: 'Link to what the app shows now' }).inputValue();
  const app = watch(await context.newPage());
  opened.push(app);
  await app.goto(link);
  await expect(app.getByRole('region', { name: 'Preview mode' }).getByRole('status')).toContainText('Preview: bayside');
  await expect(app.locator('header.site-header').getByText('Bayside Mobile Detailing', { exact: true })).toBeVisible();
  await expect(app.getByText('Demo Mobile Auto Care')).toHaveCount(0);

  // And the tool started from that link restores bayside too.
  const tool = watch(await context.newPage());
  opened.push(tool);
  await openPreview(tool, link);
  await expect(tool.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('bayside');
  await expect(headerName(tool, 'Bayside Mobile Detailing')).toBeVisible();
});

test('a configuration with an invalid field says which field and changes nothing', async ({ page }) => {
  await openPreview(page);
  await paste(page, JSON.stringify({ ...BAYSIDE, customer_facing_name: 42 }));
  const error = page.locator('#paste-link-error');
  await expect(error).toContainText('The configuration was not imported; nothing changed.');
  await expect(error.getByRole('listitem')).toHaveText(['customer_facing_name: must be string']);
  await expect(pasteBox(page)).toHaveAttribute('aria-invalid', 'true');

  await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('demo');
  await expect(page.getByRole('region', { name: 'The app' })).toContainText('demo at /pricing/place');
  await expect(headerName(page, 'Demo Mobile Auto Care')).toBeVisible();
  await tabNamed(page, 'Configuration').click();
  await expect(page.getByText('No setting changed from the fixture.')).toBeVisible();
});

test('a link naming an unknown provider without its configuration is refused in the tool and explained in the app', async ({ page, context }) => {
  const link = `${e2eOrigin()}/pricing/place?preview=${encodeScenario({ provider: 'bayside' })}`;
  await openPreview(page);
  await paste(page, link);
  await expect(page.locator('#paste-link-error')).toContainText('The link names provider "bayside", which is not a fixture');
  await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue('demo');

  // The app asks for a provider the mock back end does not know: its 404s are the only errors it may log.
  const app = watch(await context.newPage());
  await app.goto(link);
  await expect(app.getByRole('region', { name: 'Preview mode' }).getByRole('alert')).toContainText(
    'This link names provider "bayside", which the mock back end does not know, and carries no full configuration of it',
  );
  await expect(app.getByRole('heading', { name: 'This booking site is not available right now' })).toBeVisible();
  await expect(app.getByText('Demo Mobile Auto Care')).toHaveCount(0);
  const unexpected = problems.get(app)!.filter((line) => !/status of 404 .*\/api\/(app-z3p-configuration|pro\/bayside)\)$/.test(line));
  expect(unexpected, 'console errors other than the unknown provider’s 404s').toEqual([]);
});
