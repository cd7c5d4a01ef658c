/**
 * The preview opens without its graph and its analyses (issue 28, item 4; no ledger id: the tool is not in the
 * spec). Opening /preview/ and leaving it idle fetches no script that holds the graph library (React Flow
 * `@xyflow/*`, laid out by `@dagrejs/dagre`) or the flow and fleet analyses (preview/analysis/reachability,
 * journeys-for, fleet-matrix, blast-radius), so none of them runs before its tab is opened; the Flow tab then
 * loads the graph and draws it, the Fleet tab its analysis. The modules a script holds are read from its source
 * map (mock builds ship them: vite.config.ts), whatever the bundler names the chunks (today the graph library
 * rides in `assets/flow-panel-<hash>.js`, the fleet analysis in `assets/fleet-panel-<hash>.js`).
 * How fast it opens is measured by `npm run bench:preview` (docs/performance.md), not here.
 */
import { expect, test, type Page } from '@playwright/test';

// The graph's layout and the analyses are slow on 2 loaded cores.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const FRAME = 'iframe[title^="The booking app"]';
const GRAPH_LIBRARY = [/node_modules\/@xyflow\/react\//, /node_modules\/@dagrejs\/dagre\//];
const FLOW_ANALYSIS = [/preview\/analysis\/reachability\.ts$/, /preview\/analysis\/journeys-for\.ts$/];
const FLEET_ANALYSIS = [/preview\/analysis\/fleet-matrix\.ts$/, /preview\/analysis\/blast-radius\.ts$/];

/** Collects the URL of every script of the build (`/assets/*.js`) the tab fetches, the frame's included. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !urls.includes(request.url())) urls.push(request.url());
  });
  return urls;
}

const sourcesOf = new Map<string, readonly string[]>();

/**
 * The source files of the scripts at `urls`, from their source maps (each read once). A script without a map
 * (the step messages the build's plugin emits as plain data) stands for itself.
 */
async function modulesIn(page: Page, urls: readonly string[]): Promise<string[]> {
  for (const url of urls) {
    if (sourcesOf.has(url)) continue;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await (await page.request.get(url)).text())?.[1];
    if (!mapName) {
      sourcesOf.set(url, [url]);
      continue;
    }
    const map = await page.request.get(new URL(mapName, url).href);
    expect(map.ok(), `the source map of ${url}`).toBe(true);
    sourcesOf.set(url, ((await map.json()) as { sources: string[] }).sources);
  }
  return urls.flatMap((url) => sourcesOf.get(url) ?? []);
}

/** The patterns (as text) some module of `modules` matches. */
const held = (modules: readonly string[], patterns: readonly RegExp[]): string[] =>
  patterns.filter((p) => modules.some((m) => p.test(m))).map(String);

test('issue 28 item 4: opening the preview loads neither the graph library nor the flow and fleet analyses; the Flow tab loads and draws the graph, the Fleet tab its analysis', async ({ page }) => {
  const fetched = scriptsFetched(page);
  await page.goto('/preview/');
  const tabs = page.getByRole('tablist', { name: 'Preview tools' });
  await expect(tabs.getByRole('tab', { name: 'Configuration' })).toBeVisible();
  await expect(page.frameLocator(FRAME).locator('[data-step="place"] h1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'The app' }).getByRole('status')).toBeEmpty();
  // Left idle, the tool fetches nothing more in the background either.
  await page.waitForLoadState('networkidle');

  const atOpen = await modulesIn(page, fetched);
  expect(held(atOpen, [/preview\/main\.tsx$/]), 'the tool’s own entry, read from its source map').toHaveLength(1);
  expect(held(atOpen, [...GRAPH_LIBRARY, ...FLOW_ANALYSIS, ...FLEET_ANALYSIS]), 'fetched on opening the preview').toEqual([]);

  await tabs.getByRole('tab', { name: 'Flow' }).click();
  await expect(page.getByRole('group', { name: /^Step place,/ })).toBeVisible();
  const withFlow = await modulesIn(page, fetched);
  expect(held(withFlow, GRAPH_LIBRARY)).toEqual(GRAPH_LIBRARY.map(String));
  expect(held(withFlow, FLOW_ANALYSIS)).toEqual(FLOW_ANALYSIS.map(String));
  expect(held(withFlow, FLEET_ANALYSIS), 'fetched before the Fleet tab was opened').toEqual([]);

  await tabs.getByRole('tab', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fleet view' })).toBeVisible();
  expect(held(await modulesIn(page, fetched), FLEET_ANALYSIS)).toEqual(FLEET_ANALYSIS.map(String));
});
