import { describe, expect, it } from 'vitest';
import { CARD_ACTIONS, cancelWindowFact, cardActions, rescheduleWindowFact, showsCardAction } from '../../src/domain/card-actions';
import type { AppointmentLike } from '../../src/domain/appointments';

// 2026-05-10 in New York.
const NOW = '2026-05-10T16:00:00Z';
const sw = (x: Partial<AppointmentLike>): AppointmentLike => ({ status: 'scheduled', date: '2026-05-10', ...x });

describe('account card actions', () => {
  it('K-22 OPEN-48 Check In shows for status SCHEDULED (any case) dated today', () => {
    expect(showsCardAction('Check In', sw({ status: 'SCHEDULED' }), NOW)).toBe(true);
    expect(showsCardAction('Check In', sw({ status: 'scheduled' }), NOW)).toBe(true);
    expect(showsCardAction('Check In', sw({ date: '2026-05-11' }), NOW)).toBe(false);
    expect(showsCardAction('Check In', sw({ status: 'keys_available' }), NOW)).toBe(false);
  });

  it('K-22 Check In "today" is the location zone day (23:30 in Los Angeles is tomorrow in UTC)', () => {
    const late = '2026-05-11T06:30:00Z';
    expect(showsCardAction('Check In', sw({ customer_address: { time_zone: 'America/Los_Angeles' } }), late)).toBe(true);
    expect(showsCardAction('Check In', sw({ customer_address: { time_zone: 'Asia/Tokyo' } }), late)).toBe(false);
  });

  it('K-23 Reschedule shows for scheduled with a date up to 7 days past', () => {
    expect(showsCardAction('Reschedule', sw({ date: '2026-06-01' }), NOW)).toBe(true);
    expect(showsCardAction('Reschedule', sw({ date: '2026-05-03' }), NOW)).toBe(true); // 7 days past
    expect(showsCardAction('Reschedule', sw({ date: '2026-05-02' }), NOW)).toBe(false); // 8 days past
    expect(showsCardAction('Reschedule', sw({ date: null }), NOW)).toBe(false);
    expect(showsCardAction('Reschedule', sw({ status: 'suggested' }), NOW)).toBe(false);
  });

  it('K-24 Check Dates Again shows for scheduled without a date', () => {
    expect(showsCardAction('Check Dates Again', sw({ date: null }), NOW)).toBe(true);
    expect(showsCardAction('Check Dates Again', sw({}), NOW)).toBe(false);
  });

  it('K-25 Receipt shows when the health check is complete or the status is finished', () => {
    expect(showsCardAction('Receipt', sw({ hc_is_complete: true }), NOW)).toBe(true);
    expect(showsCardAction('Receipt', sw({ status: 'Finished' }), NOW)).toBe(true);
    expect(showsCardAction('Receipt', sw({}), NOW)).toBe(false);
  });

  it('K-26 Quote for Next Time shows for a future or rejected upsell unless suggested', () => {
    expect(showsCardAction('Quote for Next Time', sw({ services: [{ upsell_status: 'future' }] }), NOW)).toBe(true);
    expect(showsCardAction('Quote for Next Time', sw({ services: [{ upsell_status: 'REJECTED' }] }), NOW)).toBe(true);
    expect(showsCardAction('Quote for Next Time', sw({ services: [{ upsell_status: 'pending' }] }), NOW)).toBe(false);
    expect(showsCardAction('Quote for Next Time', sw({ status: 'suggested', services: [{ upsell_status: 'future' }] }), NOW)).toBe(false);
    // null service lines and upsell_status from the wire are skipped, never thrown on
    expect(showsCardAction('Quote for Next Time', sw({ services: [null, { upsell_status: null }, { upsell_status: 'future' }] }), NOW)).toBe(true);
    expect(showsCardAction('Quote for Next Time', sw({ services: null }), NOW)).toBe(false);
  });

  it('K-27 Confirm This Date and Choose Different Date show for suggested', () => {
    expect(cardActions(sw({ status: 'suggested', date: '2026-05-20' }), NOW)).toEqual(['Confirm This Date', 'Choose Different Date', 'Cancel Service']);
  });

  it('K-28 Service Report shows when the health check is complete with a URL', () => {
    expect(showsCardAction('Service Report', sw({ hc_is_complete: true, health_check_url: 'https://r.example/1' }), NOW)).toBe(true);
    expect(showsCardAction('Service Report', sw({ hc_is_complete: true, health_check_url: ' ' }), NOW)).toBe(false);
    expect(showsCardAction('Service Report', sw({ hc_is_complete: false, health_check_url: 'https://r.example/1' }), NOW)).toBe(false);
  });

  it('K-29 Cancel Service shows for scheduled or suggested, date not past, no report', () => {
    expect(showsCardAction('Cancel Service', sw({}), NOW)).toBe(true);
    expect(showsCardAction('Cancel Service', sw({ status: 'suggested' }), NOW)).toBe(true);
    expect(showsCardAction('Cancel Service', sw({ date: null }), NOW)).toBe(true);
    expect(showsCardAction('Cancel Service', sw({ date: '2026-05-09' }), NOW)).toBe(false);
    expect(showsCardAction('Cancel Service', sw({ status: 'keys_available' }), NOW)).toBe(false);
    expect(showsCardAction('Cancel Service', sw({ hc_is_complete: true }), NOW)).toBe(false);
    expect(showsCardAction('Cancel Service', sw({ health_check_url: 'https://r.example/1' }), NOW)).toBe(false);
  });

  it('K-22..K-29 OPEN-49 a scheduled appointment today shows Check In, Reschedule and Cancel Service, in table order', () => {
    expect(cardActions(sw({}), NOW)).toEqual(['Check In', 'Reschedule', 'Cancel Service']);
    expect(CARD_ACTIONS).toHaveLength(9);
  });
});

