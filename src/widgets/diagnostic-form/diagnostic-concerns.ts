/**
 * OPEN-26 (decisions.md "Defaults"): the diagnostic common-concerns checklist is the widget option `concerns`, written
 * in the flow (a provider overlay may replace it); the "How It Works" steps and every label are the step's messages
 * (`DIAGNOSTIC_FORM_MESSAGES`). The completeDescription of D-34 is built here too.
 */

/** The message keys the `diagnosticForm` widget reads (plain data: the catalogue lists them for the flow checker). */
export const DIAGNOSTIC_FORM_MESSAGES = [
  'diagnostic-concerns-legend',
  'diagnostic-concerns-hint',
  'diagnostic-description-label',
  'diagnostic-description-hint',
  'how-it-works',
  'how-it-works-1',
  'how-it-works-2',
  'how-it-works-3',
] as const;

/** The widget's `text`, narrowed to its keys. */
export type DiagnosticFormText = (key: (typeof DIAGNOSTIC_FORM_MESSAGES)[number]) => string;

/** The message keys of the "How It Works" steps, in order. */
export const HOW_IT_WORKS_KEYS = ['how-it-works-1', 'how-it-works-2', 'how-it-works-3'] as const;

/** The concerns to list: the option's non-blank strings, once each. */
export function concernList(option: readonly unknown[] | undefined): readonly string[] {
  return [...new Set((option ?? []).filter((x): x is string => typeof x === 'string' && x.trim() !== ''))];
}

/**
 * D-34 completeDescription: the checked concerns, then the customer's own description, as one text
 * for the technician ("Concerns: A; B. Description: …"); empty when neither is given.
 */
export function completeDiagnosticDescription(concerns: readonly string[], customerDescription: string): string {
  const parts: string[] = [];
  if (concerns.length > 0) parts.push(`Concerns: ${concerns.join('; ')}.`);
  const description = customerDescription.trim();
  if (description) parts.push(`Description: ${description}`);
  return parts.join(' ');
}
