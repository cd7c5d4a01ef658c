import { describe, expect, it } from 'vitest';
import { emptyBooking } from '../../src/booking/booking-state';
import { CLEARED_ON_SUCCESS, CLEARED_WHEN_FINISHED, clearedFields } from '../../src/booking/reset-booking-fields';

describe('clearedFields (H-31, H-37)', () => {
  const used = () => ({
    ...emptyBooking(),
    cart: [{ key: 'x' }] as never,
    couponCode: 'SHARE5',
    tip: { kind: 'percent', percent: 15 } as const,
    bookingIntentKey: 'intent-1',
    termsAccepted: true,
    serviceVehicleId: 12,
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-010-7788' },
  });

  it('on success clears the extras and the intent but keeps the cart for the finished page', () => {
    const draft = { ...used(), ...clearedFields(CLEARED_ON_SUCCESS) };
    expect(draft).toMatchObject({ couponCode: null, tip: null, bookingIntentKey: null, termsAccepted: true });
    expect(draft.cart).toHaveLength(1);
  });

  it('H-37 when finished clears the cart and every draft value, the schedule with its service vehicle; the customer stays', () => {
    const draft = { ...used(), ...clearedFields(CLEARED_WHEN_FINISHED) };
    // The schedule's service vehicle (G-06) goes with the schedule.
    expect(draft).toMatchObject({ cart: [], couponCode: null, termsAccepted: false, forms: {}, schedule: null, serviceVehicleId: null });
    expect(draft.customer.firstName).toBe('Ada');
  });
});
