/**
 * The texts of the booking summaries (appointment details, services, totals) that several widgets draw: flow-level
 * messages of flows/booking.flow.json, so a provider overlay can change them. Plain data and a resolver: the
 * catalogue imports the keys; a widget passes `summaryTexts(text)` to the summary parts it draws.
 */

/** Message keys of the summary parts (flow-level messages). */
export const SUMMARY_MESSAGES = [
  'summary-appointment',
  'summary-date',
  'summary-time',
  'summary-service-address',
  'summary-workplace',
  'summary-shop',
  'summary-map-link',
  'summary-keyosk',
  'summary-parking',
  'summary-parking-anywhere',
  'summary-vehicle',
  'summary-services',
  'summary-no-services',
  'summary-total',
  'summary-prices-hidden',
] as const;

/** The summary texts, resolved. */
export interface SummaryTexts {
  appointment: string;
  date: string;
  time: string;
  serviceAddress: string;
  workplace: string;
  shop: string;
  /** Said after an address that opens the map: "(map, opens in a new tab)". */
  mapLink: string;
  keyosk: string;
  parking: string;
  /** No parking lot to choose (the technician parks anywhere). */
  parkingAnywhere: string;
  vehicle: string;
  services: string;
  noServices: string;
  total: string;
  /** Shown instead of the figures when prices are hidden (H-08). */
  pricesHidden: string;
}

/** Resolves {@link SummaryTexts} with a widget's `text`. */
export function summaryTexts(text: (key: string) => string): SummaryTexts {
  return {
    appointment: text('summary-appointment'),
    date: text('summary-date'),
    time: text('summary-time'),
    serviceAddress: text('summary-service-address'),
    workplace: text('summary-workplace'),
    shop: text('summary-shop'),
    mapLink: text('summary-map-link'),
    keyosk: text('summary-keyosk'),
    parking: text('summary-parking'),
    parkingAnywhere: text('summary-parking-anywhere'),
    vehicle: text('summary-vehicle'),
    services: text('summary-services'),
    noServices: text('summary-no-services'),
    total: text('summary-total'),
    pricesHidden: text('summary-prices-hidden'),
  };
}