describe('account card actions — named facts', () => {
  it('K-23 K-24 rescheduleWindow: the status, the date against today in the location zone and the 7-day grace, with the outcome', () => {
    expect(rescheduleWindowFact(5001, sw({ date: '2026-05-03' }), NOW)).toEqual({
      name: 'rescheduleWindow#5001',
      value: true,
      because: 'status "scheduled", dated Sun, May 3, 2026, 7 days past (today is Sun, May 10, 2026 in America/New_York), not more than 7 days past: Reschedule offered',
    });
    expect(rescheduleWindowFact(5001, sw({ date: '2026-05-02' }), NOW)).toEqual({
      name: 'rescheduleWindow#5001',
      value: false,
      because: 'status "scheduled", dated Sat, May 2, 2026, 8 days past (today is Sun, May 10, 2026 in America/New_York), more than 7 days past: no Reschedule',
    });
    expect(rescheduleWindowFact(5006, sw({ date: null }), NOW)).toMatchObject({ value: false, because: 'status "scheduled", no date yet: Check Dates Again instead of Reschedule' });
    expect(rescheduleWindowFact(5003, sw({ status: 'suggested' }), NOW)).toMatchObject({ value: false, because: 'status "suggested", not scheduled: no Reschedule' });
  });

  it('K-29 cancelWindow: the status, the date and the report, with the outcome', () => {
    expect(cancelWindowFact(5001, sw({ date: '2026-05-12' }), NOW)).toEqual({
      name: 'cancelWindow#5001',
      value: true,
      because: 'status "scheduled", dated Tue, May 12, 2026, 2 days ahead (today is Sun, May 10, 2026 in America/New_York), not past and no report: Cancel Service offered',
    });
    expect(cancelWindowFact(5001, sw({ date: '2026-05-09' }), NOW)).toMatchObject({ value: false, because: expect.stringMatching(/the date has passed: no Cancel Service$/) });
    expect(cancelWindowFact(5002, sw({ hc_is_complete: true }), NOW)).toMatchObject({ value: false, because: expect.stringMatching(/a health check report exists: no Cancel Service$/) });
    expect(cancelWindowFact(5002, sw({ status: 'keys_available' }), NOW)).toMatchObject({ value: false, because: expect.stringMatching(/neither scheduled nor suggested: no Cancel Service$/) });
  });

  it('K-23 K-29 the facts always agree with the card actions', () => {
    for (const status of ['scheduled', 'SCHEDULED', 'suggested', 'keys_available', 'finished']) {
      for (const date of [null, '2026-04-30', '2026-05-02', '2026-05-03', '2026-05-10', '2026-05-20']) {
        for (const hc_is_complete of [true, false]) {
          const a = sw({ status, date, hc_is_complete });
          expect(rescheduleWindowFact(1, a, NOW).value).toBe(showsCardAction('Reschedule', a, NOW));
          expect(cancelWindowFact(1, a, NOW).value).toBe(showsCardAction('Cancel Service', a, NOW));
        }
      }
    }
  });
});
