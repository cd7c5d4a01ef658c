import { dollarsToCents, percentOfCents } from './money';
import type { CouponTerms } from './service-types';
import type { LineAmount } from './services-subtotal';

/** The discount of decisions.md Money step 2, split into its two displayed parts. */
export interface DiscountAmounts {
  couponCents: number;
  customCents: number;
  /** couponCents + customCents, never more than the subtotal. */
  totalCents: number;
}

/**
 * The lines a coupon discounts: those whose service_offering_id is in valid_service_offering_ids, or
 * every line when applies_to_full_bill is true or the list is missing or empty (OPEN-36).
 */
export function couponEligibleLines(lines: readonly LineAmount[], coupon: CouponTerms): LineAmount[] {
  const ids = coupon.valid_service_offering_ids;
  if (coupon.applies_to_full_bill === true || !ids || ids.length === 0) return [...lines];
  return lines.filter((line) => ids.includes(line.service_offering_id));
}

/**
 * The coupon's discount in cents before the subtotal cap: amount_off_dollars when it is positive,
 * otherwise amount_off_percent (clamped to 0..100) of the eligible lines' total, rounded half-up once.
 * Promises: never more than the eligible lines' total, never negative; 0 without a coupon.
 */
export function couponDiscountCents(lines: readonly LineAmount[], coupon: CouponTerms | null | undefined): number {
  if (!coupon) return 0;
  const eligible = couponEligibleLines(lines, coupon).reduce((sum, line) => sum + line.totalCents, 0);
  const amountOff = Math.max(0, dollarsToCents(coupon.amount_off_dollars));
  const raw = amountOff > 0 ? amountOff : percentOfCents(eligible, Math.min(100, coupon.amount_off_percent ?? 0));
  return Math.min(eligible, raw);
}

/**
 * The discount of decisions.md Money step 2: coupon plus custom discount (H-14), never more than the
 * subtotal. The coupon is taken first; the custom discount gets what remains up to the subtotal.
 * Promises: non-negative integers with `totalCents = couponCents + customCents ≤ subtotal`.
 */
export function computeDiscount(
  lines: readonly LineAmount[],
  coupon: CouponTerms | null | undefined,
  customDiscountDollars: number | null | undefined,
): DiscountAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const couponCents = Math.min(subtotal, couponDiscountCents(lines, coupon));
  const customCents = Math.min(subtotal - couponCents, Math.max(0, dollarsToCents(customDiscountDollars)));
  return { couponCents, customCents, totalCents: couponCents + customCents };
}
