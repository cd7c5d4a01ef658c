/**
 * The money of a scheduled work's receipt (L-24), in integer cents: the line-by-line totals the record
 * stores (K-68 subtotal_dollars … total_taxed_price_dollars, amount_paid_dollars), checked against the
 * same figures computed by src/domain (`computePriceBreakdown`: decisions.md "Money") from the billed lines.
 *
 * What is shown when they disagree (docs/decisions.md, issue 12): the record's figure wins (decisions.md
 * "Where the back end returns a figure … show the back end's figure"); a figure the record lacks is the
 * computed one; when the billed lines do not add up to the stored subtotal, a "Price adjustment" service
 * row makes up the difference, and when the stored lines do not add up to the stored total an
 * "Adjustment" line does — so every receipt adds up and its total is the amount the back end charges.
 * Pure.
 */
import type { ScheduledWork } from '../../api/entities';
import { dollarsToCents } from '../../domain/money';
import { computePriceBreakdown, PRICE_LINE_LABELS, type PriceLineId } from '../../domain/pricing';
import type { CouponTerms, SuppliesFeeRule } from '../../domain/service-types';
import { chargedServices } from '../../domain/work-line-state';
import { quotedReferrerCode } from './quoted-referrer-code';
import { sumCents, workLines } from './work-lines';

/** The provider's rules the check needs (provider configuration). */
export interface WorkPricingRules {
  suppliesFeeRule?: SuppliesFeeRule | null;
  minimumServiceThresholdDollars?: number | null;
}

/** A figure of the totals; `adjustment` only when the stored lines do not add up to the stored total. */
type WorkFigureId = PriceLineId | 'adjustment';

/** One line of the totals: signed cents (discounts negative), so the lines add up to `totalCents`. */
interface WorkFigure {
  id: WorkFigureId;
  label: string;
  cents: number;
  /** The coupon code, or the custom discount's reason. */
  detail?: string;
}

/** The receipt's money (L-24). */
export interface WorkTotals {
  /** Σ of the billed lines' prices (packages at the referral price when the work was quoted it, D-15). */
  chargedCents: number;
  /** Stored subtotal − Σ billed lines (0 when they agree): shown as a "Price adjustment" service row (the flow's `receipt-price-adjustment`). */
  priceAdjustmentCents: number;
  /** Subtotal, then every non-zero line in the order of decisions.md "Money", then any adjustment. */
  figures: WorkFigure[];
  /** The record's total_taxed_price_dollars (else the sum of the figures); Σ figures = totalCents. */
  totalCents: number;
  paidCents: number;
  /** What is still owed: total − paid, never below 0. */
  balanceCents: number;
  /** The record's figures that differ from the domain's computation (`total` included), for the check. */
  differences: (PriceLineId | 'total')[];
  /** True when the record's lines add up to its total without an adjustment. */
  addsUp: boolean;
}


const cents = (dollars: number | null | undefined): number | null => (dollars === null || dollars === undefined ? null : dollarsToCents(dollars));

/** The coupon as pricing reads it: the record's coupon terms, else its stored amount off the whole bill. */
function couponOf(work: ScheduledWork): CouponTerms | null {
  if (work.coupon_detail) return work.coupon_detail;
  if (work.coupon_code && (work.coupon_amount_dollars ?? 0) > 0) {
    return { coupon_code: work.coupon_code, amount_off_dollars: work.coupon_amount_dollars, applies_to_full_bill: true };
  }
  return null;
}

/** tax_rate_percent of the work, else of its address, else of its client location. */
function taxRateOf(work: ScheduledWork): number | null {
  return work.tax_rate_percent ?? work.customer_address?.tax_rate_percent ?? work.client_location?.tax_rate_percent ?? null;
}

/**
 * L-24: the receipt's totals of a work. Promises: integer cents; Σ figures = totalCents; `figures[0]` is
 * the subtotal; balance = max(0, total − paid); pending, declined and future lines are never billed.
 */
export function workTotals(work: ScheduledWork, rules: WorkPricingRules = {}): WorkTotals {
  const charged = chargedServices(work.services);
  // D-15: packages at the referral price the customer was quoted, as the review page priced them.
  const referrerCode = quotedReferrerCode(work);
  const chargedCents = sumCents(workLines(charged, referrerCode));
  const couponTerms = couponOf(work);
  const computed = computePriceBreakdown({
    items: charged,
    referrerCode,
    coupon: couponTerms,
    customDiscountDollars: work.custom_discount_amount_dollars ?? null,
    suppliesFeeRule: rules.suppliesFeeRule ?? null,
    taxRatePercent: taxRateOf(work),
    minimumServiceThresholdDollars: rules.minimumServiceThresholdDollars ?? null,
    tip: { kind: 'amount', cents: Math.max(0, cents(work.tip_amount_dollars) ?? 0) },
  });

  // The record's figure for each line (discounts as positive amounts here), null when it gives none.
  const stored: Record<PriceLineId, number | null> = {
    subtotal: cents(work.subtotal_dollars),
    coupon: cents(work.coupon_amount_dollars),
    custom_discount: cents(work.custom_discount_amount_dollars),
    supplies_fee: cents(work.shop_fee_dollars),
    sales_tax: cents(work.sales_tax_dollars),
    minimum_service_charge: cents(work.minimum_service_charge_amount_dollars),
    tip: cents(work.tip_amount_dollars),
  };
  const calculated: Record<PriceLineId, number> = {
    subtotal: computed.subtotalCents,
    coupon: computed.couponDiscountCents,
    custom_discount: computed.customDiscountCents,
    supplies_fee: computed.suppliesFeeCents,
    sales_tax: computed.salesTaxCents,
    minimum_service_charge: computed.minimumServiceChargeCents,
    tip: computed.tipCents,
  };
  const ids = Object.keys(stored) as PriceLineId[];
  const differences: (PriceLineId | 'total')[] = ids.filter((id) => stored[id] !== null && stored[id] !== calculated[id]);
  const shown = (id: PriceLineId) => stored[id] ?? calculated[id];
  const sign = (id: PriceLineId) => (id === 'coupon' || id === 'custom_discount' ? -1 : 1);

  const figures: WorkFigure[] = [{ id: 'subtotal', label: PRICE_LINE_LABELS.subtotal, cents: shown('subtotal') }];
  for (const id of ids.slice(1)) {
    const amount = sign(id) * shown(id);
    if (amount === 0) continue;
    const figure: WorkFigure = { id, label: PRICE_LINE_LABELS[id], cents: amount };
    const detail = id === 'coupon' ? (work.coupon_code ?? couponTerms?.coupon_code) : id === 'custom_discount' ? work.custom_discount_reason : null;
    if (detail) figure.detail = detail;
    figures.push(figure);
  }
  const linesSum = sumCents(figures);
  const storedTotal = cents(work.total_taxed_price_dollars);
  if (storedTotal !== null && storedTotal !== computed.totalCents) differences.push('total');
  const totalCents = storedTotal ?? linesSum;
  // Its label is the flow's `receipt-adjustment`, given by the receipt (workReceipt).
  if (totalCents !== linesSum) figures.push({ id: 'adjustment', label: '', cents: totalCents - linesSum });
  const paidCents = Math.max(0, cents(work.amount_paid_dollars) ?? 0);

  return {
    chargedCents,
    priceAdjustmentCents: shown('subtotal') - chargedCents,
    figures,
    totalCents,
    paidCents,
    balanceCents: Math.max(0, totalCents - paidCents),
    differences,
    addsUp: totalCents === linesSum,
  };
}
