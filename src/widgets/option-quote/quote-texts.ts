/**
 * The words of the quote page (L-26..L-35), read from the step's messages (flows/booking.flow.json,
 * step `option-quote`) so a provider overlay can change them. The spec's own texts are there word for word: "Sorry,
 * that link is invalid." (the flow's L-27 alert) and "Please select at least one option" (the flow's L-34 blocker,
 * which the page shows through `values.blockerMessage`).
 */
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

/** The page's texts from the step's `text` (placeholders `{option}`, `{section}`, `{value}`, `{max}` filled here). */
export function quoteTexts(text: (key: string) => string): QuoteTexts {
  return {
    title: text('option-quote-title'),
    loading: text('quote-loading'),
    loadError: text('quote-load-error'),
    retry: text('link-retry'),
    vehicle: text('quote-vehicle'),
    address: text('quote-address'),
    services: text('quote-services'),
    optionTotal: text('quote-option-total'),
    answers: text('quote-answers'),
    yes: text('quote-answer-yes'),
    no: text('quote-answer-no'),
    scale: (value, max) => fillMessage(text('quote-answer-scale'), { value, max }),
    choose: (option) => fillMessage(text('quote-choose'), { option }),
    selectedBadge: text('quote-selected-badge'),
    toggleHint: text('quote-toggle-hint'),
    announceSelected: (option, section) => fillMessage(text('quote-announce-selected'), { option, section }),
    announceCleared: (option, section) => fillMessage(text('quote-announce-cleared'), { option, section }),
    summaryTitle: text('quote-summary-title'),
    summaryNone: text('quote-summary-none'),
    selectedTotal: text('quote-selected-total'),
    discount: text('quote-discount'),
    coupon: text('quote-coupon'),
    continueLabel: text('continue'),
    busyLabel: text('please-wait'),
  };
}
