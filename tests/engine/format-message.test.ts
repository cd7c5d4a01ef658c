import { describe, expect, it } from 'vitest';
import { formatMessage, messageText } from '../../src/engine';
import { fillMessage } from '../../src/domain/fill-message';
import { fill as tireFill } from '../../src/widgets/tire-common/tire-offerings';
import { bookingFlow } from './support/context';

describe('messages', () => {
  it('B-28 fills placeholders and keeps the spec text word for word', () => {
    const text = messageText(bookingFlow, 'place', 'invalid-postal-code');
    expect(formatMessage(text, { code: '1234' })).toBe("'1234' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.");
  });

  it('reads nested values and leaves unknown placeholders visible', () => {
    expect(formatMessage('Call {config.customer_facing_phone} or {nobody}', { config: { customer_facing_phone: '555' } })).toBe('Call 555 or {nobody}');
  });

  it('falls back from step messages to flow messages and throws on unknown keys', () => {
    expect(messageText(bookingFlow, 'place', 'page-not-found')).toBe('Page not found');
    expect(() => messageText(bookingFlow, 'place', 'nope')).toThrow(/no message "nope"/);
  });

  it('B-28 one template filler: the engine, the validators and the tire widgets fill placeholders alike', () => {
    expect(formatMessage).toBe(fillMessage);
    const template = messageText(bookingFlow, 'newtires', 'tire-in-cart');
    expect(tireFill(template, { count: 2 })).toBe(formatMessage(template, { count: 2 }));
  });

  it('reads own values only: a placeholder naming an inherited property stays as written', () => {
    expect(fillMessage('{toString} {constructor.name} {code}', { code: 7 })).toBe('{toString} {constructor.name} 7');
  });
});
