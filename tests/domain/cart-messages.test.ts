import { describe, expect, it } from 'vitest';
import { CART_MESSAGE_KEYS } from '../../src/domain/cart-messages';
import { flowTemplate, flowText } from './support/flow-text';

describe('cart messages', () => {
  it('D-16 D-17 the keys are the flow\'s, in the spec\'s words', () => {
    expect(CART_MESSAGE_KEYS).toEqual(['package-or-standard', 'minimum-order']);
    expect(flowTemplate('package-or-standard')).toBe('You must select at least one Package or Standard Service');
    // The spec's "$X" is the configuration value (docs/decisions.md): the flow writes the placeholder.
    expect(flowTemplate('minimum-order')).toBe('The minimum order amount is ${config.minimum_appointment_amount_dollars}');
  });

  it('D-17 the flow fills $X with minimum_appointment_amount_dollars as the provider wrote it', () => {
    expect(flowText('minimum-order', { config: { minimum_appointment_amount_dollars: 50 } })).toBe('The minimum order amount is $50');
    expect(flowText('minimum-order', { config: { minimum_appointment_amount_dollars: 75 } })).toBe('The minimum order amount is $75');
  });
});
