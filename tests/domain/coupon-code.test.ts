import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from '../../src/domain/coupon-code';

describe('normalizeCouponCode', () => {
  it('D-76 upper-cases and trims a coupon code', () => {
    expect(normalizeCouponCode('  first15 ')).toBe('FIRST15');
    expect(normalizeCouponCode('Share5\n')).toBe('SHARE5');
    expect(normalizeCouponCode(null)).toBe('');
    expect(normalizeCouponCode('   ')).toBe('');
  });

  it('D-76 is idempotent and leaves no surrounding space or lower case (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeCouponCode(raw);
        expect(normalizeCouponCode(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toUpperCase());
      }),
    );
  });
});
