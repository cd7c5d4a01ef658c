import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePriceBreakdown, minimumServiceChargeCents, PRICE_LINE_LABELS, type PricingInput } from '../../src/domain/pricing';
import type { PricedItem } from '../../src/domain/service-types';

const items: PricedItem[] = [
  { service_offering_id: 1, display_category: 'package', total_cost_dollars: 100, parts_cost_dollars: 40, tax_type: 'bundled' },
  { service_offering_id: 2, display_category: 'standard', total_cost_dollars: 50, parts_cost_dollars: 20, tax_type: 'itemized', quantity: 2 },
];

const sum = (lines: { cents: number }[]): number => lines.reduce((s, l) => s + l.cents, 0);

describe('computePriceBreakdown', () => {
  it('H-13 OPEN-15 OPEN-35 OPEN-36 H-09 H-11 H-16 applies every step in the fixed order', () => {
    const b = computePriceBreakdown({
      items,
      coupon: { coupon_code: 'SAVE10', amount_off_percent: 10, applies_to_full_bill: true },
      customDiscountDollars: 5,
      customDiscountReason: 'Loyalty',
      suppliesFeeRule: { percent: 10.85, basis: 'parts_after_discount', cap_dollars: 20 },
      taxRatePercent: 8,
      minimumServiceThresholdDollars: 50,
      tip: { kind: 'percent', percent: 15 },
    });
    expect(b).toMatchObject({
      subtotalCents: 20000,
      couponDiscountCents: 2000,
      customDiscountCents: 500,
      discountCents: 2500,
      suppliesFeeCents: 760, // parts 80.00 × 175/200 = 70.00 × 10.85 % = 7.595
      salesTaxCents: 980, // (100 + 40) × 87.5 % × 8 %
      minimumServiceChargeCents: 0,
      tipBaseCents: 17500,
      tipCents: 2625,
      totalCents: 20000 - 2500 + 760 + 980 + 2625,
    });
    expect(b.lines).toEqual([
      { id: 'subtotal', label: 'Subtotal', cents: 20000 },
      { id: 'coupon', label: 'Coupon', cents: -2000, detail: 'SAVE10' },
      { id: 'custom_discount', label: 'Discount', cents: -500, detail: 'Loyalty' },
      { id: 'supplies_fee', label: 'Supplies and Disposal Fee', cents: 760 },
      { id: 'sales_tax', label: 'Sales Tax', cents: 980 },
      { id: 'tip', label: 'Tip', cents: 2625 },
    ]);
    expect(sum(b.lines)).toBe(b.totalCents);
  });

  it('D-15 D-91 prices packages at 80 % with a referrer code before anything else', () => {
    const b = computePriceBreakdown({ items, referrerCode: 'FRIEND' });
    expect(b.subtotalCents).toBe(8000 + 10000);
    expect(b.totalCents).toBe(18000);
  });

  it('A-42 H-21 an empty cart costs nothing and shows only the subtotal line', () => {
    const b = computePriceBreakdown({ items: [], minimumServiceThresholdDollars: 75, taxRatePercent: 8, tip: { kind: 'percent', percent: 20 } });
    expect(b.totalCents).toBe(0);
    expect(b.lines).toEqual([{ id: 'subtotal', label: PRICE_LINE_LABELS.subtotal, cents: 0 }]);
  });

  it('D-10 D-18 A-42 H-11 a free recall line adds 0 to the subtotal and the tax, whatever its tax type', () => {
    const oil: PricedItem = { service_offering_id: 201, total_cost_dollars: 95, parts_cost_dollars: 40, tax_type: 'itemized' };
    const input = { taxRatePercent: 6, suppliesFeeRule: { percent: 10, basis: 'parts_after_discount' as const, cap_dollars: 20 } };
    const without = computePriceBreakdown({ ...input, items: [oil] });
    for (const tax_type of ['bundled', 'itemized'] as const) {
      const recall = { service_offering_id: 207, total_cost_dollars: 0, parts_cost_dollars: 0, tax_type, is_recall: true };
      const withRecall = computePriceBreakdown({ ...input, items: [oil, recall] });
      expect(withRecall.subtotalCents).toBe(without.subtotalCents);
      expect(withRecall.salesTaxCents).toBe(without.salesTaxCents);
      expect(withRecall.totalCents).toBe(without.totalCents);
    }
  });

  it('H-12 tops a small order up to the minimum service charge', () => {
    const b = computePriceBreakdown({ items: [{ service_offering_id: 1, total_cost_dollars: 30 }], minimumServiceThresholdDollars: 75 });
    expect(b.minimumServiceChargeCents).toBe(4500);
    expect(b.totalCents).toBe(7500);
    expect(b.lines.at(-1)).toEqual({ id: 'minimum_service_charge', label: 'Minimum Service Charge', cents: 4500 });
  });

  it('H-12 adds nothing exactly at the minimum and counts supplies toward it but not tax or tip', () => {
    expect(computePriceBreakdown({ items: [{ service_offering_id: 1, total_cost_dollars: 75 }], minimumServiceThresholdDollars: 75 }).minimumServiceChargeCents).toBe(0);
    const withFee = computePriceBreakdown({
      items: [{ service_offering_id: 1, total_cost_dollars: 70 }],
      suppliesFeeRule: { percent: 5, basis: 'total_after_discount', cap_dollars: 50 },
      taxRatePercent: 10,
      tip: { kind: 'amount', cents: 1000 },
      minimumServiceThresholdDollars: 75,
    });
    expect(withFee.suppliesFeeCents).toBe(350);
    expect(withFee.minimumServiceChargeCents).toBe(150);
    expect(withFee.totalCents).toBe(7000 + 350 + 700 + 150 + 1000);
  });

  it('H-12 OPEN-36 a 100 % coupon leaves the minimum service charge to pay', () => {
    const b = computePriceBreakdown({
      items: [{ service_offering_id: 1, total_cost_dollars: 50 }],
      coupon: { amount_off_percent: 100 },
      taxRatePercent: 8,
      minimumServiceThresholdDollars: 40,
    });
    expect(b).toMatchObject({ discountCents: 5000, salesTaxCents: 0, minimumServiceChargeCents: 4000, totalCents: 4000 });
  });

  it('H-13 a coupon larger than the subtotal brings it to zero, never below', () => {
    const b = computePriceBreakdown({ items: [{ service_offering_id: 1, total_cost_dollars: 10 }], coupon: { coupon_code: 'FIRST15', amount_off_dollars: 15 }, taxRatePercent: 8 });
    expect(b).toMatchObject({ couponDiscountCents: 1000, discountCents: 1000, salesTaxCents: 0, totalCents: 0 });
    expect(sum(b.lines)).toBe(0);
  });

  it('H-10 caps the total-based supplies fee at $50 inside the breakdown', () => {
    const b = computePriceBreakdown({ items: [{ service_offering_id: 1, total_cost_dollars: 500 }], suppliesFeeRule: { percent: 17.3, basis: 'total_after_discount', cap_dollars: 50 } });
    expect(b.suppliesFeeCents).toBe(5000);
    expect(b.totalCents).toBe(55000);
  });

  it('H-09 10.85 % of the parts after discount, capped at $20, shown as its own line in the breakdown', () => {
    const rule = { percent: 10.85, basis: 'parts_after_discount' as const, cap_dollars: 20 };
    // Parts $120 of a $200 subtotal, $50 off → parts after discount $90 → 10.85 % = $9.765 → $9.77.
    const under = computePriceBreakdown({
      items: [{ service_offering_id: 1, total_cost_dollars: 200, parts_cost_dollars: 120 }],
      coupon: { coupon_code: 'SAVE50', amount_off_dollars: 50 },
      suppliesFeeRule: rule,
    });
    expect(under.suppliesFeeCents).toBe(977);
    expect(under.lines.map((l) => [l.id, l.cents])).toEqual([['subtotal', 20000], ['coupon', -5000], ['supplies_fee', 977]]);
    expect(under.totalCents).toBe(15977);
    // Parts $400 → $43.40 before the cap → $20.00.
    const capped = computePriceBreakdown({ items: [{ service_offering_id: 1, total_cost_dollars: 600, parts_cost_dollars: 400 }], suppliesFeeRule: rule });
    expect(capped.suppliesFeeCents).toBe(2000);
    expect(sum(capped.lines)).toBe(capped.totalCents);
  });

  it('H-10 17.3 % of the discounted total below the $50 cap', () => {
    const b = computePriceBreakdown({
      items: [{ service_offering_id: 1, total_cost_dollars: 150 }],
      coupon: { coupon_code: 'TEN', amount_off_percent: 10 },
      suppliesFeeRule: { percent: 17.3, basis: 'total_after_discount', cap_dollars: 50 },
    });
    // $135 × 17.3 % = $23.355 → $23.36 (half-up, once).
    expect(b.suppliesFeeCents).toBe(2336);
    expect(b.totalCents).toBe(13500 + 2336);
    expect(sum(b.lines)).toBe(b.totalCents);
  });

  it('H-13 OPEN-15 every line is shown in the decisions.md order, whatever steps are present', () => {
    const b = computePriceBreakdown({
      items: [{ service_offering_id: 1, total_cost_dollars: 20, parts_cost_dollars: 10 }],
      coupon: { coupon_code: 'C', amount_off_dollars: 5 },
      customDiscountDollars: 1,
      suppliesFeeRule: { percent: 10, basis: 'total_after_discount', cap_dollars: 50 },
      taxRatePercent: 10,
      minimumServiceThresholdDollars: 40,
      tip: { kind: 'amount', cents: 300 },
    });
    expect(b.lines.map((l) => l.id)).toEqual(['subtotal', 'coupon', 'custom_discount', 'supplies_fee', 'sales_tax', 'minimum_service_charge', 'tip']);
    // 20 − 5 − 1 = 14; supplies 1.40; tax 20 × 14/20 × 10 % = 1.40; minimum tops 15.40 up to 40 = 24.60; tip 3.
    expect(b.lines.map((l) => l.cents)).toEqual([2000, -500, -100, 140, 140, 2460, 300]);
    expect(b.totalCents).toBe(4440);
  });

  it('H-16 takes a percentage tip of the subtotal after discount', () => {
    const b = computePriceBreakdown({ items, coupon: { amount_off_dollars: 100 }, tip: { kind: 'percent', percent: 10 }, taxRatePercent: 10 });
    expect(b.tipBaseCents).toBe(10000);
    expect(b.tipCents).toBe(1000);
  });

  it('H-12 minimumServiceChargeCents is zero without a threshold or without lines', () => {
    expect(minimumServiceChargeCents(true, 100, null)).toBe(0);
    expect(minimumServiceChargeCents(false, 0, 50)).toBe(0);
    expect(minimumServiceChargeCents(true, 0, 50)).toBe(5000);
  });
});

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const itemArb: fc.Arbitrary<PricedItem> = fc.record({
  service_offering_id: fc.integer({ min: 1, max: 8 }),
  quantity: fc.option(fc.integer({ min: -1, max: 6 })),
  total_cost_dollars: fc.option(cents(200000)),
  parts_cost_dollars: fc.option(cents(200000)),
  tax_type: fc.option(fc.constantFrom('bundled' as const, 'itemized' as const)),
  display_category: fc.option(fc.constantFrom('package' as const, 'standard' as const, 'addon' as const)),
});
const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  items: fc.array(itemArb, { maxLength: 8 }),
  referrerCode: fc.option(fc.constantFrom('', 'REF', '  ')),
  coupon: fc.option(
    fc.record({
      coupon_code: fc.option(fc.constantFrom('FIRST15', 'SAVE')),
      amount_off_dollars: fc.option(cents(100000)),
      amount_off_percent: fc.option(fc.double({ min: -10, max: 150, noNaN: true })),
      applies_to_full_bill: fc.option(fc.boolean()),
      valid_service_offering_ids: fc.option(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 4 })),
    }),
  ),
  customDiscountDollars: fc.option(cents(50000)),
  suppliesFeeRule: fc.option(
    fc.record({
      percent: fc.double({ min: 0, max: 30, noNaN: true }),
      basis: fc.constantFrom('parts_after_discount' as const, 'total_after_discount' as const),
      cap_dollars: cents(10000),
    }),
  ),
  taxRatePercent: fc.option(fc.integer({ min: 0, max: 150000 }).map((r) => r / 10000)),
  minimumServiceThresholdDollars: fc.option(cents(20000)),
  tip: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.double({ min: 0, max: 50, noNaN: true }) }),
      fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 100000 }) }),
    ),
  ),
});

