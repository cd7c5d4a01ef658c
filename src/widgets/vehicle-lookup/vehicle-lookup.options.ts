import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';
import { ENTRY_TABS } from './entry-tabs';

const tab = z.enum(ENTRY_TABS);

/** The options and parts of the `vehicleLookup` widget (the flow checker and the catalogue read them; the component its props' type). */
export const vehicleLookupSpec = defineWidget({
  options: z.strictObject({
    /** C-11: the provider's entry tabs, in order. */
    tabs: z.array(tab),
    /** C-09: the tabs when `tabs` names none. */
    fallbackTabs: z.array(tab),
    /** C-12: the tab selected first (when offered; else the first tab). */
    initialTab: z.nullable(tab),
  }),
  // C-09: the Heavy Duty tab (where the provider lists it, else last).
  parts: { heavyDuty: 'Heavy Duty tab' },
});
