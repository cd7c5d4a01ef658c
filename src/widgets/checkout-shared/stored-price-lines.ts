import type { ScheduledWork } from '../../api/scheduled-works';
import { dollarsToCents } from '../../domain/money';
import { PRICE_LINE_LABELS } from '../../domain/pricing';
import type { PriceLineItem } from './price-lines-view';

/** Cents of a stored dollar amount (a number or a numeric string; anything else is 0). */
export function storedCents(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? dollarsToCents(n) : 0;
}

/**
 * The back end's stored totals of `work`, line by line: the subtotal, then each of the coupon, the custom discount
 * (negative, with the code or reason), the supplies fee, the sales tax, the minimum service charge and the tip that is
 * not zero. Σ lines = the work's total when the back end's figures add up.
 */
export function storedPriceLines(work: ScheduledWork): PriceLineItem[] {
  const lines: PriceLineItem[] = [{ id: 'subtotal', label: PRICE_LINE_LABELS.subtotal, cents: storedCents(work.subtotal_dollars) }];
  const add = (id: keyof typeof PRICE_LINE_LABELS, cents: number, detail?: string | null) => {
    if (cents !== 0) lines.push({ id, label: PRICE_LINE_LABELS[id], cents, ...(detail ? { detail } : {}) });
  };
  add('coupon', -storedCents(work.coupon_amount_dollars), work.coupon_code);
  add('custom_discount', -storedCents(work.custom_discount_amount_dollars), work.custom_discount_reason);
  add('supplies_fee', storedCents(work.shop_fee_dollars));
  add('sales_tax', storedCents(work.sales_tax_dollars));
  add('minimum_service_charge', storedCents(work.minimum_service_charge_amount_dollars));
  add('tip', storedCents(work.tip_amount_dollars));
  return lines;
}
