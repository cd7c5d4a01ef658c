/**
 * The review step's own texts (the checkout template's messages in flows/booking.flow.json, so a provider overlay
 * can change them), gathered for the review's parts. Plain data and a resolver: the catalogue imports the keys.
 */
import { PAYMENT_SECTION_MESSAGES } from '../payment/payment-texts';
import { SUMMARY_MESSAGES } from '../checkout-shared/summary-texts';

/** Message keys the review's parts read (besides those listed in the catalogue entry itself). */
export const REVIEW_TEXT_MESSAGES = [
  'complete-form-above',
  'account-load-failed',
  'your-information',
  'customer-first-name',
  'customer-last-name',
  'customer-email',
  'customer-phone',
  'required',
  'key-location-label',
  'key-location-choose',
  'key-location-other',
  'tip-title',
  'tip-none',
  'tip-custom',
  'tip-label',
  'tip-not-numeric',
  'terms-agree',
  'terms-read',
  'new-tab',
  'cancellation-policy-title',
  'cancellation-policy-accept',
  'confirm-appointment',
  'critical-error-title',
  'double-booking-title',
  'error-modal-title',
  'coupon-already-used',
  'error-modal-close',
  ...PAYMENT_SECTION_MESSAGES,
  ...SUMMARY_MESSAGES,
] as const;

/** The customer form's texts (H-03). */
export interface CustomerInfoTexts {
  legend: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  required: string;
}

/** The key location's texts (G-10, G-11). */
export interface KeyLocationTexts {
  label: string;
  choose: string;
  other: string;
  required: string;
}

/** The tip's texts (H-15..H-17). */
export interface TipTexts {
  title: string;
  none: string;
  custom: string;
  label: string;
}

/** The terms and cancellation policy boxes' texts (H-05..H-07). */
export interface AgreementTexts {
  termsAgree: string;
  termsRead: string;
  opensNewTab: string;
  policyTitle: string;
  policyAccept: string;
}

export function customerInfoTexts(text: (key: string) => string): CustomerInfoTexts {
  return {
    legend: text('your-information'),
    firstName: text('customer-first-name'),
    lastName: text('customer-last-name'),
    email: text('customer-email'),
    phone: text('customer-phone'),
    required: text('required'),
  };
}

export function keyLocationTexts(text: (key: string) => string): KeyLocationTexts {
  return { label: text('key-location-label'), choose: text('key-location-choose'), other: text('key-location-other'), required: text('required') };
}

export function tipTexts(text: (key: string) => string): TipTexts {
  return { title: text('tip-title'), none: text('tip-none'), custom: text('tip-custom'), label: text('tip-label') };
}

export function agreementTexts(text: (key: string) => string): AgreementTexts {
  return {
    termsAgree: text('terms-agree'),
    termsRead: text('terms-read'),
    opensNewTab: text('new-tab'),
    policyTitle: text('cancellation-policy-title'),
    policyAccept: text('cancellation-policy-accept'),
  };
}
