import { describe, expect, it } from 'vitest';
import {
  COUPON_ALREADY_USED_IN_PREVIOUS_BOOKING,
  COUPON_ALREADY_USED_ON_SUBMIT,
  COUPON_CANNOT_BE_APPLIED,
  COUPON_LOOKUP_ERROR,
  DID_YOU_MEAN_TEMPLATE,
  didYouMeanMessage,
} from '../../src/domain/coupon-messages';

describe('coupon messages', () => {
  it('D-81 D-83 D-84 D-88 are the spec text word for word', () => {
    expect(COUPON_CANNOT_BE_APPLIED).toBe('Sorry, that coupon cannot be applied to your order.');
    expect(COUPON_ALREADY_USED_IN_PREVIOUS_BOOKING).toBe('Sorry, you already used that coupon in a previous booking.');
    expect(COUPON_ALREADY_USED_ON_SUBMIT).toBe('Sorry, this coupon has already been used');
    expect(COUPON_LOOKUP_ERROR).toBe('Sorry, there was an error with the coupon. Please contact us for assistance.');
  });

  it('D-85 D-86 D-87 replace X in "Did you mean X?" with the suggested code', () => {
    expect(DID_YOU_MEAN_TEMPLATE).toBe('Did you mean X?');
    expect(didYouMeanMessage('FIRST15')).toBe('Did you mean FIRST15?');
    expect(didYouMeanMessage('SHARE5')).toBe('Did you mean SHARE5?');
    expect(didYouMeanMessage('TRY5')).toBe('Did you mean TRY5?');
    expect(didYouMeanMessage('$&X')).toBe('Did you mean $&X?');
  });
});
