import { dollarsToCents, roundHalfUpDiv } from './money';
import type { PricedItem, ServiceOfferingId, TaxType } from './service-types';

/** Package lines cost this percentage of their price when a referrer code is present (D-15, D-91). */
export const REFERRAL_PACKAGE_PERCENT = 80;

/** A cart line reduced to the integer amounts pricing needs. */
export interface LineAmount {
  service_offering_id: ServiceOfferingId;
  /** Whole units of the line (missing quantity counts as 1; negative or NaN as 0). */
  quantity: number;
  /** Unit price in cents after the referral price of packages. */
  unitCents: number;
  /** unitCents × quantity. */
  totalCents: number;
  /** parts_cost_dollars × quantity, in cents (never reduced by the referral price). */
  partsCents: number;
  taxType: TaxType;
}

/** True when a referrer code is present, i.e. a non-blank string (D-15). */
export function hasReferrerCode(referrerCode: string | null | undefined): boolean {
  return typeof referrerCode === 'string' && referrerCode.trim() !== '';
}

function lineQuantity(quantity: number | null | undefined): number {
  if (quantity === null || quantity === undefined) return 1;
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.floor(quantity);
}

/**
 * The unit price in cents of one offering as the customer sees it: `total_cost_dollars`, and for a
 * package at 80 % when a referrer code is present (D-15), rounded half-up once per unit.
 */
export function unitPriceCents(item: PricedItem, referrerCode?: string | null): number {
  const cents = Math.max(0, dollarsToCents(item.total_cost_dollars));
  if (item.display_category === 'package' && hasReferrerCode(referrerCode)) {
    return roundHalfUpDiv(BigInt(cents) * BigInt(REFERRAL_PACKAGE_PERCENT), 100n);
  }
  return cents;
}

/**
 * Line amounts in cents for every cart item (decisions.md Money, step 1). Promises: integers, never
 * negative, `totalCents === unitCents × quantity`; a missing `tax_type` counts as `bundled`.
 */
export function priceLines(items: readonly PricedItem[], referrerCode?: string | null): LineAmount[] {
  return items.map((item) => {
    const quantity = lineQuantity(item.quantity);
    const unitCents = unitPriceCents(item, referrerCode);
    return {
      service_offering_id: item.service_offering_id,
      quantity,
      unitCents,
      totalCents: unitCents * quantity,
      partsCents: Math.max(0, dollarsToCents(item.parts_cost_dollars)) * quantity,
      taxType: item.tax_type === 'itemized' ? 'itemized' : 'bundled',
    };
  });
}

/**
 * The services subtotal in cents: line totals × quantity, packages at 80 % with a referrer code
 * (D-15, D-72; decisions.md Money step 1). Promises: a non-negative integer; 0 for an empty cart.
 */
export function servicesSubtotalCents(items: readonly PricedItem[], referrerCode?: string | null): number {
  return priceLines(items, referrerCode).reduce((sum, line) => sum + line.totalCents, 0);
}
