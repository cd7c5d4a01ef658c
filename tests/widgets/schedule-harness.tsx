/**
 * Test harness of the schedule widget: a fresh QueryClient, a memory router and the toast provider,
 * the step's texts word for word from flows/booking.flow.json (plus a provider overlay's), the step's
 * blockers computed by the engine from the booking facts on every render (as the step renderer does,
 * with the provider's overlay applied), and a booking that really changes (dispatch applies the
 * booking commands). `send` is a spy. The widget gets what the booking flow decides for the provider on the schedule
 * step (tests/widgets/support/flow-decides.ts): its calendar (`variant`), its parts (`waitlist`, `sooner`) and the
 * provider's content; `options` given here go over the flow's (e.g. `images: false`).
 */
import type { ComponentType } from 'react';
import flowJson from '../../flows/booking.flow.json';
import fleetcoOverlay from '../../flows/overlays/fleetco.json';
import { applyOverlay, continueBlocker, type Flow } from '../../src/engine';
import { bookingFacts } from '../../src/booking/booking-facts';
import type { BookingState, CartLine } from '../../src/booking/booking-state';
import { bookingGuards } from '../../src/booking/guards';
import type { WidgetProps, WidgetValues } from '../../src/widgets/contract/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { DEMO_HOME_ADDRESS, OIL_CHANGE_LINE } from '../../src/booking/sample-booking';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

type Messages = Record<string, string>;
const overlays: Record<string, { steps?: Record<string, { messages?: Messages }> }> = { fleetco: fleetcoOverlay };
const baseFlow = flowJson as unknown as Flow;

/** The booking flow as a provider sees it (its overlay applied). */
function providerFlow(provider = 'demo'): Flow {
  const overlay = overlays[provider];
  return overlay ? applyOverlay(baseFlow, overlay as never) : baseFlow;
}

/** The schedule step's texts for a provider (flow, step, then the provider's overlay). */
function scheduleTexts(provider = 'demo'): Messages {
  return { ...stepTexts('schedule'), ...(overlays[provider]?.steps?.schedule?.messages ?? {}) };
}

/** An oil change (201) as the cart keeps it: 0.5 labor hours. */
const OIL_CHANGE: CartLine = OIL_CHANGE_LINE;

/** A home booking at the demo customer's address 4001 (New York). */
const HOME_BOOKING: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: DEMO_HOME_ADDRESS,
  cart: [OIL_CHANGE],
};

export interface ScheduleHarnessOptions {
  provider?: string;
  booking?: Partial<BookingState>;
  values?: Partial<WidgetValues>;
  options?: Record<string, unknown>;
  /** Extra configuration over the provider's fixture. */
  config?: Record<string, unknown>;
}

export function renderSchedule<O extends object, P extends string = never>(
  Widget: ComponentType<WidgetProps<O, P>>,
  { provider = 'demo', booking = {}, values = {}, options = { images: false }, config = {} }: ScheduleHarnessOptions = {},
) {
  const fullConfig = { ...providerFixtures[provider], ...config } as Record<string, unknown>;
  const flow = providerFlow(provider);
  const decided = flowDecides('schedule', 'schedulePicker', fullConfig, { session: values.session ?? { signedIn: true, guest: false } });
  return renderFlowWidget(Widget, {
    name: 'schedulePicker',
    options: { ...decided.options, ...options } as O,
    parts: decided.parts as Record<P, boolean>,
    text: textFrom(scheduleTexts(provider)),
    booking: { ...HOME_BOOKING, ...booking },
    values: (state) => {
      const session = values.session ?? { signedIn: true, guest: false };
      const blocker = continueBlocker(flow, 'schedule', { config: fullConfig, session, booking: { ...bookingFacts(state, fullConfig) }, query: {} }, bookingGuards);
      return { session, continueBlocked: blocker.blocked, blockerMessage: blocker.message, blockerShownOnPress: blocker.showOnPress, ...values, config: fullConfig, content: decided.content };
    },
    at: '/pricing/schedule',
    stableDispatch: false,
  });
}
