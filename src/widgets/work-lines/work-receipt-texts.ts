/**
 * The words of a work's receipt (L-24) and of its service lines' states (L-23), read from the flow's messages
 * (flow-level in flows/booking.flow.json: the receipt and approval pages both show a receipt) so a provider overlay
 * can change them. The spec quotes none of them but "Date not yet set - we will reach out!" (the finished page's
 * `date-not-set`, reused).
 */
import { SUMMARY_MESSAGES, summaryTexts, type SummaryTexts } from '../checkout-shared/summary-texts';
import type { WorkLineState } from '../../domain/work-line-state';

/** The message keys a receipt reads (the receipt and approveServices catalogue entries list them). */
export const WORK_RECEIPT_MESSAGES = [
  'receipt-region',
  'receipt-cancelled',
  'receipt-none-charged',
  'receipt-not-charged',
  'receipt-charges',
  'receipt-payment',
  'receipt-payment-method',
  'receipt-amount-paid',
  'receipt-balance-due',
  'receipt-paid-in-full',
  'receipt-adjustment',
  'receipt-price-adjustment',
  'receipt-credit-card',
  'receipt-card-ending',
  'receipt-card-brand-ending',
  'work-line-pending',
  'work-line-declined',
  'work-line-future',
  'date-not-set',
  ...SUMMARY_MESSAGES,
] as const;

/** What a line not billed on this visit says about itself (L-23). */
export type LineStateTexts = Readonly<Record<Exclude<WorkLineState, 'charged'>, string>>;

/** The payment method's words (`{method}`, `{brand}`, `{last4}` filled by the receipt model). */
export interface PaymentMethodTexts {
  /** The method's name when the record names none but has a card ("Credit Card"). */
  creditCard: string;
  /** "{method} (ending in {last4})" */
  cardEnding: (method: string, last4: string) => string;
  /** "{method} ({brand} ending in {last4})" */
  cardBrandEnding: (method: string, brand: string, last4: string) => string;
}

/** The receipt's texts, resolved. */
export interface WorkReceiptTexts extends PaymentMethodTexts {
  /** The receipt's accessible name when it has no title. */
  region: string;
  cancelled: string;
  services: string;
  noneCharged: string;
  notCharged: string;
  charges: string;
  payment: string;
  paymentMethod: string;
  amountPaid: string;
  balanceDue: string;
  paidInFull: string;
  noDate: string;
  /** The line making up a stored total the stored lines do not reach. */
  adjustment: string;
  /** The service row making up a stored subtotal the billed lines do not reach. */
  priceAdjustment: string;
  lineStates: LineStateTexts;
  /** The appointment details' and totals' words. */
  summary: SummaryTexts;
}

/** Resolves {@link WorkReceiptTexts} with a widget's `text`. */
export function workReceiptTexts(text: (key: string, vars?: Readonly<Record<string, unknown>>) => string): WorkReceiptTexts {
  return {
    region: text('receipt-region'),
    cancelled: text('receipt-cancelled'),
    services: text('summary-services'),
    noneCharged: text('receipt-none-charged'),
    notCharged: text('receipt-not-charged'),
    charges: text('receipt-charges'),
    payment: text('receipt-payment'),
    paymentMethod: text('receipt-payment-method'),
    amountPaid: text('receipt-amount-paid'),
    balanceDue: text('receipt-balance-due'),
    paidInFull: text('receipt-paid-in-full'),
    noDate: text('date-not-set'),
    adjustment: text('receipt-adjustment'),
    priceAdjustment: text('receipt-price-adjustment'),
    creditCard: text('receipt-credit-card'),
    cardEnding: (method, last4) => text('receipt-card-ending', { method, last4 }),
    cardBrandEnding: (method, brand, last4) => text('receipt-card-brand-ending', { method, brand, last4 }),
    lineStates: { pending: text('work-line-pending'), declined: text('work-line-declined'), future: text('work-line-future') },
    summary: summaryTexts(text),
  };
}
