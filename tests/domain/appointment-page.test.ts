import { describe, expect, it } from 'vitest';
import { canEditTip, isPaid, pageOffersRescheduleAndCancel, paymentNeeded } from '../../src/domain/appointment-page';

const NOW = '2026-05-10T16:00:00Z';
const flags = { enable_hold_for_tip: true, is_accepting_tip: true, is_using_square: true };

describe('appointment page', () => {
  it('L-38 OPEN-50 offers reschedule and cancel for scheduled or keys_available dated today or later', () => {
    expect(pageOffersRescheduleAndCancel({ status: 'scheduled', date: '2026-05-10' }, NOW)).toBe(true);
    expect(pageOffersRescheduleAndCancel({ status: 'KEYS_AVAILABLE', date: '2026-05-11' }, NOW)).toBe(true);
    expect(pageOffersRescheduleAndCancel({ status: 'suggested', date: '2026-05-11' }, NOW)).toBe(false);
  });

  it('L-38 OPEN-49 the page does not allow a date before today (unlike the card\'s 7 days)', () => {
    expect(pageOffersRescheduleAndCancel({ status: 'scheduled', date: '2026-05-09' }, NOW)).toBe(false);
  });

  it('L-38 judges "before today" in the location zone', () => {
    const la = { status: 'scheduled', date: '2026-05-10', customer_address: { time_zone: 'America/Los_Angeles' } };
    expect(pageOffersRescheduleAndCancel(la, '2026-05-11T06:00:00Z')).toBe(true);
    expect(pageOffersRescheduleAndCancel({ ...la, customer_address: { time_zone: 'Asia/Tokyo' } }, '2026-05-10T16:00:00Z')).toBe(false);
  });

  it('L-39 paid when amount paid is at least the total, compared in cents', () => {
    expect(isPaid({ amount_paid_dollars: 100.1, total_taxed_price_dollars: 100.1 })).toBe(true);
    expect(isPaid({ amount_paid_dollars: 0.1 + 0.2, total_taxed_price_dollars: 0.3 })).toBe(true);
    expect(isPaid({ amount_paid_dollars: 99.99, total_taxed_price_dollars: 100 })).toBe(false);
    expect(isPaid({ amount_paid_dollars: '50', total_taxed_price_dollars: '49.99' })).toBe(true);
  });

  it('L-39 rounds each amount to the cent as written, like every wire amount: $1.00 does not pay $1.005', () => {
    // 1.005 × 100 is 100.49999… in binary; read as written it is 100.5 → 101 cents.
    expect(isPaid({ amount_paid_dollars: 1, total_taxed_price_dollars: 1.005 })).toBe(false);
    expect(isPaid({ amount_paid_dollars: 1.01, total_taxed_price_dollars: 1.005 })).toBe(true);
  });

  it('L-40 no payment is needed when total plus tip is 0', () => {
    expect(paymentNeeded({ total_taxed_price_dollars: 0, tip_amount_dollars: 0 })).toBe(false);
    expect(paymentNeeded({ total_taxed_price_dollars: 0, tip_amount_dollars: 5 })).toBe(true);
    expect(paymentNeeded({})).toBe(false);
  });

  it('L-41 L-42 a tip can be edited only unpaid, not cancelled, with hold-for-tip, accepting-tip and Square on', () => {
    const open = { status: 'scheduled', amount_paid_dollars: 0, total_taxed_price_dollars: 50 };
    expect(canEditTip(open, flags)).toBe(true);
    expect(canEditTip({ ...open, amount_paid_dollars: 50 }, flags)).toBe(false);
    expect(canEditTip({ ...open, status: 'Cancelled' }, flags)).toBe(false);
    expect(canEditTip({ ...open, status: 'canceled' }, flags)).toBe(false);
    expect(canEditTip(open, { ...flags, is_using_square: false })).toBe(false);
    expect(canEditTip(open, { ...flags, enable_hold_for_tip: null })).toBe(false);
    expect(canEditTip(open, { ...flags, is_accepting_tip: false })).toBe(false);
  });
});
