/**
 * OPEN-26 (decisions.md "Defaults"): the diagnostic common-concerns checklist and the "How It Works"
 * steps, as data. A flow (or a provider overlay) may replace the concerns with the widget option
 * `concerns`. The completeDescription of D-34 is built here too.
 */

export const DEFAULT_DIAGNOSTIC_CONCERNS: readonly string[] = [
  'Check engine light is on',
  'Other warning light on the dashboard',
  'Vehicle will not start',
  'Rough idle, stalling or hesitation',
  'Strange noise',
  'Vibration or shaking',
  'Brakes squeal, grind or feel soft',
  'Pulls to one side or steering feels off',
  'Fluid leak under the vehicle',
  'Smoke, steam or a burning smell',
  'Engine overheating',
  'Battery or electrical problem',
  'Heating or air conditioning not working',
  'Poor fuel economy',
];

export const HOW_IT_WORKS_STEPS: readonly string[] = [
  'Tell us what you notice: check the concerns that apply and describe the problem in your own words.',
  'A technician comes to you and runs a complete diagnostic on your vehicle.',
  'You get a clear explanation and a quote for the repair before any work is done.',
];

/** The concerns to list: the option's non-blank strings, else the default list. */
export function concernList(option: unknown): readonly string[] {
  if (Array.isArray(option)) {
    const items = option.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    if (items.length > 0) return items;
  }
  return DEFAULT_DIAGNOSTIC_CONCERNS;
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
