import { emptyBooking, type BookingState, type BookingVehicle } from '../../booking/booking-state';

/**
 * An immer recipe starting a new booking from the account area (K-10, K-11): the booking afresh (no
 * cart, schedule or change-booking left from before), with `vehicle` chosen when given; the referral
 * code and the last booking's record are kept.
 */
export function startNewBooking(vehicle: BookingVehicle | null) {
  return (draft: BookingState): void => {
    const kept = { referrerCode: draft.referrerCode, lastBooking: draft.lastBooking, lastReschedule: draft.lastReschedule };
    Object.assign(draft, emptyBooking(), kept, { vehicle });
  };
}
