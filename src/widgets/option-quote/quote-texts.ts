/**
 * The words of the quote page (L-26..L-35), read from the step's messages (flows/booking.flow.json,
 * step `option-quote`) so a provider overlay can change them. The spec's own texts are there word for word: "Sorry,
 * that link is invalid." (the flow's L-27 alert) and "Please select at least one option" (the flow's L-34 blocker,
 * which the page shows through `values.blockerMessage`).
 */
import { textsOf } from '../contract/texts-of';
import { fillMessage } from '../../domain/fill-message';

export interface QuoteTexts {
  title: string;
  loading: string;
  loadError: string;
  retry: string;
  vehicle: string;
  address: string;
  services: string;
  optionTotal: string;
  answers: string;
  yes: string;
  no: string;
  scale: (value: string, max: string) => string;
  choose: (option: string) => string;
  selectedBadge: string;
  toggleHint: string;
  announceSelected: (option: string, section: string) => string;
  announceCleared: (option: string, section: string) => string;
  summaryTitle: string;
  summaryNone: string;
  selectedTotal: string;
  discount: string;
  coupon: string;
  continueLabel: string;
  /** Continue while the choice is saved. */
  busyLabel: string;
}

/** The message keys the optionQuote widget reads (its catalogue entry lists the same). */
export const QUOTE_MESSAGE_KEYS = [
  'option-quote-title', 'quote-loading', 'quote-load-error', 'link-retry', 'quote-vehicle', 'quote-address', 'quote-services',
  'quote-option-total', 'quote-answers', 'quote-answer-yes', 'quote-answer-no', 'quote-answer-scale', 'quote-choose',
  'quote-selected-badge', 'quote-toggle-hint', 'quote-announce-selected', 'quote-announce-cleared', 'quote-summary-title', 'quote-summary-none',
  'quote-selected-total', 'quote-discount', 'quote-coupon', 'continue', 'please-wait',
] as const;

const QUOTE_KEYS = {
  title: 'option-quote-title', loading: 'quote-loading', loadError: 'quote-load-error', retry: 'link-retry',
  vehicle: 'quote-vehicle', address: 'quote-address', services: 'quote-services', optionTotal: 'quote-option-total',
  answers: 'quote-answers', yes: 'quote-answer-yes', no: 'quote-answer-no', selectedBadge: 'quote-selected-badge',
  toggleHint: 'quote-toggle-hint', summaryTitle: 'quote-summary-title', summaryNone: 'quote-summary-none',
  selectedTotal: 'quote-selected-total', discount: 'quote-discount', coupon: 'quote-coupon', continueLabel: 'continue',
  busyLabel: 'please-wait',
} as const;

/** The page's texts from the step's `text` (placeholders `{option}`, `{section}`, `{value}`, `{max}` filled here). */
export function quoteTexts(text: (key: string) => string): QuoteTexts {
  return {
    ...textsOf(text, QUOTE_KEYS),
    scale: (value, max) => fillMessage(text('quote-answer-scale'), { value, max }),
    choose: (option) => fillMessage(text('quote-choose'), { option }),
    announceSelected: (option, section) => fillMessage(text('quote-announce-selected'), { option, section }),
    announceCleared: (option, section) => fillMessage(text('quote-announce-cleared'), { option, section }),
  };
}
