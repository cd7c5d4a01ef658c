import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatMoney,
  formatMoneyShort,
  formatPrice,
  percentOfCents,
  percentToScaled,
  roundHalfUpDiv,
} from '../../src/domain/money';

describe('dollarsToCents', () => {
  it('A-41 converts dollars to whole cents', () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(99.99)).toBe(9999);
  });

  it('A-41 rounds half-up once, on the written decimal rather than its binary approximation', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(2.675)).toBe(268);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(-1.005)).toBe(-101);
  });

  it('A-41 treats a missing amount as zero and refuses NaN and Infinity', () => {
    expect(dollarsToCents(null)).toBe(0);
    expect(dollarsToCents(undefined)).toBe(0);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('A-41 round-trips every whole-cent amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(dollarsToCents(cents / 100)).toBe(cents);
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMoney / formatPrice / formatMoneyShort', () => {
  it('A-41 shows a $ sign and two decimals', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-500)).toBe('-$5.00');
  });

  it('A-41 rounds a fractional cent input to the cent', () => {
    expect(formatMoney(12.5)).toBe('$0.13');
    expect(formatMoney(1249.4)).toBe('$12.49');
    expect(formatMoney(-0.4)).toBe('$0.00'); // a rounded negative zero has no sign
    expect(formatMoneyShort(-0.4)).toBe('$0');
  });

  it('A-42 D-24 shows a zero price (a free add-on) as FREE and any other price as money', () => {
    expect(formatPrice(0)).toBe('FREE');
    expect(formatPrice(0.4)).toBe('FREE');
    expect(formatPrice(1)).toBe('$0.01');
    expect(formatPrice(4999)).toBe('$49.99');
  });

  it('D-17 short form drops .00 for whole dollars and keeps two decimals otherwise', () => {
    expect(formatMoneyShort(5000)).toBe('$50');
    expect(formatMoneyShort(4950)).toBe('$49.50');
    expect(formatMoneyShort(5)).toBe('$0.05');
    expect(formatMoneyShort(100000)).toBe('$1,000');
  });

  it('A-41 always formats as $ then digits then two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(formatMoney(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(formatMoney(cents).replace(/[$,]/g, ''))).toBeCloseTo(cents / 100, 5);
      }),
    );
  });
});

describe('exact arithmetic helpers', () => {
  it('OPEN-15 roundHalfUpDiv rounds halves away from zero and refuses a zero divisor', () => {
    expect(roundHalfUpDiv(5n, 2n)).toBe(3);
    expect(roundHalfUpDiv(-5n, 2n)).toBe(-3);
    expect(roundHalfUpDiv(4n, 3n)).toBe(1);
    expect(roundHalfUpDiv(0n, 7n)).toBe(0);
    expect(() => roundHalfUpDiv(1n, 0n)).toThrow(RangeError);
  });

  it('H-09 percentOfCents takes a fractional percentage exactly and rounds once', () => {
    expect(percentOfCents(18433, 10.85)).toBe(2000);
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(10000, 8.875)).toBe(888);
    expect(percentOfCents(10000, null)).toBe(0);
    expect(percentOfCents(10000, -5)).toBe(0);
  });

  it('H-11 percentToScaled holds a rate as exact millionths of a percent', () => {
    expect(percentToScaled(10.85)).toBe(10_850_000n);
    expect(percentToScaled(17.3)).toBe(17_300_000n);
    expect(percentToScaled(Number.NaN)).toBe(0n);
  });

  it('A-41 centsToDollars gives the wire dollars', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(1)).toBe(0.01);
  });
});
