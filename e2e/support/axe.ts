import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions, SerialContextObject } from 'axe-core';

const require = createRequire(import.meta.url);

/** axe-core's browser build, read once per worker. */
let source: string | undefined;
const axeSource = (): string => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** Where axe looks: CSS selectors to check only (default: the whole page) and to leave out. */
export interface AxeScope {
  include?: string[];
  exclude?: string;
}

/**
 * axe's serious and critical violations on the page, its same-origin frames included, one line each:
 * "rule: help (targets)". Empty when there are none.
 *
 * What `@axe-core/playwright` did, at about a ninth of its time (docs/decisions.md, "Tests: how long npm test takes"): axe-core is
 * put into a frame only when that frame has none yet (once per page load, not once per check, so a check at 375 px
 * and the next at 1280 px share it), it runs in the page itself (`axe.run`, not `runPartial` and a blank page opened
 * for `finishRun`), and only its violations are computed in full and sent back.
 */
export async function seriousA11yIssues(page: Page, scope: AxeScope = {}): Promise<string[]> {
  for (const frame of page.frames()) {
    // A frame gone meanwhile is not checked (nor is it there to check).
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axeSource());
  }
  return page.evaluate(async ({ include, exclude }) => {
    const { axe } = window as unknown as { axe: { run: (context: SerialContextObject, options: RunOptions) => Promise<AxeResults> } };
    const context: SerialContextObject = include ? { include, ...(exclude ? { exclude: [exclude] } : {}) } : { exclude: exclude ? [exclude] : [] };
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, scope);
}
