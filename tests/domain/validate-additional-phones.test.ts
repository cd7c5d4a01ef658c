import { describe, expect, it } from 'vitest';
import { additionalPhonesPayload, validateAdditionalPhones } from '../../src/domain/validate-additional-phones';

describe('additional contact phone numbers', () => {
  it('K-54 K-55 a non-empty number that is not 10 digits blocks save', () => {
    expect(validateAdditionalPhones(['(617) 555-0100', '', false, null])).toEqual({ ok: true });
    expect(validateAdditionalPhones(['(617) 555-0100', '555-0100'])).toEqual({ ok: false, key: 'invalid-phone-length' });
  });
  it('K-54 K-56 saves 10-digit numbers and stores empty entries as false', () => {
    expect(additionalPhonesPayload(['(617) 555-0100', '', false, null, ' 781 555 0199 '])).toEqual(['6175550100', false, false, false, '7815550199']);
    expect(additionalPhonesPayload(['123'])).toBeNull();
  });
});
