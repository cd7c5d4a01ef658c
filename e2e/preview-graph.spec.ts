/**
 * The preview tool's graph at the tool's width (issue 27, item 2): its default view is readable (every step
 * label on screen at least 10 px high), a step can be searched and shown, a trace entry's step shown in the
 * graph, and Replay plays a journey in the frame up to the finished page by itself. No console error while
 * any tab is used. Reduced motion makes the graph's pans instant.
 */
import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

// The tool analyses every provider's flow in the page and drives the app in its frame: slow on 2 loaded cores.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

const FRAME = 'iframe[title^="The booking app"]';
const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Preview tools' }).getByRole('tab', { name });
const stepNode = (page: Page, id: string) => page.getByRole('group', { name: new RegExp(`^Step ${id},`) });

/** Every console error and uncaught exception of the page and its frame, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

async function openTool(page: Page): Promise<void> {
  await page.goto('/preview/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
  await expect(page.frameLocator(FRAME).locator('[data-step="place"]')).toBeVisible();
}

/** The graph's pane on screen. */
async function paneBox(page: Page) {
  const box = await page.locator('.flow-graph__pane').boundingBox();
  if (!box) throw new Error('the graph pane is not on screen');
  return box;
}

/** Whether `el` lies wholly inside the graph's pane. */
async function inPane(page: Page, el: Locator): Promise<boolean> {
  const [pane, box] = [await paneBox(page), await el.boundingBox()];
  return !!box && box.x >= pane.x && box.y >= pane.y && box.x + box.width <= pane.x + pane.width && box.y + box.height <= pane.y + pane.height;
}

/** The heights of the step labels (route and id texts) at least partly inside the graph's pane. */
async function visibleLabelHeights(page: Page): Promise<Array<{ text: string; height: number }>> {
  const pane = await paneBox(page);
  const out: Array<{ text: string; height: number }> = [];
  for (const label of await page.locator('.flow-graph__pane .flow-graph__route, .flow-graph__pane .flow-graph__step-id').all()) {
    const box = await label.boundingBox();
    if (!box || box.x + box.width <= pane.x || box.x >= pane.x + pane.width || box.y + box.height <= pane.y || box.y >= pane.y + pane.height) continue;
    out.push({ text: (await label.textContent()) ?? '', height: box.height });
  }
  return out;
}

test('at 1280 px every step label of the graph’s default view is at least 10 px high, and no tab logs a console error', async ({ page }) => {
  const errors = consoleErrors(page);
  await openTool(page);
  await tab(page, 'Flow').click();
  // The default view: the app's step (place) and the steps it leads to, at a readable zoom.
  await expect.poll(() => inPane(page, stepNode(page, 'place'))).toBe(true);
  const labels = await visibleLabelHeights(page);
  expect(labels.length, 'step labels on screen').toBeGreaterThanOrEqual(4);
  for (const label of labels) expect(label.height, `the label "${label.text}"`).toBeGreaterThanOrEqual(10);

  for (const name of ['Configuration', /^Trace/, 'Faults & clock', 'Fleet', 'Diff', 'Repro link', 'Flow']) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  // The trace keeps its entries across a reload of the frame (their numbers start again): no duplicate keys.
  await tab(page, 'Configuration').click();
  await page.getByRole('textbox', { name: /^Customer facing name/ }).fill('Graph Test Motors');
  await expect(page.frameLocator(FRAME).getByText('Graph Test Motors', { exact: true }).first()).toBeVisible();
  await tab(page, /^Trace/).click();
  await expect(page.getByRole('list', { name: 'Decisions, newest first' }).getByRole('listitem').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('searching a step and pressing Enter centres it on the graph', async ({ page }) => {
  await openTool(page);
  await tab(page, 'Flow').click();
  await expect.poll(() => inPane(page, stepNode(page, 'place'))).toBe(true);
  expect(await inPane(page, stepNode(page, 'finished'))).toBe(false);

  const search = page.getByRole('searchbox', { name: 'Find a step' });
  await search.fill('finish');
  await expect(page.getByRole('status').filter({ hasText: /^1 step matches/ })).toBeVisible();
  await expect(stepNode(page, 'finished')).toHaveClass(/flow-graph__rf-node--match/);
  await search.press('Enter');
  await expect.poll(() => inPane(page, stepNode(page, 'finished'))).toBe(true);
  for (const label of await visibleLabelHeights(page)) expect(label.height, `the label "${label.text}"`).toBeGreaterThanOrEqual(10);
});

test('"Show in graph" on a trace entry switches to the graph centred on that step', async ({ page }) => {
  await openTool(page);
  await page.getByRole('textbox', { name: 'Go to path' }).fill('/pricing/schedule');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await tab(page, /^Trace/).click();
  const show = page.getByRole('button', { name: 'Show in graph: step schedule' }).first();
  await show.click();
  await expect(tab(page, 'Flow')).toHaveAttribute('aria-selected', 'true');
  await expect(stepNode(page, 'schedule')).toHaveClass(/flow-graph__rf-node--highlighted/);
  await expect.poll(() => inPane(page, stepNode(page, 'schedule'))).toBe(true);
});

test('Replay plays a journey in the frame step by step up to the finished page, with no hand', async ({ page }) => {
  await openTool(page);
  await tab(page, 'Flow').click();
  const replay = page.getByRole('button', { name: /^Replay visitor journey:/ }).first();
  await replay.click();
  const panel = page.getByRole('region', { name: 'Journey replay' });
  await expect(panel.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(panel.getByRole('status')).toContainText(/step 2 of \d+/);
  // Nothing is pressed from here on: the replay moves the app to the goal, each step shown as the journey had it
  // (its booking and session sent first, so the step's guards keep the app there: services needs a place and a
  // vehicle, schedule a cart and a signed-in customer).
  for (const step of ['services', 'schedule']) await expect(page.frameLocator(FRAME).locator(`[data-step="${step}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator(FRAME).locator('[data-step="finished"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.frameLocator(FRAME).getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('Replay finished.');
  await expect(panel.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(stepNode(page, 'finished')).toHaveClass(/flow-graph__rf-node--highlighted/);
});
