/**
 * The review step's own texts (the checkout template's messages in flows/booking.flow.json, so a provider overlay
 * can change them), gathered for the review's parts. Plain data and a resolver: the catalogue imports the keys.
 */
import { textsOf } from '../contract/texts-of';
import type { AdditionalPhoneFieldsTexts } from './additional-phone-fields';
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
  'review-phones-title',
  'phones-number',
  'phones-add',
  'invalid-phone-length',
  'confirm-appointment',
  'critical-error-title',
  'double-booking-title',
  'error-modal-title',
  'coupon-already-used',
  'error-modal-close',
  ...PAYMENT_SECTION_MESSAGES,
  ...SUMMARY_MESSAGES,
] as const;

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

const CUSTOMER_INFO_KEYS = {
  legend: 'your-information', firstName: 'customer-first-name', lastName: 'customer-last-name', email: 'customer-email',
  phone: 'customer-phone', required: 'required',
} as const;

/** The customer form's texts (H-03). */
export type CustomerInfoTexts = Record<keyof typeof CUSTOMER_INFO_KEYS, string>;

export function customerInfoTexts(text: (key: string) => string): CustomerInfoTexts {
  return textsOf(text, CUSTOMER_INFO_KEYS);
}

export function keyLocationTexts(text: (key: string) => string): KeyLocationTexts {
  return { label: text('key-location-label'), choose: text('key-location-choose'), other: text('key-location-other'), required: text('required') };
}

export function tipTexts(text: (key: string) => string): TipTexts {
  return { title: text('tip-title'), none: text('tip-none'), custom: text('tip-custom'), label: text('tip-label') };
}

const AGREEMENT_KEYS = {
  termsAgree: 'terms-agree', termsRead: 'terms-read', opensNewTab: 'new-tab', policyTitle: 'cancellation-policy-title',
  policyAccept: 'cancellation-policy-accept',
} as const satisfies Record<keyof AgreementTexts, string>;

const PHONE_FIELDS_KEYS = { title: 'review-phones-title', number: 'phones-number', add: 'phones-add', invalidLength: 'invalid-phone-length' } as const;

/** The additional phone numbers' texts (K-54, K-55). */
export function phoneFieldsTexts(text: (key: string) => string): AdditionalPhoneFieldsTexts {
  return textsOf(text, PHONE_FIELDS_KEYS);
}

export function agreementTexts(text: (key: string) => string): AgreementTexts {
  return textsOf(text, AGREEMENT_KEYS);
}
