/**
 * What the coupon rules say (D-81..D-88): message KEYS of the flow (flows/booking.flow.json `messages`), never
 * text; the flow holds the spec's words, where a provider overlay may change them.
 */
import type { MessageRef } from './validation-messages';

/** Every message key the coupon rules return, with the ledger lines it serves. */
export const COUPON_MESSAGE_KEYS = [
  /** D-81: invalid or unknown coupon ("Sorry, that coupon cannot be applied to your order.") */
  'coupon-cannot-be-applied',
  /** D-83: coupon already used on a non-cancelled booking */
  'coupon-used-before',
  /** D-84: submitting an already-used coupon */
  'coupon-already-used',
  /** D-88: the coupon lookup failed */
  'coupon-lookup-error',
  /** D-85..D-87: the spec's "Did you mean X?", `{code}` = the suggested code */
  'coupon-did-you-mean',
] as const;

/** A message key of the coupon rules: a typo is a type error. */
export type CouponMessageKey = (typeof COUPON_MESSAGE_KEYS)[number];

/** The typo suggestion for a code (D-85..D-87): `coupon-did-you-mean` with `{code}` = the suggested code. */
export function didYouMeanMessage(suggestedCode: string): MessageRef<'coupon-did-you-mean'> {
  return { key: 'coupon-did-you-mean', vars: { code: suggestedCode } };
}
