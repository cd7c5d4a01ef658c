import { describe, expect, it } from 'vitest';
import { canEditTip, changeWindowFact, isPaid, pageOffersRescheduleAndCancel, paymentNeeded, tipWindowFact } from '../../src/domain/appointment-page';

const NOW = '2026-05-10T16:00:00Z';

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

  it('L-41 L-42 a tip can be edited only unpaid, not cancelled, and only when the provider takes tips on the page (the flow\'s tip part)', () => {
    const open = { status: 'scheduled', amount_paid_dollars: 0, total_taxed_price_dollars: 50 };
    expect(canEditTip(open, true)).toBe(true);
    expect(canEditTip({ ...open, amount_paid_dollars: 50 }, true)).toBe(false);
    expect(canEditTip({ ...open, status: 'Cancelled' }, true)).toBe(false);
    expect(canEditTip({ ...open, status: 'canceled' }, true)).toBe(false);
    expect(canEditTip(open, false)).toBe(false);
  });
});

describe('appointment page — named facts', () => {
  const open = { status: 'finished', date: '2026-05-08', amount_paid_dollars: 20, total_taxed_price_dollars: 127.15 };

  it('L-41 L-42 tipWindow: open while unpaid and not cancelled, saying what was paid of what', () => {
    expect(tipWindowFact(5008, open, true)).toEqual({
      name: 'tipWindow#5008',
      value: true,
      because: 'unpaid ($20.00 of $127.15 paid), status "finished": the tip can be added or changed',
    });
    expect(tipWindowFact(5008, { ...open, amount_paid_dollars: 127.15 }, true)).toEqual({
      name: 'tipWindow#5008',
      value: false,
      because: 'paid ($127.15 of $127.15 paid): no tip entry',
    });
    expect(tipWindowFact(5008, { ...open, status: 'Cancelled' }, true)).toMatchObject({ value: false, because: 'status "Cancelled": no tip entry' });
    expect(tipWindowFact(5008, open, false)).toMatchObject({ value: false, because: 'the provider takes no tips on this page (the flow hides the tip part): no tip entry' });
  });

  it('L-41 the tipWindow fact always agrees with canEditTip', () => {
    for (const status of ['scheduled', 'finished', 'cancelled', 'CANCELED']) {
      for (const paid of [0, 50, 127.15, 200]) {
        for (const offered of [true, false]) {
          const a = { ...open, status, amount_paid_dollars: paid };
          expect(tipWindowFact(1, a, offered).value).toBe(canEditTip(a, offered));
        }
      }
    }
  });

  it('L-38 changeWindow: the status and the date against today in the location zone, with the outcome', () => {
    expect(changeWindowFact(5001, { status: 'scheduled', date: '2026-05-14' }, NOW)).toEqual({
      name: 'changeWindow#5001',
      value: true,
      because: 'status "scheduled", dated Thu, May 14, 2026, 4 days ahead (today is Sun, May 10, 2026 in America/New_York): Reschedule and Cancel Service offered',
    });
    expect(changeWindowFact(5001, { status: 'scheduled', date: '2026-05-09' }, NOW)).toEqual({
      name: 'changeWindow#5001',
      value: false,
      because: 'status "scheduled", dated Sat, May 9, 2026, 1 day past (today is Sun, May 10, 2026 in America/New_York): the date is before today: no Reschedule or Cancel Service',
    });
    expect(changeWindowFact(5001, { status: 'finished', date: '2026-05-10' }, NOW)).toMatchObject({
      value: false,
      because: 'status "finished", dated Sun, May 10, 2026, today (today is Sun, May 10, 2026 in America/New_York): neither scheduled nor checked in: no Reschedule or Cancel Service',
    });
    expect(changeWindowFact(5006, { status: 'scheduled', date: null }, NOW)).toMatchObject({ value: true, because: 'status "scheduled", no date yet: Reschedule and Cancel Service offered' });
  });
});
