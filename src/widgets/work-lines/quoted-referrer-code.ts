/**
 * D-15 on the link pages: which price a work's packages were quoted at. Pure.
 */
import type { ScheduledWork } from '../../api/entities';
import { dollarsToCents } from '../../domain/money';
import { servicesSubtotalCents } from '../../domain/services-subtotal';
import { chargedServices } from '../../domain/work-line-state';

/** Stands for the booking's referrer code, which the work record does not carry: any non-blank code prices alike (D-15). */
const REFERRAL = 'referral';

/**
 * D-15: the referrer code to price a work's lines with (`priceLines`, `computePriceBreakdown`). The record (K-68)
 * names no referrer field, so the referral is read from its own figures: a code when the billed lines at the
 * referral price add up to the stored subtotal and at full price do not; null otherwise (no stored subtotal, no
 * package, or neither adds up — the receipt's "Price adjustment" row then shows the difference).
 */
export function quotedReferrerCode(work: Pick<ScheduledWork, 'services' | 'subtotal_dollars'>): string | null {
  if (work.subtotal_dollars === null || work.subtotal_dollars === undefined) return null;
  const stored = dollarsToCents(work.subtotal_dollars);
  const charged = chargedServices(work.services);
  if (servicesSubtotalCents(charged) === stored) return null;
  return servicesSubtotalCents(charged, REFERRAL) === stored ? REFERRAL : null;
}
