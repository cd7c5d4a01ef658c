import { dollarsToCents } from './money';
import { computeDiscount } from './pricing-discount';
import { salesTaxCents } from './sales-tax';
import type { CouponTerms, PricedItem, SuppliesFeeRule } from './service-types';
import { priceLines } from './services-subtotal';
import { suppliesFeeCents } from './supplies-fee';
import { tipCents, type TipChoice } from './tip';

/** Everything the price of a booking depends on (decisions.md "Money"). */
export interface PricingInput {
  items: readonly PricedItem[];
  referrerCode?: string | null;
  /** The applied (already validated) coupon. */
  coupon?: CouponTerms | null;
  /** customDiscountAmountDollars (H-14). */
  customDiscountDollars?: number | null;
  /** customDiscountReason (H-14), carried to the discount line as its detail. */
  customDiscountReason?: string | null;
  /** The provider's `supplies_fee_rule`; none means no fee. */
  suppliesFeeRule?: SuppliesFeeRule | null;
  /** tax_rate_percent of the service location (address, else client location). */
  taxRatePercent?: number | null;
  /** minimum_service_threshold_amount_dollars of the provider. */
  minimumServiceThresholdDollars?: number | null;
  tip?: TipChoice | null;
}

/** Identifies a displayed line of the breakdown. */
export type PriceLineId =
  | 'subtotal'
  | 'coupon'
  | 'custom_discount'
  | 'supplies_fee'
  | 'sales_tax'
  | 'minimum_service_charge'
  | 'tip';

/** One displayed line: signed cents (discounts negative), so the lines add up to the total. */
interface PriceLine {
  id: PriceLineId;
  label: string;
  cents: number;
  /** Extra text beside the label: the coupon code, or the custom discount reason. */
  detail?: string;
}

/** The line-by-line price of a booking, every amount in integer cents. */
export interface PriceBreakdown {
  subtotalCents: number;
  couponDiscountCents: number;
  customDiscountCents: number;
  /** couponDiscountCents + customDiscountCents, never more than the subtotal. */
  discountCents: number;
  suppliesFeeCents: number;
  salesTaxCents: number;
  minimumServiceChargeCents: number;
  /** What a percentage tip is taken of: subtotal − discount. */
  tipBaseCents: number;
  tipCents: number;
  totalCents: number;
  /** The subtotal line, then every non-zero line in the order of decisions.md; Σ cents = totalCents. */
  lines: PriceLine[];
}

/** Labels of the breakdown lines (not quoted by the documents; docs/decisions.md, "Domain: money…"). */
export const PRICE_LINE_LABELS: Readonly<Record<PriceLineId, string>> = {
  subtotal: 'Subtotal',
  coupon: 'Coupon',
  custom_discount: 'Discount',
  supplies_fee: 'Supplies and Disposal Fee',
  sales_tax: 'Sales Tax',
  minimum_service_charge: 'Minimum Service Charge',
  tip: 'Tip',
};

/**
 * The minimum service charge in cents (H-12, decisions.md Money step 5): what tops
 * (subtotal − discount + supplies) up to the threshold when below it. Promises: non-negative;
 * 0 without a threshold or for an empty cart.
 */
export function minimumServiceChargeCents(
  hasLines: boolean,
  chargedCents: number,
  thresholdDollars: number | null | undefined,
): number {
  if (!hasLines) return 0;
  const threshold = Math.max(0, dollarsToCents(thresholdDollars));
  return Math.max(0, threshold - chargedCents);
}

/**
 * Prices a booking in the fixed order of decisions.md "Money" (H-09..H-13, H-16, D-15):
 * 1 subtotal, 2 discount (coupon + custom, capped at the subtotal), 3 supplies and disposal fee,
 * 4 sales tax, 5 minimum service charge, 6 tip; total = subtotal − discount + 3 + 4 + 5 + 6.
 * Promises: every amount is a non-negative integer of cents (discount lines are negative in `lines`),
 * the total is never negative, and the `lines` sum exactly to `totalCents`.
 */
export function computePriceBreakdown(input: PricingInput): PriceBreakdown {
  const lineAmounts = priceLines(input.items, input.referrerCode);
  const subtotalCents = lineAmounts.reduce((sum, line) => sum + line.totalCents, 0);
  const partsCents = lineAmounts.reduce((sum, line) => sum + line.partsCents, 0);

  const discount = computeDiscount(lineAmounts, input.coupon, input.customDiscountDollars);
  const supplies = suppliesFeeCents(input.suppliesFeeRule, {
    partsCents,
    subtotalCents,
    discountCents: discount.totalCents,
  });
  const salesTax = salesTaxCents(lineAmounts, subtotalCents, discount.totalCents, input.taxRatePercent);
  const minimumCharge = minimumServiceChargeCents(
    lineAmounts.length > 0,
    subtotalCents - discount.totalCents + supplies,
    input.minimumServiceThresholdDollars,
  );
  const tipBaseCents = subtotalCents - discount.totalCents;
  const tip = tipCents(input.tip, tipBaseCents);

  const lines: PriceLine[] = [{ id: 'subtotal', label: PRICE_LINE_LABELS.subtotal, cents: subtotalCents }];
  const push = (id: PriceLineId, cents: number, detail?: string | null): void => {
    if (cents === 0) return;
    const line: PriceLine = { id, label: PRICE_LINE_LABELS[id], cents };
    if (detail) line.detail = detail;
    lines.push(line);
  };
  push('coupon', -discount.couponCents, input.coupon?.coupon_code);
  push('custom_discount', -discount.customCents, input.customDiscountReason);
  push('supplies_fee', supplies);
  push('sales_tax', salesTax);
  push('minimum_service_charge', minimumCharge);
  push('tip', tip);

  return {
    subtotalCents,
    couponDiscountCents: discount.couponCents,
    customDiscountCents: discount.customCents,
    discountCents: discount.totalCents,
    suppliesFeeCents: supplies,
    salesTaxCents: salesTax,
    minimumServiceChargeCents: minimumCharge,
    tipBaseCents,
    tipCents: tip,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    lines,
  };
}
