import { describe, expect, it } from 'vitest';
import {
  hasReferrerCode,
  priceLines,
  REFERRAL_PACKAGE_PERCENT,
  servicesSubtotalCents,
  unitPriceCents,
} from '../../src/domain/services-subtotal';

const pkg = { service_offering_id: 1, total_cost_dollars: 99.99, display_category: 'package' as const };
const std = { service_offering_id: 2, total_cost_dollars: 19.99, display_category: 'standard' as const, quantity: 3 };

describe('services subtotal', () => {
  it('D-72 OPEN-15 sums line totals times quantity', () => {
    expect(servicesSubtotalCents([pkg, std])).toBe(9999 + 5997);
  });

  it('D-50 D-49 a per-tire line costs its unit price times the tire count, as if added that many times', () => {
    const tire = { service_offering_id: 9, total_cost_dollars: 24.99, parts_cost_dollars: 5, per_tire: true, quantity: 4 };
    expect(servicesSubtotalCents([tire])).toBe(4 * 2499);
    expect(priceLines([tire])[0]).toMatchObject({ unitCents: 2499, totalCents: 9996, partsCents: 2000 });
    expect(servicesSubtotalCents([{ ...tire, quantity: 2 }])).toBe(servicesSubtotalCents([{ ...tire, quantity: 1 }, { ...tire, quantity: 1 }]));
  });

  it('D-15 D-91 prices package lines at 80 % when a referrer code is present', () => {
    expect(REFERRAL_PACKAGE_PERCENT).toBe(80);
    expect(unitPriceCents(pkg, 'REF123')).toBe(7999); // 7999.2 rounded once
    expect(unitPriceCents(std, 'REF123')).toBe(1999);
    expect(servicesSubtotalCents([pkg, std], 'REF123')).toBe(7999 + 5997);
  });

  it('D-15 a blank or missing referrer code gives no referral price', () => {
    expect(hasReferrerCode('  ')).toBe(false);
    expect(hasReferrerCode(null)).toBe(false);
    expect(hasReferrerCode('abc')).toBe(true);
    expect(unitPriceCents(pkg, '  ')).toBe(9999);
  });

  it('D-15 rounds the referral unit price once, then multiplies by the quantity', () => {
    const lines = priceLines([{ ...pkg, total_cost_dollars: 10.01, quantity: 3 }], 'R');
    expect(lines[0]).toMatchObject({ unitCents: 801, totalCents: 2403 });
  });

  it('D-68 reads quantity, parts and tax_type; a missing quantity is 1, a missing tax_type is bundled', () => {
    const [a, b, c] = priceLines([
      { service_offering_id: 5, total_cost_dollars: 30, parts_cost_dollars: 12.34, quantity: 2, tax_type: 'itemized' },
      { service_offering_id: 6, total_cost_dollars: 10 },
      { service_offering_id: 7, total_cost_dollars: 10, quantity: -2 },
    ]);
    expect(a).toEqual({ service_offering_id: 5, quantity: 2, unitCents: 3000, totalCents: 6000, partsCents: 2468, taxType: 'itemized' });
    expect(b).toMatchObject({ quantity: 1, totalCents: 1000, partsCents: 0, taxType: 'bundled' });
    expect(c).toMatchObject({ quantity: 0, totalCents: 0 });
  });

  it('A-42 a free or unpriced line counts as zero and an empty cart is zero', () => {
    expect(servicesSubtotalCents([{ service_offering_id: 9, total_cost_dollars: null }])).toBe(0);
    expect(servicesSubtotalCents([])).toBe(0);
  });
});
