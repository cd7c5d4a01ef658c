import { ApiError } from '../../api/client';
import { getCoupon, isCouponUsedBeforeAnswer, type Coupon } from '../../api/coupons';
import { isRateLimited } from '../../api/failure-text';
import { resolveCouponLookup, type CouponContext, type CouponOutcome } from '../../domain/coupons';
import { normalizeCouponCode } from '../../domain/coupon-code';
import { serviceTimeZone, todayInZone } from '../../domain/time-zone';
import type { BookingState } from '../../booking/booking-state';

/** What checking a coupon needs from the booking (D-78..D-80). */
export type CouponBooking = Pick<BookingState, 'cart' | 'placeMode' | 'homeAddress' | 'clientLocation'>;

/**
 * The coupon context of a booking: today in the service location's zone (address, else client location,
 * else America/New_York) at `now`, the cart's offerings and the workplace/shop.
 */
export function couponContextOf(booking: CouponBooking, now: Date): CouponContext {
  const zone = serviceTimeZone(
    booking.placeMode === 'home' ? booking.homeAddress : null,
    booking.placeMode === 'home' ? null : booking.clientLocation,
  );
  return {
    today: todayInZone(now, zone),
    timeZone: zone,
    cartServiceOfferingIds: booking.cart.map((l) => l.service_offering_id),
    clientLocationId: booking.placeMode === 'home' ? null : (booking.clientLocation?.id ?? null),
  };
}

/** Fetches a coupon by code (M-50). Injectable for tests and stories. */
export type FetchCoupon = (code: string) => Promise<Coupon>;

/** What a lookup means for the order: the domain's outcome, or a rate limit (the flow's `rate-limited`). */
export type CouponLookupOutcome = CouponOutcome<Coupon> | { status: 'error'; code: string; coupon: null; key: 'rate-limited' };

/**
 * Looks a typed code up and decides what it means for the order (D-76..D-89): normalised; blank → refused
 * without a call; the back end's 404 → unknown (with a "Did you mean X?" suggestion when close); its 400
 * "already used" answer for the signed-in customer → D-83; a rate limit (429) → `rate-limited` ("try again in a
 * moment"); any other 4xx → cannot be applied; a network failure, a timeout, a 403,
 * a 5xx or a malformed answer → the D-88 lookup error. A found coupon is checked by the domain
 * rules (dates in the service location's zone, services, location).
 */
export async function lookUpCoupon(
  typed: string,
  booking: CouponBooking,
  now: Date,
  fetchCoupon: FetchCoupon = (code) => getCoupon(code),
): Promise<CouponLookupOutcome> {
  const code = normalizeCouponCode(typed);
  const context = couponContextOf(booking, now);
  if (code === '') return resolveCouponLookup(code, { kind: 'not_found' }, context);
  try {
    const coupon = await fetchCoupon(code);
    return resolveCouponLookup(code, { kind: 'found', coupon }, context);
  } catch (e) {
    // A rate limit says nothing about the coupon: "try again in a moment", not D-81 (issue 15).
    if (isRateLimited(e)) return { status: 'error', code, coupon: null, key: 'rate-limited' };
    if (e instanceof ApiError && e.kind === 'http' && e.status >= 400 && e.status < 500 && e.status !== 403) {
      if (isCouponUsedBeforeAnswer(e.serverText)) {
        return { status: 'rejected', code, coupon: null, reason: 'already_used', key: 'coupon-used-before', suggestion: null, suggestionMessage: null };
      }
      return resolveCouponLookup(code, { kind: 'not_found' }, context);
    }
    return resolveCouponLookup(code, { kind: 'error' }, context);
  }
}
