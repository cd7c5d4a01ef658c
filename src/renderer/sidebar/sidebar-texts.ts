import type { SidebarTexts } from './sidebar-view';

/** The sidebar's labels, each resolved by `t` from the flow's message of the same key (layout-texts.ts for the live sidebar). */
export function sidebarTexts(t: (key: string, vars?: Record<string, unknown>) => string): SidebarTexts {
  return {
    title: t('sidebar-title'),
    location: t('sidebar-location'),
    vehicle: t('sidebar-vehicle'),
    services: t('sidebar-services'),
    subtotal: t('sidebar-subtotal'),
    taxNote: t('sidebar-tax-note'),
    notChosen: t('sidebar-not-chosen'),
    noServices: t('sidebar-no-services'),
    included: t('sidebar-included'),
    remove: t('remove-service'),
    removeName: (name) => t('image-remove-named', { name }),
    quantity: (count) => t('sidebar-qty', { count }),
  };
}
