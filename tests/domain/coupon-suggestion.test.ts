import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponEditDistance, KNOWN_COUPON_CODES, suggestCouponCode } from '../../src/domain/coupon-suggestion';

describe('suggestCouponCode', () => {
  it('D-85 FIST15 and FRIST15 suggest FIRST15', () => {
    expect(suggestCouponCode('FIST15')).toBe('FIRST15');
    expect(suggestCouponCode('FRIST15')).toBe('FIRST15');
  });

  it('D-86 SHARES and SHARES5 suggest SHARE5', () => {
    expect(suggestCouponCode('SHARES')).toBe('SHARE5');
    expect(suggestCouponCode('SHARES5')).toBe('SHARE5');
  });

  it('D-87 TRYS suggests TRY5', () => {
    expect(suggestCouponCode('TRYS')).toBe('TRY5');
  });

  it('D-76 D-85 normalises the typed code before suggesting', () => {
    expect(suggestCouponCode('  frist15 ')).toBe('FIRST15');
    expect(suggestCouponCode('trys')).toBe('TRY5');
  });

  it('D-85 D-86 D-87 suggests nothing for a known code, a blank code or a distant code', () => {
    expect(KNOWN_COUPON_CODES).toEqual(['FIRST15', 'SHARE5', 'TRY5']);
    for (const code of ['FIRST15', 'share5', '', '   ', 'SUMMER24', 'FIRST', 'XYZ', null]) {
      expect(suggestCouponCode(code)).toBeNull();
    }
  });

  it('D-85 takes a provider list of known codes instead of the default', () => {
    expect(suggestCouponCode('WINTR10', ['WINTER10'])).toBe('WINTER10');
    expect(suggestCouponCode('FIST15', ['WINTER10'])).toBeNull();
  });
});

describe('couponEditDistance', () => {
  it('D-85 counts an insertion, a swap of neighbours and a substitution as one edit', () => {
    expect(couponEditDistance('FIST15', 'FIRST15')).toBe(1);
    expect(couponEditDistance('FRIST15', 'FIRST15')).toBe(1);
    expect(couponEditDistance('SHARES', 'SHARE5')).toBe(1);
    expect(couponEditDistance('TRYS', 'TRY5')).toBe(1);
    expect(couponEditDistance('', 'TRY5')).toBe(4);
    expect(couponEditDistance('ABC', 'ABC')).toBe(0);
  });

  it('D-85 is symmetric and zero only for equal codes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (a, b) => {
        expect(couponEditDistance(a, b)).toBe(couponEditDistance(b, a));
        expect(couponEditDistance(a, b) === 0).toBe(a === b);
        expect(couponEditDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});
