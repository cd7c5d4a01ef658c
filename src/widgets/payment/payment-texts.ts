/**
 * The payment part's texts, read from the flow's messages so a provider overlay can change them: the card forms'
 * (flow-level: the review, the account page and the appointment page draw card forms) and the review's payment
 * section (the checkout template's messages).
 */
import type { CardFormTexts } from './card-form-props';

/** Message keys of the card forms (flow-level messages). */
export const CARD_FORM_MESSAGES = ['card-processing', 'card-details', 'card-form-load-failed'] as const;

/** Resolves the card forms' texts with a widget's `text`. */
export function cardFormTexts(text: (key: string) => string): CardFormTexts {
  return { processing: text('card-processing'), cardDetails: text('card-details'), loadFailed: text('card-form-load-failed') };
}

/** Message keys of the review's payment section (the checkout template's messages), the card forms' included. */
export const PAYMENT_SECTION_MESSAGES = [
  ...CARD_FORM_MESSAGES,
  'payment-section-title',
  'payment-loading',
  'payment-load-failed',
  'payment-load-failed-no-phone',
  'card-unavailable',
  'card-unavailable-no-phone',
  'payment-free',
  'payment-choose',
  'pay-fleet',
  'pay-saved-card',
  'pay-new-card',
  'saved-card-detail',
  'card-form-loading',
  'link-retry',
] as const;

/** The payment section's texts, resolved (placeholders filled). */
export interface PaymentSectionTexts {
  title: string;
  loading: string;
  /** The payment options could not be loaded (H-18), with the phone to book by when there is one. */
  loadFailed: string;
  /** No card form can be shown or no option is offered: booking online is not possible now. */
  cardUnavailable: string;
  /** Zero total (H-21). */
  free: string;
  choose: string;
  fleet: string;
  savedCard: string;
  newCard: string;
  /** "Visa ending in 4242". */
  savedCardDetail: (card: { brand: string; last4: string }) => string;
  cardFormLoading: string;
  /** The retry button of a failed load (H-18). */
  retry: string;
  card: CardFormTexts;
}

/** Resolves {@link PaymentSectionTexts}; `phone` is the provider's phone (content), or null. */
export function paymentSectionTexts(text: (key: string, vars?: Readonly<Record<string, unknown>>) => string, phone: string | null): PaymentSectionTexts {
  return {
    title: text('payment-section-title'),
    loading: text('payment-loading'),
    loadFailed: phone ? text('payment-load-failed', { phone }) : text('payment-load-failed-no-phone'),
    cardUnavailable: phone ? text('card-unavailable', { phone }) : text('card-unavailable-no-phone'),
    free: text('payment-free'),
    choose: text('payment-choose'),
    fleet: text('pay-fleet'),
    savedCard: text('pay-saved-card'),
    newCard: text('pay-new-card'),
    savedCardDetail: (card) => text('saved-card-detail', card),
    cardFormLoading: text('card-form-loading'),
    retry: text('link-retry'),
    card: cardFormTexts(text),
  };
}
