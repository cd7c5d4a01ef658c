/**
 * The second accessibility engine beside axe (issue 29): html-validate's `recommended` rules (its a11y and WCAG
 * technique rules, plus ids, labels, landmarks and content models) over the page as rendered, with its `browser`
 * preset's allowances for markup serialised by a browser rather than written by hand (docs/decisions.md).
 */
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import type { Page } from '@playwright/test';

/** Why each rule differs from the presets: docs/decisions.md (issue 29). */
const CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:browser'],
  rules: {
    // HTML's own id syntax (not empty, no spaces); "begins with a letter" is an authoring style, and React's ids begin with "_".
    'valid-id': ['error', { relaxed: true }],
    // Typography of phone numbers in link text (no line break inside), not in html-validate's a11y set.
    'tel-non-breaking': 'off',
    // ARIA 1.2 lets authors name lists, list items and articles (the product lists are named so).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The schedule's cells say role="gridcell" as their grid implies: jsdom's role computation needs it said.
    'no-redundant-role': ['error', { exclude: ['gridcell'] }],
    // The address search is an editable combobox on an <input> with its listbox of suggestions (ARIA 1.2): no
    // native element suggests from a search as the person types.
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }],
  },
};

/**
 * The configuration resolved once per worker: html-validate's own loader resolves it (presets, element metadata) on
 * every validation, ≈ 30 % of the validator's time in a front-door journey.
 */
class ResolvedOnceLoader extends StaticConfigLoader {
  private resolved: ResolvedConfig | Promise<ResolvedConfig> | null = null;

  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.resolved ??= super.getConfigFor(handle);
    return this.resolved;
  }
}

const validator = new HtmlValidate(new ResolvedOnceLoader(CONFIG));

/**
 * The errors of each document already validated in this worker: most steps draw the same DOM at both widths
 * (only the layout differs), and a DOM is validated once.
 */
const found = new Map<string, string[]>();

/** The widths the front-door journeys are checked at: a 375 px phone and a 1280 px desktop. */
const CHECKED_WIDTHS = [375, 1280] as const;

/**
 * The errors html-validate finds in the page's rendered DOM (`page.content()`), one line each:
 * `rule: message (selector)`. Empty when there are none.
 */
async function htmlValidateErrors(page: Page): Promise<string[]> {
  const html = await page.content();
  const known = found.get(html);
  if (known) return known;
  const report = await validator.validateString(html);
  const errors = report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`),
  );
  found.set(html, errors);
  return errors;
}

/** Lets the page settle after a resize: layout, resize observers and the renders they cause (two frames). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * html-validate's errors on the page as drawn at each of {@link CHECKED_WIDTHS} (widgets that follow media
 * queries or their own size re-render in between), each line prefixed by `where` and the width; the page is
 * left at the width it had. Empty when there are none.
 */
export async function htmlValidateErrorsAtWidths(page: Page, where: string): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const errors: string[] = [];
  for (const width of CHECKED_WIDTHS) {
    if (width !== page.viewportSize()?.width) {
      await page.setViewportSize({ width, height: size.height });
      await settle(page);
    }
    errors.push(...(await htmlValidateErrors(page)).map((e) => `${where} at ${width} px — ${e}`));
  }
  if (page.viewportSize()?.width !== size.width) {
    await page.setViewportSize(size);
    await settle(page);
  }
  return errors;
}
