import { describe, expect, it } from 'vitest';
import { isUsStateCode, toStateCode, US_STATES } from '../../src/domain/validate-state';

describe('US states', () => {
  it('B-33 lists the 50 states, DC and the five inhabited territories', () => {
    expect(US_STATES).toHaveLength(56);
    const codes = US_STATES.map((s) => s.code);
    for (const c of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'CA', 'NY', 'WY']) expect(codes).toContain(c);
    expect(new Set(codes).size).toBe(56);
  });
  it('B-34 stores states as two-letter abbreviations', () => {
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(isUsStateCode('MA')).toBe(true);
    expect(isUsStateCode('ma')).toBe(false);
    expect(isUsStateCode('ZZ')).toBe(false);
  });
  it('B-34 maps names or codes to the two-letter code', () => {
    expect(toStateCode('massachusetts')).toBe('MA');
    expect(toStateCode('District of Columbia')).toBe('DC');
    expect(toStateCode('u.s. virgin islands')).toBe('VI');
    expect(toStateCode(' tx ')).toBe('TX');
    expect(toStateCode('Ontario')).toBeNull();
    expect(toStateCode('')).toBeNull();
  });
});
