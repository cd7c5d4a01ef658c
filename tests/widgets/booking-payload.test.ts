import { describe, expect, it } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { lastBookingOf } from '../../src/widgets/booking-review/booking-payload';
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
