/**
 * The texts of the booking summaries (appointment details, services, totals) that several widgets draw: flow-level
 * messages of flows/booking.flow.json, so a provider overlay can change them. Plain data and a resolver: the
 * catalogue imports the keys; a widget passes `summaryTexts(text)` to the summary parts it draws.
 */
import { textsOf } from '../contract/texts-of';

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

/** The message key of each summary text. */
const SUMMARY_KEYS = {
  appointment: 'summary-appointment', date: 'summary-date', time: 'summary-time',
  serviceAddress: 'summary-service-address', workplace: 'summary-workplace', shop: 'summary-shop',
  mapLink: 'summary-map-link', keyosk: 'summary-keyosk', parking: 'summary-parking',
  vehicle: 'summary-vehicle', services: 'summary-services', noServices: 'summary-no-services', total: 'summary-total',
  /** No parking lot to choose (the technician parks anywhere). */
  parkingAnywhere: 'summary-parking-anywhere',
  /** Shown instead of the figures when prices are hidden (H-08). */
  pricesHidden: 'summary-prices-hidden',
} as const;

/** The summary texts, resolved. */
export type SummaryTexts = Record<keyof typeof SUMMARY_KEYS, string>;

/** Resolves {@link SummaryTexts} with a widget's `text`. */
export function summaryTexts(text: (key: string) => string): SummaryTexts {
  return textsOf(text, SUMMARY_KEYS);
}
