/** Which category cards /pricing/simple shows (D-02..D-06), and their texts' message keys. Pure. */

export type ServiceCategory = 'mechanical' | 'tires' | 'detailing' | 'diagnostic';

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = ['mechanical', 'tires', 'detailing', 'diagnostic'];

/**
 * Message keys of a card: its title (the spec's words, D-02..D-05; the titles of the tire, detailing and diagnostic
 * screens are the same words, one key each) and its description (ours).
 */
const TITLE_KEYS: Readonly<Record<ServiceCategory, string>> = {
  mechanical: 'category-mechanical',
  tires: 'tires-title',
  detailing: 'detailing-title',
  diagnostic: 'diagnostic-title',
};
export const categoryTextKeys = (category: ServiceCategory) => ({ title: TITLE_KEYS[category], description: `category-${category}-description` });

/** Message keys the `serviceCategories` widget reads (the `simple` step's own, and the flow's loading text). */
export const SERVICE_CATEGORIES_TEXT_KEYS = [
  'categories-label',
  'services-loading',
  ...SERVICE_CATEGORIES.flatMap((c) => Object.values(categoryTextKeys(c))),
] as const;

/**
 * The cards in display order. Mechanical, Tire and Detailing each need their schedule type at the
 * place (D-02..D-04); with none of the three, Mechanical is shown (D-06, also when the types could
 * not be loaded); Diagnostic needs the flow's `diagnostic` part (the provider offers it) and the Mechanical card (D-05).
 */
export function visibleCategories(offeredTypes: readonly string[] | undefined, diagnosticOffered: boolean): ServiceCategory[] {
  const types = offeredTypes ?? [];
  const tires = types.includes('tires');
  const detailing = types.includes('detailing');
  const mechanical = types.includes('mechanical') || (!tires && !detailing);
  const diagnostic = diagnosticOffered && mechanical;
  const shown: ServiceCategory[] = [];
  if (mechanical) shown.push('mechanical');
  if (tires) shown.push('tires');
  if (detailing) shown.push('detailing');
  if (diagnostic) shown.push('diagnostic');
  return shown;
}
