import { lazy, Suspense, useCallback, useMemo } from 'react';
import { sidebarParts, type FlowContext } from '../../engine';
import type { BookingState } from '../../booking/booking-state';
import { useBookingStore } from '../../booking/booking-store-context';
import { shallowEqual } from '../../booking/shallow-equal';
import { useBooking } from '../../booking/use-booking';
import { useFlowRuntime } from '../flow-runtime';
import { layoutText } from './layout-texts';
import { SidebarContinue, type SidebarContinueProps } from './sidebar-continue';
import { sidebarLocation, sidebarServices, sidebarVehicle, type SidebarLine } from './sidebar-summary';
import { sidebarTexts } from './sidebar-texts';
import { SidebarValue, SidebarView } from './sidebar-view';
import { useCartToasts } from './use-cart-toasts';

const SidebarCoupon = lazy(() => import('./sidebar-coupon'));

export interface BookingSidebarProps {
  stepId: string;
  ctx: FlowContext;
  /** The sidebar Continue of the step, or null when the step has none. */
  continueButton: SidebarContinueProps | null;
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
 * The flow layout's sidebar (D-72..D-75, D-57, H-08): reads the booking and the flow's sidebar parts (never a
 * step id or a configuration field: prices show when the flow's `sidebar.parts.prices` holds), lets the customer remove a service and apply a coupon, shows toasts for cart changes, and draws the
 * step's Continue when the layout gives it one. It selects the vehicle, cart, referrer and coupon code, so it
 * re-renders when one of them changes, not on every change of the booking.
 */
export function BookingSidebar({ stepId, ctx, continueButton }: BookingSidebarProps) {
  const { flow, guards } = useFlowRuntime();
  const { dispatch } = useBookingStore();
  const state = useBooking(sidebarSlice, shallowEqual);
  const vars = useMemo(() => ({ ...ctx }), [ctx]);
  const texts = sidebarTexts((key, extra) => layoutText(flow, stepId, key, extra ? { ...extra, ...vars } : vars));
  const pricesShown = sidebarParts(flow, ctx, guards).some((p) => p.part === 'prices' && p.shown);
  const summary = { location: null, vehicle: sidebarVehicle(state), ...sidebarServices(state, !pricesShown) };

  useCartToasts(state.cart, (kind, name, count) =>
    layoutText(flow, stepId, `cart-${kind}${count > 1 ? '-many' : ''}`, { ...vars, name, count }),
  );

  const onRemove = useCallback(
    (line: SidebarLine) =>
      dispatch({ type: 'removeService', line: line.line }),
    [dispatch],
  );

  return (
    <SidebarView
      texts={texts}
      summary={summary}
      location={<SidebarLocation notChosen={texts.notChosen} />}
      onRemove={onRemove}
      coupon={
        summary.lines.length > 0 ? (
          <Suspense fallback={<div className="coupon-box coupon-box--placeholder" aria-hidden="true" />}>
            <SidebarCoupon
              label={layoutText(flow, stepId, 'sidebar-coupon-label', vars)}
              applyLabel={layoutText(flow, stepId, 'sidebar-coupon-apply', vars)}
              pricesHidden={summary.pricesHidden}
              cart={state.cart}
              referrerCode={state.referrerCode}
              couponCode={state.couponCode}
              text={(key, extra) => layoutText(flow, stepId, key, { ...extra, ...vars })}
            />
          </Suspense>
        ) : null
      }
      // Keyed by the step: a message shown on a press (`show: "onPress"`) is the pressed step's, not the next one's.
      continueSlot={continueButton ? <SidebarContinue key={stepId} {...continueButton} /> : null}
    />
  );
}
