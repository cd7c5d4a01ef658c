import { describe, expect, it } from 'vitest';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { createBooking, getScheduledWorkForCustomer } from '../../src/api/scheduled-works';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { dollarsToCents } from '../../src/domain/money';
import { setProviderName, setToken } from '../../src/api/client';
import { quoteLines, sumCents, workLines } from '../../src/widgets/work-lines/work-lines';
import { pricingRulesOf, workPaymentMethod, workPlace, workReceipt } from '../../src/widgets/work-lines/work-receipt';
import { appointmentStartClock } from '../../src/domain/appointments';
import { approvalWork, approvedWork, fullWork, mismatchedWork, quoteWork } from '../../src/widgets/work-lines/work-samples';
import { workReceiptTexts } from '../../src/widgets/work-lines/work-receipt-texts';
import { quotedReferrerCode } from '../../src/widgets/work-lines/quoted-referrer-code';
import { workTotals } from '../../src/widgets/work-lines/work-totals';
import { stepTexts, textFrom } from './support/step-texts';
import { atTime, useMockServer } from '../api/harness';

useMockServer();

/** The receipt's words as the flow writes them (receipt step). */
const receiptTexts = workReceiptTexts(textFrom(stepTexts('receipt', { requireStep: true })));

describe('work lines (L-23)', () => {
  it('L-23 the lines of a work carry their state and price in cents, sorted by name', () => {
    expect(workLines(fullWork.services).map((l) => [l.name, l.state, l.cents])).toEqual([
      ['Battery Replacement', 'charged', 18_900],
      ['Cabin Air Filter', 'declined', 5_900],
      ['Front Brake Pads & Rotors', 'future', 42_000],
      ['Premium Package', 'charged', 24_900],
      ['Wiper Blades', 'pending', 3_900],
    ]);
  });

  it('L-25 the quote holds the future services first, then the declined ones', () => {
    expect(quoteLines(quoteWork.services).map((l) => [l.name, l.state])).toEqual([
      ['Front Brake Pads & Rotors', 'future'],
      ['Cabin Air Filter', 'declined'],
    ]);
    expect(sumCents(quoteLines(quoteWork.services))).toBe(47_900);
  });
});

