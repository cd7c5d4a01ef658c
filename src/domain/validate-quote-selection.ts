import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The chosen option index of each quote section, by section index; null or missing = none. */
export type QuoteSelection = readonly (number | null | undefined)[];

/**
 * L-29: selecting option `option` of section `section` — one option per section, so it replaces
 * that section's earlier choice; selecting the chosen option again clears it. Returns a new array.
 */
export function toggleQuoteOption(selection: QuoteSelection, section: number, option: number): (number | null)[] {
  const next: (number | null)[] = Array.from({ length: Math.max(selection.length, section + 1) }, (_, i) => selection[i] ?? null);
  next[section] = next[section] === option ? null : option;
  return next;
}

/** L-34: passes when at least one section has a chosen option; else `quote-none-selected` ("Please select at least one option"). */
export function validateQuoteSelection(selection: QuoteSelection): ValidationResult {
  return selection.some((o) => typeof o === 'number') ? VALID : invalid('quote-none-selected');
}

/** L-30: the chosen options, in section order, from which the cart is rebuilt (out-of-range choices skipped). */
export function selectedQuoteOptions<O>(sections: readonly { options?: readonly O[] | null }[], selection: QuoteSelection): O[] {
  const out: O[] = [];
  sections.forEach((section, i) => {
    const choice = selection[i];
    const option = typeof choice === 'number' ? section.options?.[choice] : undefined;
    if (option !== undefined) out.push(option);
  });
  return out;
}
