import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coupon } from '../../api/coupons';
import type { CouponMessageKey } from '../../domain/coupon-messages';
import type { MessageRef } from '../../domain/validation-messages';
import { appNow } from '../../ui/app-clock';
import { normalizeCouponCode } from '../../domain/coupon-code';
import type { DispatchBooking } from '../../booking/booking-store';
import { lookUpCoupon, type CouponBooking, type FetchCoupon } from './coupon-lookup';

/** What the coupon box shows; `key` is the flow message saying why a code was refused or failed. */
export type CouponBoxState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; coupon: Coupon | null }
  | { status: 'rejected'; code: string; key: CouponMessageKey; suggestion: string | null; suggestionMessage: MessageRef<'coupon-did-you-mean'> | null }
  | { status: 'error'; code: string; key: CouponMessageKey | 'rate-limited' };

export interface CouponBox {
  state: CouponBoxState;
  /** Looks a typed code up; applies it or shows why not. */
  apply: (typed: string) => void;
  /** Removes the applied coupon. */
  remove: () => void;
}

/**
 * The coupon box's behaviour (D-74, D-76..D-89). An applied code is stored in `booking.couponCode` (given
 * here as `couponCode`); a refused one clears it (D-82). A code already in the booking (e.g. after a reload) is
 * shown as applied and looked up again quietly to learn its terms; it is cleared if it no longer applies. Only
 * the latest lookup counts. A lookup reads the cart and place with `readBooking` when it starts (so the
 * caller need not re-render on every change of them).
 */
export function useCouponBox(
  couponCode: string | null,
  readBooking: () => CouponBooking,
  dispatch: DispatchBooking,
  { fetchCoupon, now = appNow }: { fetchCoupon?: FetchCoupon; now?: () => Date } = {},
): CouponBox {
  const stored = couponCode ? normalizeCouponCode(couponCode) : null;
  const [state, setState] = useState<CouponBoxState>(() => (stored ? { status: 'applied', code: stored, coupon: null } : { status: 'idle' }));
  const latest = useRef(0);
  const readRef = useRef(readBooking);
  readRef.current = readBooking;

  const setCode = useCallback(
    (code: string | null) =>
      dispatch({ type: 'answer', field: 'couponCode', value: code }),
    [dispatch],
  );

  const run = useCallback(
    (typed: string, quiet: boolean) => {
      const request = ++latest.current;
      const code = normalizeCouponCode(typed);
      if (!quiet) setState({ status: 'checking', code });
      void lookUpCoupon(code, readRef.current(), now(), fetchCoupon).then((outcome) => {
        if (request !== latest.current) return;
        if (outcome.status === 'applied') {
          setCode(outcome.code);
          setState({ status: 'applied', code: outcome.code, coupon: outcome.coupon });
          return;
        }
        setCode(null);
        if (quiet && outcome.status === 'error') {
          // A failed re-check keeps nothing applied but says nothing: the customer did not ask.
          setState({ status: 'idle' });
        } else if (outcome.status === 'error') {
          setState({ status: 'error', code: outcome.code, key: outcome.key });
        } else {
          setState({
            status: 'rejected',
            code: outcome.code,
            key: outcome.key,
            suggestion: outcome.suggestion,
            suggestionMessage: outcome.suggestionMessage,
          });
        }
      });
    },
    [fetchCoupon, now, setCode],
  );

  // A coupon restored with the booking: learn its terms (and drop it when it no longer applies).
  const recheckedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!stored || recheckedFor.current === stored) return;
    if (state.status === 'applied' && state.code === stored && state.coupon) return;
    if (state.status === 'checking') return;
    recheckedFor.current = stored;
    run(stored, true);
  }, [stored, state, run]);

  const apply = useCallback((typed: string) => run(typed, false), [run]);
  const remove = useCallback(() => {
    latest.current++;
    setCode(null);
    setState({ status: 'idle' });
  }, [setCode]);

  return { state, apply, remove };
}
