import { describe, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
import { htmlValidateErrorsAtWidths } from '../../../e2e/support/html-validate';

/** A page that serves `html` at any width (what the helper reads of Playwright's page). */
function pageOf(html: string): Page {
  let size = { width: 375, height: 800 };
  return {
    viewportSize: () => size,
    setViewportSize: async (next: { width: number; height: number }) => void (size = next),
    evaluate: async () => undefined,
    content: async () => html,
  } as unknown as Page;
}

const doc = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Step</title></head><body><main>${body}</main></body></html>`;

describe('htmlValidateErrorsAtWidths (the front-door journeys’ second accessibility engine)', () => {
  it('checks every page with the whole configuration, resolved once: each page’s own errors, the exceptions kept', async () => {
    const first = await htmlValidateErrorsAtWidths(pageOf(doc('<img src="a.png"><p id="_r_1_">x</p>')), 'one');
    const second = await htmlValidateErrorsAtWidths(pageOf(doc('<button type="button"></button><p id="_r_2_">y</p>')), 'two');
    expect(first).toEqual([
      expect.stringMatching(/^one at 375 px — wcag\/h37: /),
      expect.stringMatching(/^one at 1280 px — wcag\/h37: /),
    ]);
    expect(second).toEqual([
      expect.stringMatching(/^two at 375 px — text-content: /),
      expect.stringMatching(/^two at 1280 px — text-content: /),
    ]);
  });
});
