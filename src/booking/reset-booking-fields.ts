import { emptyBooking, type BookingState } from './booking-state';

type BookingField = keyof BookingState;

/** H-31: what a successful booking clears at once: the cart's extras, coupon, images, tip, the selected payment method and the intent (the cart itself stays for the finished page). */
export const CLEARED_ON_SUCCESS = [
  'couponCode', 'quote', 'additionalPhones', 'images', 'otherServiceDescription', 'detailingNote', 'diagnosticConcerns', 'diagnosticDescription', 'tip', 'tipCustomText', 'payment', 'bookingIntentKey',
] as const satisfies readonly BookingField[];

/** H-37: what the finished page clears: the above, the cart and every other draft value; place, vehicle, customer and the summary stay. */
export const CLEARED_WHEN_FINISHED = [
  ...CLEARED_ON_SUCCESS,
  'cart', 'schedule', 'serviceVehicleId', 'scheduleNote', 'keyLocation', 'keyLocationNote', 'textAgreementChecked', 'termsAccepted', 'cancellationPolicyAccepted', 'wantsNewTires', 'tireSize', 'forms',
] as const satisfies readonly BookingField[];

/** The named fields at their values in a fresh booking (`emptyBooking`), as a patch: "cleared" means one thing everywhere. */
export function clearedFields(fields: readonly BookingField[]): Partial<BookingState> {
  const fresh = emptyBooking();
  return Object.fromEntries(fields.map((field) => [field, fresh[field]]));
}
