/**
 * Test harness of the checkout widgets (keyoskPicker, bookingReview, bookingFinished): a fresh
 * QueryClient, a memory router with the toast provider, the step's texts from flows/booking.flow.json
 * with `{config.*}` filled like the renderer does, the step's blockers computed by the engine from the
 * booking facts, and a booking that really changes. `send` is a spy. With `widget` (its catalogue name), the
 * widget gets what the booking flow decides for the provider on that step: its options, its parts and the
 * provider's content (tests/widgets/support/flow-decides.ts).
 */
import type { ComponentType } from 'react';
import flowJson from '../../flows/booking.flow.json';
import { continueBlocker, type Flow } from '../../src/engine';
import { bookingFacts } from '../../src/booking/booking-facts';
import type { BookingState, CartLine } from '../../src/booking/booking-state';
import { bookingGuards } from '../../src/booking/guards';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { bookingSchedule, DEMO_CAMRY, DEMO_HOME_ADDRESS, OIL_CHANGE_LINE } from '../../src/booking/sample-booking';
import { providerContent } from '../../src/renderer/provider-content';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

const flow = flowJson as unknown as Flow;

export const OIL_CHANGE: CartLine = { ...OIL_CHANGE_LINE, booking_message_1: 'Up to 5 quarts included.' };

export const WIPERS: CartLine = {
  service_offering_id: 301,
  long_name: 'Wiper Blades',
  display_name: 'Wiper Blades',
  quantity: 1,
  parts_cost_dollars: 30,
  total_cost_dollars: 45,
  tax_type: 'bundled',
  display_category: 'addon',
  kind: 'addon',
};

export const FREE_CHECK: CartLine = {
  service_offering_id: 208,
  long_name: 'Multi-Point Inspection',
  quantity: 1,
  total_cost_dollars: 0,
  parts_cost_dollars: 0,
  tax_type: 'bundled',
  display_category: 'standard',
  kind: 'standard',
};

const SCHEDULE: NonNullable<BookingState['schedule']> = bookingSchedule({ date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', serviceVehicleId: 901 });

/** The demo customer's home (New York, 6 % tax), an oil change, a date. */
const HOME_BOOKING: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: DEMO_HOME_ADDRESS,
  vehicle: DEMO_CAMRY,
  cart: [OIL_CHANGE],
  schedule: SCHEDULE,
  serviceVehicleId: 901,
};

/** Acme HQ (workplace 1, keyosks 11/12, parking 21/22). */
export const WORKPLACE_BOOKING: Partial<BookingState> = {
  ...HOME_BOOKING,
  placeMode: 'workplace',
  homeAddress: null,
  clientLocation: { id: 1, name: 'Acme Corp Headquarters', time_zone: 'America/New_York', tax_rate_percent: 6 },
  schedule: { ...SCHEDULE, plannedArrivalTime: '08:00', plannedDepartureTime: null, serviceVehicleId: 902 },
  serviceVehicleId: 902,
};

/** Every text a step can resolve (flow, then step), `{config.*}` filled. */
function stepText(stepId: string, config: Record<string, unknown>) {
  return textFrom(stepTexts(stepId), { config });
}

export interface CheckoutHarnessOptions {
  provider?: string;
  stepId?: string;
  booking?: Partial<BookingState>;
  config?: Record<string, unknown>;
  signedIn?: boolean;
  /** The widget's catalogue name: it then gets the options, parts and content the booking flow decides on `stepId`. */
  widget?: string;
}

export function renderCheckout<O extends object, P extends string = never>(
  Widget: ComponentType<WidgetProps<O, P>>,
  { provider = 'demo', stepId = 'confirm-appointment', booking = {}, config = {}, signedIn = true, widget }: CheckoutHarnessOptions = {},
) {
  const fullConfig = { ...providerFixtures[provider], ...config } as Record<string, unknown>;
  const session = { signedIn, guest: false };
  const decided = widget ? flowDecides(stepId, widget, fullConfig, { session }) : null;
  return renderFlowWidget(Widget, {
    name: widget ?? 'checkout',
    options: (decided?.options ?? {}) as O,
    parts: (decided?.parts ?? {}) as Record<P, boolean>,
    text: stepText(stepId, fullConfig),
    booking: { ...HOME_BOOKING, ...booking },
    values: (bookingState) => {
      const blocker = continueBlocker(flow, stepId, { config: fullConfig, session, booking: { ...bookingFacts(bookingState, fullConfig) }, query: {} }, bookingGuards);
      return { session, config: fullConfig, content: providerContent(fullConfig), continueBlocked: blocker.blocked, blockerMessage: blocker.message, blockerShownOnPress: blocker.showOnPress };
    },
    at: '/pricing/confirm-appointment',
    stableDispatch: false,
  });
}
