/**
 * The Content-Security-Policy in use (issue 15): the front-door journeys walked under the enforced policy, with
 * any `securitypolicyviolation` failing the test. The suite runs against a mock build, whose index.html carries
 * the same meta policy as the production build (scripts/vite/csp-meta.ts). Each page is also served with the
 * app's own policy (no adapter's sources: no inline styles, nothing off-origin but https images) as a header,
 * so the app's own code is held to it although the adapters' needs are in the shipped policy. One journey per
 * session kind and per place mode keeps the run short; e2e/front-door.spec.ts walks them all.
 */
import { expect, test, type Page } from '@playwright/test';
import { frontDoorJourneys, type FrontDoorJourney } from '../scripts/flow-check/front-door-journeys';
import { appOnlyPolicy, contentSecurityPolicy } from '../scripts/vite/csp-policy';
import { origin } from './support/app';
import { journeyTitle, walkJourney } from './support/journey-runner';
import { E2E_PORT } from './support/port';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  policy: string;
}

declare global {
  interface Window {
    __cspViolation?: (v: Violation) => void;
  }
}

/** Collects every violation of every page the tab loads (from its first script on). */
async function recordViolations(page: Page): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => found.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolation?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        sample: e.sample,
        // Only a header policy can carry frame-ancestors.
        policy: e.originalPolicy.includes('frame-ancestors') ? 'app-only (header)' : 'shipped (meta)',
      });
    });
  });
  return found;
}

/** Serves every page of the app with the app-only policy as a header, beside the page's own meta policy. */
async function serveAppOnlyPolicy(page: Page): Promise<void> {
  await page.route(
    (url) => url.port === String(E2E_PORT),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Node cannot resolve `<provider>.localhost` (Chromium does): the static server answers the same page on localhost.
      const url = new URL(route.request().url());
      url.hostname = 'localhost';
      const response = await route.fetch({ url: url.toString() });
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': appOnlyPolicy() } });
    },
  );
}

/** The first journey of each session kind, then of each place mode not yet walked. */
function representativeJourneys(): FrontDoorJourney[] {
  const all = frontDoorJourneys();
  const picked: FrontDoorJourney[] = [];
  const sessions = new Set<string>();
  const places = new Set<unknown>();
  for (const entry of all) {
    if (sessions.has(entry.journey.session)) continue;
    sessions.add(entry.journey.session);
    places.add(entry.journey.facts.placeMode);
    picked.push(entry);
  }
  for (const entry of all) {
    if (places.has(entry.journey.facts.placeMode)) continue;
    places.add(entry.journey.facts.placeMode);
    picked.push(entry);
  }
  return picked;
}

test('the app page carries the shipped policy as a meta tag, ahead of every script and stylesheet', async ({ page }) => {
  await page.goto(origin('demo'));
  const meta = page.locator('head meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  expect(await meta.getAttribute('content')).toBe(contentSecurityPolicy('meta'));
  const firstInHead = await page.evaluate(() =>
    [...document.head.children].findIndex((el) => el.matches('script, link[rel="stylesheet"], link[rel="modulepreload"], style')),
  );
  const metaIndex = await page.evaluate(() => [...document.head.children].findIndex((el) => el.matches('meta[http-equiv="Content-Security-Policy"]')));
  expect(metaIndex).toBeLessThan(firstInHead);
});

test('both policies are enforced: inline scripts, code built from strings and (app-only) inline styles are refused and reported', async ({ page }) => {
  const found = await recordViolations(page);
  await serveAppOnlyPolicy(page);
  await page.goto(origin('demo'));
  await expect(page.locator('[data-step]').first()).toBeVisible();
  // page.evaluate's own code is exempt from the page's policy; a string timer is compiled by the page itself.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.head.append(script);
    // The string form is the point: the policy must refuse to compile it.
    setTimeout('window.__evaluated = 1', 0);
    const style = document.createElement('style');
    style.textContent = 'body { --csp-probe: 1; }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { inlineRan: '__inline' in window, evalRan: '__evaluated' in window };
  });
  expect(ran).toEqual({ inlineRan: false, evalRan: false });
  const seen = () => found.map((v) => `${v.policy} ${v.directive}`).sort();
  // Each policy reports what it refuses; the shipped one allows inline styles (for the Google Maps adapter).
  await expect
    .poll(seen)
    .toEqual(['app-only (header) script-src', 'app-only (header) script-src-elem', 'app-only (header) style-src-elem', 'shipped (meta) script-src', 'shipped (meta) script-src-elem']);
});

for (const entry of representativeJourneys()) {
  test(`no policy violation on ${journeyTitle(entry)}`, async ({ page }) => {
    const found = await recordViolations(page);
    await serveAppOnlyPolicy(page);
    const consoleReports: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
    });
    await walkJourney(page, entry);
    expect(found, `violations:\n${found.map((v) => `  ${v.policy} ${v.directive} blocked ${v.blocked} at ${v.source} ${v.sample}`).join('\n')}`).toEqual([]);
    expect(consoleReports).toEqual([]);
  });
}
