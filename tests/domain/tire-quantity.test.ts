import { describe, expect, it } from 'vitest';
import {
  clampTireCount,
  clampTireProductQuantity,
  DEFAULT_TIRE_COUNT,
  MAX_TIRE_PRODUCT_QUANTITY,
  maxTireProductQuantity,
  TIRE_COUNT_OPTIONS,
} from '../../src/domain/tire-quantity';

describe('tire quantities', () => {
  it('D-49 offers 1 to 4 tires with 4 as the default', () => {
    expect(TIRE_COUNT_OPTIONS).toEqual([1, 2, 3, 4]);
    expect(DEFAULT_TIRE_COUNT).toBe(4);
    expect(clampTireCount(undefined)).toBe(4);
    expect(clampTireCount(Number.NaN)).toBe(4);
    expect(clampTireCount(0)).toBe(1);
    expect(clampTireCount(1)).toBe(1);
    expect(clampTireCount(4)).toBe(4);
    expect(clampTireCount(5)).toBe(4);
    expect(clampTireCount(2.9)).toBe(2);
  });

  it('D-47 limits a tire product to local plus localPlus availability, at most 4', () => {
    expect(MAX_TIRE_PRODUCT_QUANTITY).toBe(4);
    expect(maxTireProductQuantity({ local: 2, localPlus: 1 })).toBe(3);
    expect(maxTireProductQuantity({ local: 2, localPlus: 2 })).toBe(4);
    expect(maxTireProductQuantity({ local: 10, localPlus: 10 })).toBe(4);
    expect(maxTireProductQuantity({ local: 0, localPlus: 0 })).toBe(0);
    expect(maxTireProductQuantity({ local: -3, localPlus: null })).toBe(0);
    expect(maxTireProductQuantity(null)).toBe(0);
  });

  it('D-47 clamps the requested tire product quantity to what is available', () => {
    expect(clampTireProductQuantity(4, { local: 2 })).toBe(2);
    expect(clampTireProductQuantity(null, { local: 3 })).toBe(3);
    expect(clampTireProductQuantity(0, { local: 3 })).toBe(1);
    expect(clampTireProductQuantity(3, { local: 1, localPlus: 5 })).toBe(3);
    expect(clampTireProductQuantity(4, { local: 0 })).toBe(0);
  });
});
