import { describe, expect, it } from 'vitest';
import { extraOilCostCents, INCLUDED_OIL_QUARTS } from '../../src/domain/extra-oil-cost';

describe('extraOilCostCents', () => {
  it('D-19 charges (capacity rounded up − 5) quarts at the per-quart cost', () => {
    expect(INCLUDED_OIL_QUARTS).toBe(5);
    expect(extraOilCostCents(5.7, 8.99)).toBe(899);
    expect(extraOilCostCents(7.1, 8.99)).toBe(3 * 899);
    expect(extraOilCostCents(6, 8.99)).toBe(899);
  });

  it('D-19 is never negative: 5 quarts or less costs nothing', () => {
    expect(extraOilCostCents(5, 8.99)).toBe(0);
    expect(extraOilCostCents(4.5, 8.99)).toBe(0);
    expect(extraOilCostCents(0, 8.99)).toBe(0);
  });

  it('D-19 reads a numeric string capacity and ignores a missing or bad one', () => {
    expect(extraOilCostCents('6.2', 8.99)).toBe(2 * 899);
    expect(extraOilCostCents('abc', 8.99)).toBe(0);
    expect(extraOilCostCents(null, 8.99)).toBe(0);
    expect(extraOilCostCents(8, null)).toBe(0);
  });
});
