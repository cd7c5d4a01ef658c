/**
 * The step's "wait unseen" rule (src/renderer/chrome.css), in Chromium's own style engine: while a widget loads,
 * the widgets after it are hidden (so nothing is pushed down when it arrives); the widgets before it, and everything
 * once nothing loads, are seen. A focused check of the CSS on a written page, not a journey.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const chromeCss = readFileSync(new URL('../src/renderer/chrome.css', import.meta.url), 'utf8');

/** A step of three widgets; the middle one has a list of many siblings (as the vehicle step's lists do). */
function stepPage(middle: string): string {
  const list = Array.from({ length: 40 }, (_, i) => `<li>Item ${i + 1}</li>`).join('');
  return `<style>${chromeCss}</style>
    <div class="step">
      <header id="first"><h1>Heading</h1></header>
      <section id="middle">${middle}<ul id="list">${list}</ul></section>
      <section id="last"><p id="last-text">After</p></section>
    </div>`;
}

const visibility = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).visibility);

test('issue 14: the widgets after a loading widget wait unseen; those before it are seen', async ({ page }) => {
  await page.setContent(stepPage('<p class="widget-loading" role="status">Loading…</p>'));
  expect(await visibility(page, '#first')).toBe('visible');
  expect(await visibility(page, '#middle')).toBe('visible');
  // Inside the loading widget, its own list is not the step's business (a widget opts in with .holds-while-loading).
  expect(await visibility(page, '#list li:last-child')).toBe('visible');
  expect(await visibility(page, '#last')).toBe('hidden');
  expect(await visibility(page, '#last-text')).toBe('hidden');
});

test('issue 14: a widget that is itself the loading notice (a skeleton) hides the widgets after it', async ({ page }) => {
  await page.setContent(`<style>${chromeCss}</style>
    <div class="step">
      <header id="first"><h1>Heading</h1></header>
      <div id="skeleton" class="widget-skeleton widget-loading" role="status">Loading…</div>
      <section id="last"><p>After</p></section>
    </div>`);
  expect(await visibility(page, '#first')).toBe('visible');
  expect(await visibility(page, '#skeleton')).toBe('visible');
  expect(await visibility(page, '#last')).toBe('hidden');
});

test('issue 14: once nothing loads, every widget is seen', async ({ page }) => {
  await page.setContent(stepPage(''));
  for (const selector of ['#first', '#middle', '#list li:last-child', '#last']) expect(await visibility(page, selector)).toBe('visible');
});

/** The flow layout on a phone: the step (busy or not) in the main column, the sidebar below it. */
function layoutPage(step: string): string {
  return `<style>${chromeCss}</style>
    <div class="flow-layout__body">
      <div class="flow-layout__main">${step}</div>
      <aside id="sidebar" class="sidebar flow-layout__sidebar"><h2>Your Booking</h2></aside>
    </div>`;
}

test('issue 28: on a phone the sidebar waits unseen while the step draws what follows its heading (aria-busy)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.setContent(layoutPage('<div class="step" aria-busy="true"><h1>Heading</h1></div>'));
  expect(await visibility(page, '#sidebar')).toBe('hidden');
  // A busy button of a drawn step (a Continue that waits for the back end) is not the step's second pass.
  await page.setContent(layoutPage('<div class="step"><h1>Heading</h1><button aria-busy="true">Please wait…</button></div>'));
  expect(await visibility(page, '#sidebar')).toBe('visible');
  // Beside the step on a wide screen, nothing it draws can push the sidebar: it stays seen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setContent(layoutPage('<div class="step" aria-busy="true"><h1>Heading</h1></div>'));
  expect(await visibility(page, '#sidebar')).toBe('visible');
});
