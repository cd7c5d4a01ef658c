/** Message keys the Thank You page reads for its own texts (the finished step's messages) and its summary parts (flow-level). Plain data and a resolver: the catalogue imports the keys. */
import { textsOf } from '../contract/texts-of';
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

const FINISHED_KEYS = {
  nextTitle: 'finished-next-title', home: 'finished-home', bookAnother: 'finished-book-another',
  summaryTitle: 'your-appointment', customerInfo: 'finished-customer-info', name: 'finished-name',
  email: 'customer-email', phone: 'finished-phone', costSummary: 'finished-cost-summary',
} as const;

/** The Thank You page's words from a widget's `text`. */
export function finishedTexts(text: (key: string) => string): FinishedTexts {
  return {
    ...textsOf(text, FINISHED_KEYS),
    summary: summaryTexts(text),
  };
}
