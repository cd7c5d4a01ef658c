/** M-50 GET /coupon/{code}, M-51 GET /coupon?code=. */
import { http } from 'msw';
import type { Coupon } from '../../src/api/entities';
import { checkCouponReuse } from '../../src/domain/coupons';
import { world } from '../world';
import { api, errorAnswer, ok, optionalCustomer } from './context';

export const COUPON_INVALID_MESSAGE = 'Sorry, that coupon cannot be applied to your order.';
const COUPON_ALREADY_USED_MESSAGE = 'Sorry, you already used that coupon in a previous booking.';

/** Whether a customer already used a single-use coupon on a booking that is not cancelled (D-83), by the app's rule. */
export function couponUsedBy(customerId: number, coupon: Coupon): boolean {
  return !checkCouponReuse(coupon, world().works.filter((w) => w.customer_id === customerId)).ok;
}

function answer(request: Request, rawCode: string | null) {
  const code = (rawCode ?? '').trim().toUpperCase();
  if (!code) return errorAnswer(400, 'A coupon code is required.');
  const coupon = world().coupons.find((c) => c.coupon_code === code);
  if (!coupon) return errorAnswer(404, COUPON_INVALID_MESSAGE);
  const c = optionalCustomer(request);
  if (c && couponUsedBy(c.customer_id, coupon)) return errorAnswer(400, COUPON_ALREADY_USED_MESSAGE);
  return ok(coupon);
}

export const couponHandlers = [
  http.get(api('/coupon/:code'), ({ request, params }) => answer(request, decodeURIComponent(String(params.code)))),
  http.get(api('/coupon'), ({ request }) => answer(request, new URL(request.url).searchParams.get('code'))),
];
