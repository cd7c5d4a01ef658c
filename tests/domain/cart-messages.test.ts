import { describe, expect, it } from 'vitest';
import {
  MINIMUM_ORDER_AMOUNT_TEMPLATE,
  minimumOrderAmountMessage,
  MUST_SELECT_PACKAGE_OR_STANDARD,
} from '../../src/domain/cart-messages';

describe('cart messages', () => {
  it('D-16 D-17 are the spec text word for word', () => {
    expect(MUST_SELECT_PACKAGE_OR_STANDARD).toBe('You must select at least one Package or Standard Service');
    expect(MINIMUM_ORDER_AMOUNT_TEMPLATE).toBe('The minimum order amount is $X');
  });

  it('D-17 replaces $X with the minimum: $50 for whole dollars, $49.50 otherwise', () => {
    expect(minimumOrderAmountMessage(50)).toBe('The minimum order amount is $50');
    expect(minimumOrderAmountMessage(49.5)).toBe('The minimum order amount is $49.50');
    expect(minimumOrderAmountMessage(1000)).toBe('The minimum order amount is $1,000');
    expect(minimumOrderAmountMessage(0.05)).toBe('The minimum order amount is $0.05');
  });
});
