/**
 * The service lines of a scheduled work as the link pages show them (L-16, L-23..L-25): each line's
 * name, quantity, price in integer cents (src/domain pricing) and where it stands — charged on this
 * visit, awaiting approval, declined ("Not Today") or put off to a future visit. Pure.
 */
import type { ServiceLine } from '../../api/entities';
import { priceLines } from '../../domain/services-subtotal';
import { workLineState, type WorkLineState } from '../../domain/work-line-state';
import { offeringName } from '../shared/offering-to-cart-line';
import { compareNames } from '../../domain/compare-names';

/** One service line of a work, ready to show. */
export interface WorkLine {
  /** The line's id (K-69 `id`): what the approval sends back. */
  id: number;
  name: string;
  quantity: number;
  /** The line's price (unit price × quantity) in cents. */
  cents: number;
  state: WorkLineState;
  /** The technician's note on the line (K-69 employee_note), if any. */
  note: string | null;
}

/**
 * Every line of a work with its state and price (cents through `priceLines`: total_cost_dollars × quantity,
 * a missing quantity counting as 1, packages at the referral price with a referrer code, D-15 — see
 * `quotedReferrerCode`), sorted by name — the order is stable for equal names.
 */
export function workLines(services: readonly ServiceLine[], referrerCode?: string | null): WorkLine[] {
  const amounts = priceLines(services, referrerCode);
  return services
    .map((line, i) => ({
      id: line.id,
      name: offeringName(line),
      quantity: amounts[i]!.quantity,
      cents: amounts[i]!.totalCents,
      state: workLineState(line),
      note: line.employee_note?.trim() || null,
    }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/**
 * L-25 (and decisions: "Not Today" sends `rejected`, which feeds Quote for Next Time, K-26): the lines of
 * the quote for next time — recommended for later (`future`) first, then the ones declined today.
 */
export function quoteLines(services: readonly ServiceLine[]): WorkLine[] {
  const lines = workLines(services);
  return [...lines.filter((l) => l.state === 'future'), ...lines.filter((l) => l.state === 'declined')];
}

/** The service lines of the quote for next time as the work holds them (for the cart, L-25). */
export function quoteServices(services: readonly ServiceLine[]): ServiceLine[] {
  return quoteLines(services).map((l) => services.find((s) => s.id === l.id)!);
}

/** Σ cents of the given lines. */
export function sumCents(lines: readonly Pick<WorkLine, 'cents'>[]): number {
  return lines.reduce((sum, l) => sum + l.cents, 0);
}
