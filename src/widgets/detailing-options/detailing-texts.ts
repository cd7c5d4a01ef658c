/** Texts and scales of /pricing/detailing-more that the spec gives as data (D-26, D-29). */

/** D-26: the dirt slider's values, 0..4; default 2 "Somewhat Dirty". */
export const DIRT_LEVELS = ['Very Clean', 'Clean', 'Somewhat Dirty', 'Dirty', 'Very Dirty'] as const;
export const DEFAULT_DIRT_LEVEL = 2;

/** The label of a dirt level, clamping out-of-range values to the scale. */
export function dirtLabel(level: number): string {
  const i = Math.min(DIRT_LEVELS.length - 1, Math.max(0, Math.round(Number.isFinite(level) ? level : DEFAULT_DIRT_LEVEL)));
  return DIRT_LEVELS[i]!;
}

/**
 * D-29/OPEN-24: the "What you need to know" items when the provider sets no `detailing_need_to_know`
 * (our wording; providers override it with that configuration field).
 */
export const DEFAULT_NEED_TO_KNOW: readonly string[] = [
  'Please remove personal items and valuables from the vehicle before we arrive.',
  'Park where the detailer can open every door and work around the whole vehicle.',
  'Heavy soiling, stains or pet hair can take longer; we will tell you before doing any extra work.',
];

/** The provider's list (non-blank strings), else the default. */
export function needToKnowItems(config: Readonly<Record<string, unknown>>): readonly string[] {
  const list = config.detailing_need_to_know;
  if (Array.isArray(list)) {
    const items = list.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    if (items.length > 0) return items;
  }
  return DEFAULT_NEED_TO_KNOW;
}
