import { describe, expect, it } from 'vitest';
import { maskPhoneTyping } from '../../src/domain/phone-mask';

describe('maskPhoneTyping (K-49, K-54)', () => {
  it('K-49 K-54 draws the mask (999) 999-9999 as far as the digits go, dropping everything else', () => {
    expect(maskPhoneTyping('')).toBe('');
    expect(maskPhoneTyping('5')).toBe('(5');
    expect(maskPhoneTyping('555')).toBe('(555');
    expect(maskPhoneTyping('5551')).toBe('(555) 1');
    expect(maskPhoneTyping('555123')).toBe('(555) 123');
    expect(maskPhoneTyping('5551234')).toBe('(555) 123-4');
    expect(maskPhoneTyping('a(555) 123-4567x')).toBe('(555) 123-4567');
  });
  it('K-54 keeps at most 10 digits for the additional numbers', () => {
    expect(maskPhoneTyping('555123456789')).toBe('(555) 123-4567');
  });
  it('K-48 the user modal accepts an eleventh digit, left unmasked for the validator', () => {
    expect(maskPhoneTyping('15551234567', 11)).toBe('15551234567');
    expect(maskPhoneTyping('155512345678', 11)).toBe('15551234567');
  });
});