describe('computePriceBreakdown properties', () => {
  it('H-13 OPEN-15 A-41 totals are never negative, whole cents, and equal the sum of their lines', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = computePriceBreakdown(input);
        const amounts = [b.subtotalCents, b.discountCents, b.suppliesFeeCents, b.salesTaxCents, b.minimumServiceChargeCents, b.tipCents, b.totalCents];
        for (const a of amounts) {
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(a).toBeGreaterThanOrEqual(0);
        }
        for (const line of b.lines) expect(Number.isSafeInteger(line.cents)).toBe(true);
        expect(sum(b.lines)).toBe(b.totalCents);
        expect(b.totalCents).toBe(b.subtotalCents - b.discountCents + b.suppliesFeeCents + b.salesTaxCents + b.minimumServiceChargeCents + b.tipCents);
      }),
      { numRuns: 500 },
    );
  });

  it('H-13 H-09 H-10 the discount never exceeds the subtotal and the supplies fee never exceeds its cap', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = computePriceBreakdown(input);
        expect(b.discountCents).toBeLessThanOrEqual(b.subtotalCents);
        expect(b.discountCents).toBe(b.couponDiscountCents + b.customDiscountCents);
        if (!input.suppliesFeeRule) expect(b.suppliesFeeCents).toBe(0);
        else expect(b.suppliesFeeCents).toBeLessThanOrEqual(Math.round(input.suppliesFeeRule.cap_dollars * 100));
      }),
      { numRuns: 500 },
    );
  });

  it('H-12 the total before tip and tax reaches the minimum whenever the cart has lines', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = computePriceBreakdown(input);
        if (input.items.length === 0 || !input.minimumServiceThresholdDollars) return;
        const charged = b.subtotalCents - b.discountCents + b.suppliesFeeCents + b.minimumServiceChargeCents;
        expect(charged).toBeGreaterThanOrEqual(Math.round(input.minimumServiceThresholdDollars * 100));
      }),
    );
  });
});