describe('work totals (L-24)', () => {
  it('L-24 the receipt shows the stored figures line by line and they add up to the stored total', () => {
    const t = workTotals(fullWork);
    expect(t.figures.map((f) => [f.id, f.cents, f.detail ?? null])).toEqual([
      ['subtotal', 43_800, null],
      ['coupon', -500, 'SHARE5'],
      ['custom_discount', -1_000, 'Loyal customer'],
      ['supplies_fee', 1_234, null],
      ['sales_tax', 2_538, null],
      ['tip', 2_000, null],
    ]);
    expect(t.totalCents).toBe(48_072);
    expect(t.addsUp).toBe(true);
    expect([t.paidCents, t.balanceCents]).toEqual([20_000, 28_072]);
    // No supplies rule given: the domain computes no fee, so the record's fee (and total) differ — the record's figures are shown.
    expect(t.differences).toEqual(['supplies_fee', 'total']);
  });

  it('L-24 the stored figures agree with the domain computation when nothing was changed by hand', () => {
    for (const work of [approvalWork, approvedWork, quoteWork]) {
      const t = workTotals(work);
      expect(t.differences, String(work.scheduled_work_id)).toEqual([]);
      expect(t.addsUp).toBe(true);
      expect(t.priceAdjustmentCents).toBe(0);
    }
  });

  it('L-24 a stored total the stored lines do not reach gets an Adjustment line, and the total is the stored one', () => {
    const t = workTotals(mismatchedWork);
    expect(t.totalCents).toBe(35_830);
    expect(t.figures.at(-1)).toEqual({ id: 'adjustment', label: '', cents: 2 });
    // The receipt names it in the flow's words.
    expect(workReceipt(mismatchedWork, {}, receiptTexts).totals.figures.at(-1)).toEqual({ id: 'adjustment', label: 'Adjustment', cents: 2 });
    expect(sumCents(t.figures)).toBe(t.totalCents);
    expect(t.addsUp).toBe(false);
    expect(t.differences).toContain('total');
  });

  it('L-24 missing stored figures are computed by the domain (decisions.md "Money")', () => {
    const bare = {
      ...approvedWork,
      subtotal_dollars: null,
      sales_tax_dollars: null,
      total_taxed_price_dollars: null,
      coupon_amount_dollars: null,
      custom_discount_amount_dollars: null,
      shop_fee_dollars: null,
      minimum_service_charge_amount_dollars: null,
      tip_amount_dollars: null,
    };
    const t = workTotals(bare, { minimumServiceThresholdDollars: 0 });
    expect(t.figures.map((f) => [f.id, f.cents])).toEqual([
      ['subtotal', 33_800],
      ['sales_tax', 2_028],
    ]);
    expect(t.totalCents).toBe(35_828);
  });

  it('D-15 L-24 a work quoted at the referral price lists its package at that price, with no price adjustment', () => {
    const referral = { ...approvalWork, subtotal_dollars: 119.2, sales_tax_dollars: 7.15, total_taxed_price_dollars: 126.35 };
    const t = workTotals(referral);
    expect(t.chargedCents).toBe(11_920);
    expect(t.priceAdjustmentCents).toBe(0);
    expect(t.differences).toEqual([]);
    expect(t.addsUp).toBe(true);
    const receipt = workReceipt(referral, {}, receiptTexts);
    expect(receipt.lines.filter((l) => l.state === 'charged').map((l) => [l.name, l.cents])).toEqual([['Basic Maintenance Package', 11_920]]);
  });

  it('D-15 the referral is read from the stored subtotal: only when the referral price, not the full price, reaches it', () => {
    expect(quotedReferrerCode({ ...approvalWork, subtotal_dollars: 119.2 })).not.toBeNull();
    expect(quotedReferrerCode(approvalWork)).toBeNull(); // full price: $149
    expect(quotedReferrerCode({ ...approvalWork, subtotal_dollars: 140 })).toBeNull(); // neither
    expect(quotedReferrerCode({ ...approvalWork, subtotal_dollars: null })).toBeNull(); // nothing stored
  });

  it('L-24 billed lines that reach the stored subtotal at neither price get a price adjustment row', () => {
    const t = workTotals({ ...approvalWork, subtotal_dollars: 140, sales_tax_dollars: 8.4, total_taxed_price_dollars: 148.4 });
    expect(t.chargedCents).toBe(14_900);
    expect(t.priceAdjustmentCents).toBe(-900);
    expect(t.addsUp).toBe(true);
  });

  it('D-15 D-94 L-24 a booking made with a referrer code: the mock stores it and its receipt shows the quoted referral price', async () => {
    atTime('2025-03-10T14:00:00Z');
    setProviderName('demo');
    setToken(DEMO_CUSTOMER_TOKEN);
    const booked = await createBooking({
      customer_address_id: 4001,
      vehicle_id: 3001,
      schedule: { date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' },
      services: [{ service_offering_id: 101 }, { service_offering_id: 303 }],
      payment_method_id: 1,
      referrer_code: 'FRIEND20',
    });
    const work = await getScheduledWorkForCustomer(booked.newScheduledWork.scheduled_work_id, DEMO_CUSTOMER_ID);
    const rules = pricingRulesOf({ ...providerFixtures.demo });
    const receipt = workReceipt(work, rules, receiptTexts);
    const full = (id: number) => dollarsToCents(work.services.find((s) => s.service_offering_id === id)!.total_cost_dollars);
    expect(receipt.lines.map((l) => l.cents).sort((a, b) => a - b)).toEqual([Math.round(full(101) * 0.8), full(303)].sort((a, b) => a - b));
    expect(receipt.totals.priceAdjustmentCents).toBe(0);
    expect(receipt.totals.differences).toEqual([]);
    expect(receipt.totals.figures[0]).toMatchObject({ id: 'subtotal', cents: Math.round(full(101) * 0.8) + full(303) });
  });

  it('L-24 the balance is never below zero', () => {
    expect(workTotals({ ...quoteWork, amount_paid_dollars: 500 }).balanceCents).toBe(0);
  });

  it("L-24 every seeded work of the demo world: the domain's figures equal the record's own dollar fields", async () => {
    atTime('2026-03-10T10:00:00-04:00');
    setProviderName('demo');
    for (const id of [5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008]) {
      const work = await getScheduledWorkForCustomer(id, 1001);
      const t = workTotals(work, pricingRulesOf({ ...providerFixtures.demo }));
      expect({ id, differences: t.differences, addsUp: t.addsUp, priceAdjustment: t.priceAdjustmentCents }).toEqual({
        id,
        differences: [],
        addsUp: true,
        priceAdjustment: 0,
      });
    }
  });
});

describe('work receipt (L-24)', () => {
  it('L-24 where, when and how: the place, the start on the wall clock, the payment method with the card', () => {
    expect(workPlace(approvalWork)).toEqual({ kind: 'workplace', name: 'Acme Corp Headquarters', address: '100 Corporate Drive, Reston, VA 20190', keyoskName: 'Lobby', parkingName: 'Lot A' });
    expect(workPlace(quoteWork)).toEqual({ kind: 'home', name: '12 Elm Street, Springfield, VA 22150' });
    expect(workPaymentMethod(fullWork, receiptTexts)).toBe('Credit Card (Visa ending in 1111)');
    expect(workPaymentMethod(approvalWork, receiptTexts)).toBe('Credit Card (Visa ending in 4242)');
    expect(workPaymentMethod({ ...approvalWork, customer: { ...approvalWork.customer!, stripe_brand: null } }, receiptTexts)).toBe('Credit Card (ending in 4242)');
    expect(appointmentStartClock({ ...approvalWork, plannedArrivalTime: null, confirmed_appointment_start_time: '2026-03-10T13:30:00Z' }, 'America/New_York')).toBe('09:30');
    expect(workReceipt(fullWork, {}, receiptTexts).appointment.timeZone).toBe('America/New_York');
  });
});
