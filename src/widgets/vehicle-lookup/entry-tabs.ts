/**
 * The vehicle-entry tabs the flow offers, in its order, and the one selected first (C-09..C-12). The flow decides
 * them (the `vehicleLookup` options `tabs`, `fallbackTabs`, `initialTab` and the part `heavyDuty`, on the
 * `vehicle-lookup` step); here only what those say is put together. Pure.
 */

import { isOwnVehicleType, type OwnVehicleType } from '../../domain/vehicle-types';

export const ENTRY_TABS = ['license', 'vin', 'year', 'heavy', 'rv', 'atv', 'motorcycle', 'boat', 'plane'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];
export type OtherTypeTab = Extract<EntryTab, OwnVehicleType>;

function isEntryTab(v: unknown): v is EntryTab {
  return typeof v === 'string' && (ENTRY_TABS as readonly string[]).includes(v);
}

export function isOtherTypeTab(tab: EntryTab): tab is OtherTypeTab {
  return isOwnVehicleType(tab);
}

/** What the flow gives the widget about its tabs. */
export interface EntryTabOptions {
  /** The provider's tabs, in order (unknown and repeated names are dropped). */
  tabs: readonly string[];
  /** The tabs when `tabs` names none. */
  fallbackTabs: readonly string[];
  /** The tab selected first, when it is offered; else the first tab. */
  initialTab: string | null;
}

const known = (names: readonly string[]): EntryTab[] => names.filter(isEntryTab).filter((t, i, all) => all.indexOf(t) === i);

/**
 * The tabs: `tabs` (else `fallbackTabs` when it names none), with Heavy Duty exactly when the flow shows it
 * (`heavyDuty`: kept where listed, else added last); the first tab is `initialTab` when offered, else the first.
 * Promises: at least one tab whenever the fallback names one; no repeats; `initial` is one of `tabs`.
 */
export function vehicleEntryTabs(options: EntryTabOptions, heavyDuty: boolean): { tabs: EntryTab[]; initial: EntryTab } {
  const listed = known(options.tabs);
  const base = (listed.length > 0 ? listed : known(options.fallbackTabs)).filter((t) => t !== 'heavy' || heavyDuty);
  const tabs = heavyDuty && !base.includes('heavy') ? [...base, 'heavy' as const] : base;
  const wanted = options.initialTab;
  const initial = isEntryTab(wanted) && tabs.includes(wanted) ? wanted : tabs[0]!;
  return { tabs, initial };
}
