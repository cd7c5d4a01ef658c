import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGE_KEYS, didYouMeanMessage } from '../../src/domain/coupon-messages';
import { flowText } from './support/flow-text';

describe('coupon messages', () => {
  it('D-81 D-83 D-84 D-88 the keys read the spec text word for word in the flow', () => {
    expect(COUPON_MESSAGE_KEYS).toEqual(['coupon-cannot-be-applied', 'coupon-used-before', 'coupon-already-used', 'coupon-lookup-error', 'coupon-did-you-mean']);
    expect(flowText('coupon-cannot-be-applied')).toBe('Sorry, that coupon cannot be applied to your order.');
    expect(flowText('coupon-used-before')).toBe('Sorry, you already used that coupon in a previous booking.');
    expect(flowText('coupon-already-used')).toBe('Sorry, this coupon has already been used');
    expect(flowText('coupon-lookup-error')).toBe('Sorry, there was an error with the coupon. Please contact us for assistance.');
  });

  it('D-85 D-86 D-87 "Did you mean X?" is a message with the suggested code as its placeholder', () => {
    expect(didYouMeanMessage('FIRST15')).toEqual({ key: 'coupon-did-you-mean', vars: { code: 'FIRST15' } });
    const shown = (code: string) => {
      const m = didYouMeanMessage(code);
      return flowText(m.key, m.vars);
    };
    expect(shown('FIRST15')).toBe('Did you mean FIRST15?');
    expect(shown('SHARE5')).toBe('Did you mean SHARE5?');
    expect(shown('TRY5')).toBe('Did you mean TRY5?');
    expect(shown('$&X')).toBe('Did you mean $&X?');
  });
});
