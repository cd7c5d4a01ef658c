import { dollarsToCents, percentToScaled, PERCENT_DENOMINATOR, roundHalfUpDiv } from './money';
import type { SuppliesFeeRule } from './service-types';

/** The amounts the supplies and disposal fee is computed from (decisions.md Money step 3). */
export interface SuppliesFeeBasis {
  /** Σ parts_cost_dollars × quantity, in cents. */
  partsCents: number;
  subtotalCents: number;
  discountCents: number;
}

/**
 * The supplies and disposal fee in cents (H-09, H-10, OPEN-23): `percent` of the rule's basis, rounded
 * half-up once, at least 0 and at most `cap_dollars`. Basis `parts_after_discount` is the parts cost
 * reduced by the discount's share of the subtotal; `total_after_discount` is subtotal − discount.
 * Promises: 0 when the provider has no rule.
 */
export function suppliesFeeCents(rule: SuppliesFeeRule | null | undefined, basis: SuppliesFeeBasis): number {
  if (!rule) return 0;
  const { partsCents, subtotalCents, discountCents } = basis;
  const afterDiscount = BigInt(Math.max(0, subtotalCents - discountCents));
  const pct = percentToScaled(rule.percent);
  let numerator: bigint;
  let denominator: bigint;
  if (rule.basis === 'parts_after_discount') {
    if (subtotalCents > 0) {
      numerator = BigInt(Math.max(0, partsCents)) * afterDiscount * pct;
      denominator = BigInt(subtotalCents) * PERCENT_DENOMINATOR;
    } else {
      numerator = BigInt(Math.max(0, partsCents)) * pct;
      denominator = PERCENT_DENOMINATOR;
    }
  } else {
    numerator = afterDiscount * pct;
    denominator = PERCENT_DENOMINATOR;
  }
  const fee = roundHalfUpDiv(numerator, denominator);
  const cap = Math.max(0, dollarsToCents(rule.cap_dollars));
  return Math.min(cap, Math.max(0, fee));
}
