import { describe, expect, it } from 'vitest';
import { parseCustomTip, tipCents, tipOptions } from '../../src/domain/tip';

describe('tip', () => {
  it('H-16 a percentage tip is that percent of the base, rounded once', () => {
    expect(tipCents({ kind: 'percent', percent: 15 }, 10000)).toBe(1500);
    expect(tipCents({ kind: 'percent', percent: 18 }, 3333)).toBe(600); // 599.94
    expect(tipCents({ kind: 'percent', percent: 20 }, 0)).toBe(0);
  });

  it('H-17 an amount tip is its cents; no choice or a negative amount is zero', () => {
    expect(tipCents({ kind: 'amount', cents: 500 }, 10000)).toBe(500);
    expect(tipCents({ kind: 'amount', cents: -500 }, 10000)).toBe(0);
    expect(tipCents({ kind: 'amount', cents: Number.NaN }, 10000)).toBe(0);
    expect(tipCents(null, 10000)).toBe(0);
  });

  it('H-16 offers the tip_percent_defaults buttons in order with their amounts', () => {
    expect(tipOptions([15, 18, 20], 10000)).toEqual([
      { percent: 15, cents: 1500 },
      { percent: 18, cents: 1800 },
      { percent: 20, cents: 2000 },
    ]);
    expect(tipOptions(null, 10000)).toEqual([]);
    expect(tipOptions([-5, Number.NaN, 10], 10000)).toEqual([{ percent: 10, cents: 1000 }]);
  });

  it('H-17 accepts a numeric custom tip and rounds it to the cent', () => {
    expect(parseCustomTip('5')).toBe(500);
    expect(parseCustomTip('5.5')).toBe(550);
    expect(parseCustomTip('$12.50')).toBe(1250);
    expect(parseCustomTip(' 7 ')).toBe(700);
    expect(parseCustomTip('.75')).toBe(75);
    expect(parseCustomTip('5.')).toBe(500);
    expect(parseCustomTip('1.005')).toBe(101);
    expect(parseCustomTip('0')).toBe(0);
  });

  it('H-17 refuses a custom tip that is not numeric', () => {
    for (const raw of ['', '   ', 'abc', '-5', '1e3', '1,000', '5$', '5.5.5', '$', null, undefined]) {
      expect(parseCustomTip(raw)).toBeNull();
    }
  });
});
