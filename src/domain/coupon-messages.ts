/** D-81: invalid or unknown coupon. Spec text, word for word. */
export const COUPON_CANNOT_BE_APPLIED = 'Sorry, that coupon cannot be applied to your order.';

/** D-83: coupon already used on a non-cancelled booking. */
export const COUPON_ALREADY_USED_IN_PREVIOUS_BOOKING = 'Sorry, you already used that coupon in a previous booking.';

/** D-84: submitting an already-used coupon. */
export const COUPON_ALREADY_USED_ON_SUBMIT = 'Sorry, this coupon has already been used';

/** D-88: the coupon lookup failed. */
export const COUPON_LOOKUP_ERROR = 'Sorry, there was an error with the coupon. Please contact us for assistance.';

/** D-85..D-87: the spec's template; `X` is replaced by the suggested code. */
export const DID_YOU_MEAN_TEMPLATE = 'Did you mean X?';

/** The typo suggestion for a code: didYouMeanMessage('FIRST15') → "Did you mean FIRST15?" (D-85..D-87). */
export function didYouMeanMessage(suggestedCode: string): string {
  return DID_YOU_MEAN_TEMPLATE.replace('X', () => suggestedCode);
}
