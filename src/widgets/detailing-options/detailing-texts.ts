/**
 * The words and scales of /pricing/detailing-more (D-24..D-29): every text is a message of the step or the flow
 * (`DETAILING_OPTIONS_MESSAGES`, which the catalogue lists so `npm run flows:check` verifies the step defines them).
 */

/** The message keys the `detailingOptions` widget reads (plain data: the catalogue imports it). */
export const DETAILING_OPTIONS_MESSAGES = [
  'dirt-question',
  'dirt-level-0',
  'dirt-level-1',
  'dirt-level-2',
  'dirt-level-3',
  'dirt-level-4',
  'dirt-answer',
  'need-to-know',
  'need-to-know-1',
  'need-to-know-2',
  'need-to-know-3',
  'detailing-notes-guidance',
  'detailing-loading',
  'detailing-details',
  'detailing-none-chosen',
  'addon-services',
  'detailing-notes',
  'detailing-notes-required',
  'address-note-count',
] as const;

export type DetailingOptionsKey = (typeof DETAILING_OPTIONS_MESSAGES)[number];

/** The widget's `text`, narrowed to its keys. */
export type DetailingOptionsText = (key: DetailingOptionsKey, vars?: Readonly<Record<string, unknown>>) => string;

/** D-26: the dirt slider's levels 0..4 (`Very Clean` … `Very Dirty`, the messages `dirt-level-0..4`); default 2 "Somewhat Dirty". */
export const DIRT_LEVEL_COUNT = 5;
const DEFAULT_DIRT_LEVEL = 2;

/** A dirt level on the scale: out-of-range values clamped, a non-number read as the default. */
function dirtLevelIndex(level: number): number {
  return Math.min(DIRT_LEVEL_COUNT - 1, Math.max(0, Math.round(Number.isFinite(level) ? level : DEFAULT_DIRT_LEVEL)));
}

/** The message key naming a dirt level (clamped to the scale). */
export function dirtLevelKey(level: number): DetailingOptionsKey {
  return `dirt-level-${dirtLevelIndex(level)}` as DetailingOptionsKey;
}

/** D-29/OPEN-24: the message keys of the "What you need to know" items a provider without its own list shows. */
export const DEFAULT_NEED_TO_KNOW_KEYS = ['need-to-know-1', 'need-to-know-2', 'need-to-know-3'] as const;

/** The provider's list (its content `detailing_need_to_know`: non-blank strings), else the flow's default items. */
export function needToKnowItems(list: readonly unknown[] | undefined, text: DetailingOptionsText): readonly string[] {
  const items = (list ?? []).filter((x): x is string => typeof x === 'string' && x.trim() !== '');
  return items.length > 0 ? items : DEFAULT_NEED_TO_KNOW_KEYS.map((k) => text(k));
}
