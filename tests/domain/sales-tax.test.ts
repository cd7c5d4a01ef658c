import { describe, expect, it } from 'vitest';
import { salesTaxCents, taxableCents } from '../../src/domain/sales-tax';
import { priceLines } from '../../src/domain/services-subtotal';

const bundled = priceLines([{ service_offering_id: 1, total_cost_dollars: 100, parts_cost_dollars: 30, tax_type: 'bundled' }]);
const itemized = priceLines([{ service_offering_id: 2, total_cost_dollars: 100, parts_cost_dollars: 40, tax_type: 'itemized' }]);

describe('sales tax', () => {
  it('H-11 taxes the whole total of a bundled-tax line', () => {
    expect(taxableCents(bundled)).toBe(10000);
    expect(salesTaxCents(bundled, 10000, 0, 8.875)).toBe(888); // 887.5 → 888
  });

  it('H-11 taxes only the parts of an itemized-tax line', () => {
    expect(taxableCents(itemized)).toBe(4000);
    expect(salesTaxCents(itemized, 10000, 0, 10)).toBe(400);
  });

  it('H-11 adds bundled totals and itemized parts', () => {
    expect(salesTaxCents([...bundled, ...itemized], 20000, 0, 10)).toBe(1400);
  });

  it('H-11 OPEN-35 reduces the tax by the discount share of the subtotal', () => {
    expect(salesTaxCents(bundled, 10000, 2500, 8)).toBe(600); // 100 × 75 % × 8 %
    expect(salesTaxCents([...bundled, ...itemized], 20000, 5000, 10)).toBe(1050); // 140 × 75 % × 10 %
  });

  it('H-11 a 100 % discount leaves no tax, and no rate means no tax', () => {
    expect(salesTaxCents(bundled, 10000, 10000, 8)).toBe(0);
    expect(salesTaxCents(bundled, 10000, 0, null)).toBe(0);
    expect(salesTaxCents(bundled, 10000, 0, 0)).toBe(0);
  });

  it('H-11 with a zero subtotal taxes itemized parts without a discount share', () => {
    const free = priceLines([{ service_offering_id: 3, total_cost_dollars: 0, parts_cost_dollars: 10, tax_type: 'itemized' }]);
    expect(salesTaxCents(free, 0, 0, 10)).toBe(100);
  });
});
