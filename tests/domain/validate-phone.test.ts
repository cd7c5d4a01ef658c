import { describe, expect, it } from 'vitest';
import {
  formatPhoneDashes,
  formatPhoneMask,
  phoneDigits,
  signupPhoneValue,
  toTenDigitPhone,
  validateAdditionalPhone,
  validateSignupPhone,
  validateUserModalPhone,
} from '../../src/domain/validate-phone';

const LENGTH = { ok: false, key: 'invalid-phone-length' };

describe('phones (OPEN-53)', () => {
  it('K-49 K-54 OPEN-53 phones are stored as 10 digits and shown masked (999) 999-9999', () => {
    expect(toTenDigitPhone('617-555-0100')).toBe('6175550100');
    expect(toTenDigitPhone('(617) 555-0100')).toBe('6175550100');
    expect(toTenDigitPhone('617.555.0100')).toBe('6175550100');
    expect(toTenDigitPhone('617-555-01OO')).toBeNull();
    expect(formatPhoneMask('6175550100')).toBe('(617) 555-0100');
    expect(formatPhoneDashes('6175550100')).toBe('617-555-0100');
    expect(formatPhoneMask('123')).toBe('123');
    expect(phoneDigits('+1 (617) 555-0100')).toBe('16175550100');
  });

  it('E-07 E-10 OPEN-53 sign-up phone is required, 10 digits, typed 3-3-4, and sent as +1 and the 10 digits', () => {
    expect(validateSignupPhone('617-555-0100')).toEqual({ ok: true });
    expect(validateSignupPhone('')).toEqual({ ok: false, key: 'required' });
    expect(validateSignupPhone('617-555-010')).toEqual(LENGTH);
    expect(validateSignupPhone('1-617-555-0100')).toEqual(LENGTH);
    expect(validateSignupPhone('call me')).toEqual(LENGTH);
    expect(signupPhoneValue('617-555-0100')).toBe('+16175550100');
    expect(signupPhoneValue('617')).toBeNull();
  });

  it('K-48 OPEN-53 the user modal accepts 10 digits or 11 starting with 1; required for the primary contact', () => {
    expect(validateUserModalPhone('(617) 555-0100', true)).toEqual({ ok: true });
    expect(validateUserModalPhone('16175550100', true)).toEqual({ ok: true });
    expect(validateUserModalPhone('26175550100', true)).toEqual(LENGTH);
    expect(validateUserModalPhone('617555010', true)).toEqual(LENGTH);
    expect(validateUserModalPhone('', true)).toEqual({ ok: false, key: 'required' });
    expect(validateUserModalPhone('', false)).toEqual({ ok: true });
    expect(toTenDigitPhone('1 (617) 555-0100', true)).toBe('6175550100');
  });

  it('K-54 K-55 an additional number is exactly 10 digits; empty passes', () => {
    expect(validateAdditionalPhone('(617) 555-0100')).toEqual({ ok: true });
    expect(validateAdditionalPhone('16175550100')).toEqual(LENGTH);
    expect(validateAdditionalPhone('617555010')).toEqual(LENGTH);
    expect(validateAdditionalPhone('   ')).toEqual({ ok: true });
  });
});
