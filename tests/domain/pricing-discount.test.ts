import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDiscount, couponDiscountCents, couponEligibleLines } from '../../src/domain/pricing-discount';
import { priceLines } from '../../src/domain/services-subtotal';

const lines = priceLines([
  { service_offering_id: 1, total_cost_dollars: 60 },
  { service_offering_id: 2, total_cost_dollars: 40 },
]);

describe('coupon discount', () => {
  it('D-92 OPEN-36 takes amount_off_dollars off (FIRST15 is $15 off)', () => {
    expect(couponDiscountCents(lines, { coupon_code: 'FIRST15', amount_off_dollars: 15 })).toBe(1500);
  });

  it('OPEN-36 takes amount_off_percent of the eligible lines only', () => {
    expect(couponDiscountCents(lines, { amount_off_percent: 10, valid_service_offering_ids: [2] })).toBe(400);
  });

  it('OPEN-36 makes every line eligible with applies_to_full_bill or an empty or missing list', () => {
    expect(couponEligibleLines(lines, { applies_to_full_bill: true, valid_service_offering_ids: [2] })).toHaveLength(2);
    expect(couponEligibleLines(lines, { valid_service_offering_ids: [] })).toHaveLength(2);
    expect(couponEligibleLines(lines, {})).toHaveLength(2);
    expect(couponDiscountCents(lines, { amount_off_percent: 10, applies_to_full_bill: true, valid_service_offering_ids: [2] })).toBe(1000);
  });

  it('OPEN-36 a 100 % coupon takes the whole eligible amount; more than 100 % is clamped', () => {
    expect(couponDiscountCents(lines, { amount_off_percent: 100 })).toBe(10000);
    expect(couponDiscountCents(lines, { amount_off_percent: 150 })).toBe(10000);
  });

  it('OPEN-36 a dollar coupon never exceeds the eligible lines', () => {
    expect(couponDiscountCents(lines, { amount_off_dollars: 500 })).toBe(10000);
    expect(couponDiscountCents(lines, { amount_off_dollars: 50, valid_service_offering_ids: [2] })).toBe(4000);
  });

  it('OPEN-36 prefers amount_off_dollars when both amounts are given; no coupon is zero', () => {
    expect(couponDiscountCents(lines, { amount_off_dollars: 5, amount_off_percent: 50 })).toBe(500);
    expect(couponDiscountCents(lines, { amount_off_dollars: 0, amount_off_percent: 50 })).toBe(5000);
    expect(couponDiscountCents(lines, null)).toBe(0);
  });

  it('OPEN-36 rounds a percentage once on the eligible total', () => {
    const odd = priceLines([{ service_offering_id: 1, total_cost_dollars: 0.05 }, { service_offering_id: 2, total_cost_dollars: 0.05 }]);
    expect(couponDiscountCents(odd, { amount_off_percent: 15 })).toBe(2); // 10 × 15 % = 1.5 → 2
  });
});

describe('computeDiscount', () => {
  it('H-14 adds the custom discount to the coupon', () => {
    expect(computeDiscount(lines, { amount_off_dollars: 15 }, 5)).toEqual({ couponCents: 1500, customCents: 500, totalCents: 2000 });
  });

  it('H-13 OPEN-15 never discounts more than the subtotal: the custom discount gets what the coupon leaves', () => {
    expect(computeDiscount(lines, { amount_off_dollars: 90 }, 25)).toEqual({ couponCents: 9000, customCents: 1000, totalCents: 10000 });
    expect(computeDiscount(lines, null, 250)).toEqual({ couponCents: 0, customCents: 10000, totalCents: 10000 });
  });

  it('H-14 ignores a negative custom discount and an empty cart discounts nothing', () => {
    expect(computeDiscount(lines, null, -5).totalCents).toBe(0);
    expect(computeDiscount([], { amount_off_dollars: 15 }, 5)).toEqual({ couponCents: 0, customCents: 0, totalCents: 0 });
  });

  it('H-13 the discount never exceeds the subtotal and is whole cents (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 5 }), cents: fc.integer({ min: 0, max: 100000 }), qty: fc.integer({ min: 0, max: 6 }) })),
        fc.option(fc.record({
          amount_off_dollars: fc.option(fc.integer({ min: 0, max: 200000 }).map((c) => c / 100)),
          amount_off_percent: fc.option(fc.double({ min: 0, max: 200, noNaN: true })),
          applies_to_full_bill: fc.boolean(),
          valid_service_offering_ids: fc.array(fc.integer({ min: 1, max: 5 })),
        })),
        fc.option(fc.integer({ min: -1000, max: 200000 }).map((c) => c / 100)),
        (raw, coupon, custom) => {
          const ls = priceLines(raw.map((r) => ({ service_offering_id: r.id, total_cost_dollars: r.cents / 100, quantity: r.qty })));
          const subtotal = ls.reduce((s, l) => s + l.totalCents, 0);
          const d = computeDiscount(ls, coupon, custom);
          expect(Number.isInteger(d.totalCents)).toBe(true);
          expect(d.couponCents).toBeGreaterThanOrEqual(0);
          expect(d.customCents).toBeGreaterThanOrEqual(0);
          expect(d.totalCents).toBe(d.couponCents + d.customCents);
          expect(d.totalCents).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });
});
