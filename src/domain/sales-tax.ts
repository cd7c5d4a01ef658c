import { percentToScaled, PERCENT_DENOMINATOR, roundHalfUpDiv } from './money';
import type { LineAmount } from './services-subtotal';

/**
 * The taxable base in cents before the discount: bundled-tax line totals plus itemized-tax parts
 * (H-11). Promises: a non-negative integer.
 */
export function taxableCents(lines: readonly LineAmount[]): number {
  return lines.reduce((sum, line) => sum + (line.taxType === 'itemized' ? line.partsCents : line.totalCents), 0);
}

/**
 * Sales tax in cents (H-11, decisions.md Money step 4): tax_rate_percent of the taxable base,
 * reduced by the discount's share of the subtotal, i.e.
 * `taxable × (subtotal − discount) / subtotal × rate / 100`, rounded half-up once.
 * Promises: a non-negative integer; 0 without a rate; a 100 % discount leaves no tax; with a zero
 * subtotal (no discount possible) the base is taxed as is.
 */
export function salesTaxCents(
  lines: readonly LineAmount[],
  subtotalCents: number,
  discountCents: number,
  taxRatePercent: number | null | undefined,
): number {
  const rate = percentToScaled(taxRatePercent);
  const taxable = BigInt(taxableCents(lines));
  if (rate === 0n || taxable === 0n) return 0;
  if (subtotalCents <= 0) return roundHalfUpDiv(taxable * rate, PERCENT_DENOMINATOR);
  const remaining = BigInt(Math.max(0, subtotalCents - discountCents));
  return roundHalfUpDiv(taxable * remaining * rate, BigInt(subtotalCents) * PERCENT_DENOMINATOR);
}
