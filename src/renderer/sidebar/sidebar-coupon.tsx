import { couponDiscountCents } from '../../domain/pricing-discount';
import { formatMoney } from '../../domain/money';
import { priceLines } from '../../domain/services-subtotal';
import type { CartLine } from '../../booking/booking-state';
import { useBookingStore } from '../../booking/booking-store-context';
import { CouponBox, type CouponTextOf } from './coupon-box';
import { useCouponBox } from './use-coupon-box';

export interface SidebarCouponProps {
  /** "Coupon code". */
  label: string;
  /** "Apply". */
  applyLabel: string;
  pricesHidden: boolean;
  cart: readonly CartLine[];
  referrerCode: string | null;
  couponCode: string | null;
  /** The flow's messages (the coupon's refusal texts). */
  text: CouponTextOf;
}

/**
 * The sidebar's coupon box with its behaviour (D-74, D-76..D-89) and the applied coupon's discount. A module of
 * its own, loaded after the step (issue 14: it is not needed for the step's first paint); the sidebar keeps its
 * place while it loads.
 */
export default function SidebarCoupon({ label, applyLabel, pricesHidden, cart, referrerCode, couponCode, text }: SidebarCouponProps) {
  const { dispatch, getState } = useBookingStore();
  const coupon = useCouponBox(couponCode, getState, dispatch);
  const discountCents = coupon.state.status === 'applied' && coupon.state.coupon ? couponDiscountCents(priceLines(cart, referrerCode), coupon.state.coupon) : 0;
  const discountText = pricesHidden || discountCents <= 0 ? null : `-${formatMoney(discountCents)}`;
  return (
    <CouponBox
      label={label}
      applyLabel={applyLabel}
      state={coupon.state}
      discountText={discountText}
      pricesHidden={pricesHidden}
      onApply={coupon.apply}
      onRemove={coupon.remove}
      text={text}
    />
  );
}
