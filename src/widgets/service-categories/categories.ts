/** Which category cards /pricing/simple shows (D-02..D-06). Pure. */

export type ServiceCategory = 'mechanical' | 'tires' | 'detailing' | 'diagnostic';

/** Card texts: the titles are the spec's (D-02..D-05); the descriptions are ours. */
export const CATEGORY_CARDS: Readonly<Record<ServiceCategory, { title: string; description: string }>> = {
  mechanical: { title: 'Mechanical Services', description: 'Maintenance packages, oil changes, brakes, batteries and more.' },
  tires: { title: 'Tire Services', description: 'Tire installation, flat repair, rotation, balancing and new tires.' },
  detailing: { title: 'Eco-Friendly Detailing Services', description: 'Interior and exterior detailing with eco-friendly products.' },
  diagnostic: { title: 'Diagnostic Service', description: 'Not sure what is wrong? A technician finds the cause and quotes the repair first.' },
};

/**
 * The cards in display order. Mechanical, Tire and Detailing each need their schedule type at the
 * place (D-02..D-04); with none of the three, Mechanical is shown (D-06, also when the types could
 * not be loaded); Diagnostic needs `has_diagnostic_service` and the Mechanical card (D-05).
 */
export function visibleCategories(offeredTypes: readonly string[] | undefined, config: Readonly<Record<string, unknown>>): ServiceCategory[] {
  const types = offeredTypes ?? [];
  const tires = types.includes('tires');
  const detailing = types.includes('detailing');
  const mechanical = types.includes('mechanical') || (!tires && !detailing);
  const diagnostic = config.has_diagnostic_service === true && mechanical;
  const shown: ServiceCategory[] = [];
  if (mechanical) shown.push('mechanical');
  if (tires) shown.push('tires');
  if (detailing) shown.push('detailing');
  if (diagnostic) shown.push('diagnostic');
  return shown;
}
