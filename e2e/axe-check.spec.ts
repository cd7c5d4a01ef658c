import { expect, test } from '@playwright/test';
import { seriousA11yIssues } from './support/axe';

// The page axe checks: served on an origin of its own (its frame on the same origin), nothing of the app.
const ORIGIN = 'http://axe-check.test';
const FRAME = `<!doctype html><html lang="en"><head><title>Frame</title></head><body><main><img src="/x.png"></main></body></html>`;
const PAGE = `<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
<main>
  <h1>Axe check</h1>
  <div id="bad"><button id="nameless"></button></div>
  <div id="also-bad"><input id="unlabelled" type="text"></div>
  <p id="faint" style="color: #bbb; background: #fff">Faint text</p>
  <iframe title="A frame" src="${ORIGIN}/frame"></iframe>
</main>
</body></html>`;

test.beforeEach(async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/frame') return route.fulfill({ contentType: 'text/html', body: FRAME });
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page.frameLocator('iframe').getByRole('img')).toBeAttached();
});

const rules = (lines: string[]) => lines.map((l) => l.slice(0, l.indexOf(':'))).sort();

test('the axe check reports the serious and critical violations of the page and of its frame, with their targets', async ({ page }) => {
  const lines = await seriousA11yIssues(page);
  expect(rules(lines)).toEqual(['button-name', 'color-contrast', 'image-alt', 'label']);
  expect(lines.find((l) => l.startsWith('button-name'))).toContain('#nameless');
  expect(lines.find((l) => l.startsWith('image-alt'))).toContain('iframe');
});

test('the axe check keeps to its scope, and sees the page as it is at each check (axe put in once)', async ({ page }) => {
  expect(rules(await seriousA11yIssues(page, { include: ['#bad'] }))).toEqual(['button-name']);
  expect(rules(await seriousA11yIssues(page, { exclude: '#also-bad' }))).toEqual(['button-name', 'color-contrast', 'image-alt']);
  await page.locator('#nameless').evaluate((b) => b.setAttribute('aria-label', 'Go'));
  expect(rules(await seriousA11yIssues(page, { include: ['#bad', '#also-bad'] }))).toEqual(['label']);
  // A new page load has no axe: it is put in again.
  await page.reload();
  expect(rules(await seriousA11yIssues(page, { include: ['#bad'] }))).toEqual(['button-name']);
});
