/** Message keys the Thank You page reads for its own texts (the finished step's messages) and its summary parts (flow-level). Plain data and a resolver: the catalogue imports the keys. */
import { SUMMARY_MESSAGES, summaryTexts } from '../checkout-shared/summary-texts';
import type { FinishedTexts } from './booking-finished-view';

export const FINISHED_TEXT_MESSAGES = [
  'finished-next-title',
  'finished-home',
  'finished-book-another',
  'your-appointment',
  'finished-customer-info',
  'finished-name',
  'customer-email',
  'finished-phone',
  'finished-cost-summary',
  ...SUMMARY_MESSAGES,
] as const;

/** The Thank You page's words from a widget's `text`. */
export function finishedTexts(text: (key: string) => string): FinishedTexts {
  return {
    nextTitle: text('finished-next-title'),
    home: text('finished-home'),
    bookAnother: text('finished-book-another'),
    summaryTitle: text('your-appointment'),
    customerInfo: text('finished-customer-info'),
    name: text('finished-name'),
    email: text('customer-email'),
    phone: text('finished-phone'),
    costSummary: text('finished-cost-summary'),
    summary: summaryTexts(text),
  };
}
