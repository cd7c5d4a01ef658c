import { describe, expect, it } from 'vitest';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { bookingPayload, lastBookingOf } from '../../src/widgets/booking-review/booking-payload';
import { reviewPricing } from '../../src/widgets/booking-review/review-model';
import { approvalWork } from '../../src/widgets/work-lines/work-samples';

describe("the finished page's snapshot (H-41..H-44)", () => {
  // Work 5002 booked with a referrer code: the $149 package at the 80 % referral price, as the back end stored it.
  const work = { ...approvalWork, services: [approvalWork.services[0]!], subtotal_dollars: 119.2, sales_tax_dollars: 7.15, total_taxed_price_dollars: 126.35 };

  it('D-15 H-44 a package booked with a referrer code is listed at the referral price the review quoted; its lines add up to the subtotal', () => {
    const snapshot = lastBookingOf({ ...emptyBooking(), placeMode: 'workplace', referrerCode: 'FRIEND20' }, work, false);
    expect(snapshot.services).toEqual([{ name: 'Basic Maintenance Package', quantity: 1, cents: 11_920 }]);
    expect(snapshot.costs[0]).toMatchObject({ id: 'subtotal', cents: 11_920 });
  });

  it('H-44 without a referrer code the package is listed at its price', () => {
    const snapshot = lastBookingOf({ ...emptyBooking(), placeMode: 'workplace' }, { ...work, subtotal_dollars: 149 }, false);
    expect(snapshot.services).toEqual([{ name: 'Basic Maintenance Package', quantity: 1, cents: 14_900 }]);
  });
});

describe('a booking made from a quote (L-35, H-14)', () => {
  const cart = [{ service_offering_id: 201, long_name: 'Oil Change', kind: 'standard' as const, quantity: 1, total_cost_dollars: 80 }];
  const quote = { quoteId: 7001, customDiscountDollars: 20, customDiscountReason: 'Loyal customer discount' };
  const quoted: BookingState = { ...emptyBooking(), cart, quote };
  const payload = (b: BookingState) => bookingPayload(b, reviewPricing(b, {}, null, false), { paymentMethodId: null, token: null }, null, false);

  it('L-35 H-14 H-28 carries quote_id and the custom discount with its reason; the review counts it as a Discount line with the reason', () => {
    const price = reviewPricing(quoted, {}, null, false);
    expect(price.customDiscountCents).toBe(2_000);
    expect(price.lines.find((l) => l.id === 'custom_discount')).toMatchObject({ cents: -2_000, detail: 'Loyal customer discount' });
    expect(payload(quoted)).toMatchObject({ quote_id: 7001, customDiscountAmountDollars: 20, customDiscountReason: 'Loyal customer discount' });
  });

  it('H-14 the discount is never more than the subtotal; a booking not made from a quote sends none', () => {
    expect(payload({ ...quoted, quote: { ...quote, customDiscountDollars: 500 } })).toMatchObject({ customDiscountAmountDollars: 80 });
    expect(payload({ ...quoted, quote: null })).toMatchObject({ quote_id: null, customDiscountAmountDollars: null, customDiscountReason: null });
  });
});
