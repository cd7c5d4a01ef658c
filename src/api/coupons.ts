/**
 * Coupons. M-50 GET /coupon/{code} (M-51 GET /coupon?code= answers the same and has no client: docs/decisions.md).
 * Codes are upper-cased and trimmed before the call.
 * The server answers 404 for an unknown code and 400 with "Sorry, you already used that coupon in a previous
 * booking." when the signed-in customer used a single-use coupon on a non-cancelled booking. Date, service and
 * location validity are checked by the app (src/domain) from the coupon's fields.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { couponSchema, type Coupon } from './entities';

export {  type Coupon } from './entities';

/**
 * The server's words of its 400 answer when the signed-in customer already used a single-use coupon (D-83):
 * data the app recognises the answer by, not a text it shows (the flow's `coupon-used-before` is).
 */
const COUPON_USED_BEFORE_ANSWER = 'Sorry, you already used that coupon in a previous booking.';

/** True when a failed lookup's server text is the "already used in a previous booking" answer (D-83). */
export function isCouponUsedBeforeAnswer(serverText: string): boolean {
  return serverText.trim() === COUPON_USED_BEFORE_ANSWER;
}

function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const couponKeys = {
  all: ['coupons'] as const,
  byCode: (code: string) => [...couponKeys.all, normalizeCouponCode(code)] as const,
};

/** M-50 */
export function getCoupon(code: string, signal?: AbortSignal): Promise<Coupon> {
  return apiFetch('GET', `/coupon/${encodeURIComponent(normalizeCouponCode(code))}`, { schema: couponSchema, signal });
}

export function couponQueryOptions(code: string) {
  return queryOptions({ queryKey: couponKeys.byCode(code), queryFn: ({ signal }) => getCoupon(code, signal), retry: false });
}
export function useCoupon(code: string | null | undefined) {
  return useQuery({ ...couponQueryOptions(code ?? ''), enabled: !!code && normalizeCouponCode(code).length > 0 });
}
