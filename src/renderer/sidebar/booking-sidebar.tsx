import { useCallback, useMemo } from 'react';
import { couponDiscountCents } from '../../domain/pricing-discount';
import { removeService } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { priceLines } from '../../domain/services-subtotal';
import type { Flow, FlowContext } from '../../engine';
import type { BookingState } from '../../booking/booking-state';
import { useBookingStore } from '../../booking/booking-store-context';
import { shallowEqual } from '../../booking/shallow-equal';
import { useBooking } from '../../booking/use-booking';
import { useFlowRuntime } from '../flow-runtime';
import { CouponBox } from './coupon-box';
import { layoutText } from './layout-texts';
import { SidebarContinue, type SidebarContinueProps } from './sidebar-continue';
import { sidebarLocation, sidebarServices, sidebarVehicle, type SidebarLine } from './sidebar-summary';
import { SidebarValue, SidebarView, type SidebarTexts } from './sidebar-view';
import { useCartToasts } from './use-cart-toasts';
import { useCouponBox } from './use-coupon-box';

export interface BookingSidebarProps {
  stepId: string;
  ctx: FlowContext;
  /** The sidebar Continue of the step, or null when the step has none. */
  continueButton: SidebarContinueProps | null;
}

function sidebarTexts(flow: Flow, stepId: string, vars: Record<string, unknown>): SidebarTexts {
  const t = (key: string) => layoutText(flow, stepId, key, vars);
  return {
    title: t('sidebar-title'),
    location: t('sidebar-location'),
    vehicle: t('sidebar-vehicle'),
    services: t('sidebar-services'),
    subtotal: t('sidebar-subtotal'),
    taxNote: t('sidebar-tax-note'),
    notChosen: t('sidebar-not-chosen'),
    noServices: t('sidebar-no-services'),
  };
}

/** What the sidebar itself reads of the booking (the place line follows the booking on its own). */
function sidebarSlice(b: BookingState) {
  return { vehicle: b.vehicle, cart: b.cart, referrerCode: b.referrerCode, couponCode: b.couponCode };
}

/** The location line: the only part of the sidebar that changes while an address is typed. */
function SidebarLocation({ notChosen }: { notChosen: string }) {
  return <SidebarValue value={useBooking(sidebarLocation)} notChosen={notChosen} testId="sidebar-location" />;
}

/**
 * The flow layout's sidebar (D-72..D-75, D-57, H-08): reads the booking and the configuration (never a step
 * id), lets the customer remove a service and apply a coupon, shows toasts for cart changes, and draws the
 * step's Continue when the layout gives it one. It selects the vehicle, cart, referrer and coupon code, so it
 * re-renders when one of them changes, not on every change of the booking.
 */
export function BookingSidebar({ stepId, ctx, continueButton }: BookingSidebarProps) {
  const { flow, config } = useFlowRuntime();
  const { update, getState } = useBookingStore();
  const state = useBooking(sidebarSlice, shallowEqual);
  const vars = useMemo(() => ({ ...ctx }), [ctx]);
  const texts = sidebarTexts(flow, stepId, vars);
  const summary = { location: null, vehicle: sidebarVehicle(state), ...sidebarServices(state, config) };
  const coupon = useCouponBox(state.couponCode, getState, update);

  useCartToasts(state.cart, (kind, name) => layoutText(flow, stepId, kind === 'added' ? 'cart-added' : 'cart-removed', { ...vars, name }));

  const onRemove = useCallback(
    (line: SidebarLine) =>
      update((draft) => {
        draft.cart = removeService(draft.cart, line.line);
      }),
    [update],
  );

  const discountCents =
    coupon.state.status === 'applied' && coupon.state.coupon ? couponDiscountCents(priceLines(state.cart, state.referrerCode), coupon.state.coupon) : 0;
  const discountText = summary.pricesHidden || discountCents <= 0 ? null : `-${formatMoney(discountCents)}`;

  return (
    <SidebarView
      texts={texts}
      summary={summary}
      location={<SidebarLocation notChosen={texts.notChosen} />}
      onRemove={onRemove}
      coupon={
        summary.lines.length > 0 ? (
          <CouponBox
            label={layoutText(flow, stepId, 'sidebar-coupon-label', vars)}
            applyLabel={layoutText(flow, stepId, 'sidebar-coupon-apply', vars)}
            state={coupon.state}
            discountText={discountText}
            pricesHidden={summary.pricesHidden}
            onApply={coupon.apply}
            onRemove={coupon.remove}
          />
        ) : null
      }
      continueSlot={continueButton ? <SidebarContinue {...continueButton} /> : null}
    />
  );
}
