/** Which vehicle-entry tabs a provider shows, in which order, and which is selected first (C-09..C-12). */

export const ENTRY_TABS = ['license', 'vin', 'year', 'heavy', 'rv', 'atv', 'motorcycle', 'boat', 'plane'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];
export type OtherTypeTab = Extract<EntryTab, 'rv' | 'atv' | 'motorcycle' | 'boat' | 'plane'>;

/** Tab labels (C-28 for the other vehicle types). */
export const ENTRY_TAB_LABELS: Readonly<Record<EntryTab, string>> = {
  license: 'License Plate',
  vin: 'VIN',
  year: 'Year/Make/Model',
  heavy: 'Heavy Duty',
  rv: 'RV',
  atv: 'ATV',
  motorcycle: 'Motorcycle',
  boat: 'Boat',
  plane: 'Plane',
};

/** Tabs of a provider that lists none (decision): plate, VIN, year/make/model. */
export const FALLBACK_ENTRY_TABS: readonly EntryTab[] = ['license', 'vin', 'year'];

export function isEntryTab(v: unknown): v is EntryTab {
  return typeof v === 'string' && (ENTRY_TABS as readonly string[]).includes(v);
}

export function isOtherTypeTab(tab: EntryTab): tab is OtherTypeTab {
  return tab === 'rv' || tab === 'atv' || tab === 'motorcycle' || tab === 'boat' || tab === 'plane';
}

/**
 * The tabs in the order of `available_vehicle_entry_tabs` (unknown and repeated names dropped; the
 * fallback when none is left), with Heavy Duty added last when `is_using_heavy_duty` is on and the
 * list lacks it; the first tab is `default_vehicle_entry_tab` when shown, else the first tab.
 */
export function vehicleEntryTabs(config: Readonly<Record<string, unknown>>): { tabs: EntryTab[]; initial: EntryTab } {
  const raw = Array.isArray(config.available_vehicle_entry_tabs) ? config.available_vehicle_entry_tabs : [];
  const listed = raw.filter(isEntryTab).filter((t, i, all) => all.indexOf(t) === i);
  const tabs = listed.length > 0 ? [...listed] : [...FALLBACK_ENTRY_TABS];
  if (config.is_using_heavy_duty === true && !tabs.includes('heavy')) tabs.push('heavy');
  const wanted = config.default_vehicle_entry_tab;
  const initial = isEntryTab(wanted) && tabs.includes(wanted) ? wanted : tabs[0]!;
  return { tabs, initial };
}
