/**
 * L-23: where a service line of a scheduled work stands on this visit, and so whether it is billed — read
 * the same way by the receipt and by the mock back end's stored totals, so the two never disagree.
 */

/**
 * L-23: `charged`: part of the bill (not an upsell, or an upsell the customer approved); `pending`: offered
 * today, awaiting an answer; `declined`: answered "Not Today" (upsell_status rejected); `future`: recommended
 * for a later visit. Only `charged` lines are billed.
 */
export type WorkLineState = 'charged' | 'pending' | 'declined' | 'future';

/**
 * L-23: the state of a line. The upsell status decides, read ignoring case and spaces (OPEN-48), as
 * `pendingServices` does, so the approval list and the receipt never disagree: pending, rejected and future
 * lines are not billed; every other line (no status, or approved) is.
 */
export function workLineState(line: { upsell_status?: string | null }): WorkLineState {
  switch (String(line.upsell_status ?? '').trim().toLowerCase()) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'declined';
    case 'future':
      return 'future';
    default:
      return 'charged';
  }
}

/** L-24: the billed lines of a work — not pending, declined or put off. Promises: the input order, unchanged lines. */
export function chargedServices<T extends { upsell_status?: string | null }>(services: readonly T[]): T[] {
  return services.filter((line) => workLineState(line) === 'charged');
}
