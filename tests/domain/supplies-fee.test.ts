import { describe, expect, it } from 'vitest';
import type { SuppliesFeeRule } from '../../src/domain/service-types';
import { suppliesFeeCents } from '../../src/domain/supplies-fee';

const partsRule: SuppliesFeeRule = { percent: 10.85, basis: 'parts_after_discount', cap_dollars: 20 };
const totalRule: SuppliesFeeRule = { percent: 17.3, basis: 'total_after_discount', cap_dollars: 50 };

describe('suppliesFeeCents', () => {
  it('H-09 H-10 OPEN-23 charges nothing when the provider has no rule', () => {
    expect(suppliesFeeCents(null, { partsCents: 10000, subtotalCents: 20000, discountCents: 0 })).toBe(0);
    expect(suppliesFeeCents(undefined, { partsCents: 10000, subtotalCents: 20000, discountCents: 0 })).toBe(0);
  });

  it('H-09 takes 10.85 % of the parts cost', () => {
    expect(suppliesFeeCents(partsRule, { partsCents: 10000, subtotalCents: 20000, discountCents: 0 })).toBe(1085);
  });

  it('H-09 reduces the parts cost by the discount share of the subtotal, rounding once', () => {
    // parts 100.00 × (150/200) = 75.00; 10.85 % = 8.1375 → $8.14
    expect(suppliesFeeCents(partsRule, { partsCents: 10000, subtotalCents: 20000, discountCents: 5000 })).toBe(814);
  });

  it('H-09 is capped at $20: just below, exactly at and above the cap', () => {
    expect(suppliesFeeCents(partsRule, { partsCents: 18000, subtotalCents: 30000, discountCents: 0 })).toBe(1953);
    expect(suppliesFeeCents(partsRule, { partsCents: 18433, subtotalCents: 30000, discountCents: 0 })).toBe(2000);
    expect(suppliesFeeCents(partsRule, { partsCents: 18434, subtotalCents: 30000, discountCents: 0 })).toBe(2000);
    expect(suppliesFeeCents(partsRule, { partsCents: 900000, subtotalCents: 1000000, discountCents: 0 })).toBe(2000);
  });

  it('H-09 is at least $0: a full discount or no parts leaves no fee', () => {
    expect(suppliesFeeCents(partsRule, { partsCents: 10000, subtotalCents: 20000, discountCents: 20000 })).toBe(0);
    expect(suppliesFeeCents(partsRule, { partsCents: 0, subtotalCents: 20000, discountCents: 0 })).toBe(0);
  });

  it('H-09 with a zero subtotal takes the parts cost as is', () => {
    expect(suppliesFeeCents(partsRule, { partsCents: 1000, subtotalCents: 0, discountCents: 0 })).toBe(109);
  });

  it('H-10 takes 17.3 % of the discounted total', () => {
    expect(suppliesFeeCents(totalRule, { partsCents: 0, subtotalCents: 20000, discountCents: 2000 })).toBe(3114);
  });

  it('H-10 is capped at $50: just below, exactly at and above the cap', () => {
    expect(suppliesFeeCents(totalRule, { partsCents: 0, subtotalCents: 28898, discountCents: 0 })).toBe(4999);
    expect(suppliesFeeCents(totalRule, { partsCents: 0, subtotalCents: 28902, discountCents: 0 })).toBe(5000);
    expect(suppliesFeeCents(totalRule, { partsCents: 0, subtotalCents: 30000, discountCents: 0 })).toBe(5000);
  });

  it('H-10 a zero total gives no fee', () => {
    expect(suppliesFeeCents(totalRule, { partsCents: 0, subtotalCents: 0, discountCents: 0 })).toBe(0);
  });
});
