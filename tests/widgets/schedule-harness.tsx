/**
 * Test harness of the schedule widget: a fresh QueryClient, a memory router and the toast provider,
 * the step's texts word for word from flows/booking.flow.json (plus a provider overlay's), and a
 * booking that really changes (updateBooking applies the immer recipe). `send` is a spy.
 */
import type { ComponentType } from 'react';
import fleetcoOverlay from '../../flows/overlays/fleetco.json';
import type { BookingState, CartLine } from '../../src/renderer/booking-state';
import type { WidgetProps, WidgetValues } from '../../src/widgets/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

type Messages = Record<string, string>;
const overlays: Record<string, { steps?: Record<string, { messages?: Messages }> }> = { fleetco: fleetcoOverlay };

/** The schedule step's texts for a provider (flow, step, then the provider's overlay). */
export function scheduleTexts(provider = 'demo'): Messages {
  return { ...stepTexts('schedule'), ...(overlays[provider]?.steps?.schedule?.messages ?? {}) };
}

/** An oil change (201) as the cart keeps it: 0.5 labor hours. */
export const OIL_CHANGE: CartLine = {
  service_offering_id: 201,
  long_name: 'Synthetic Oil Change',
  display_name: 'Oil Change',
  quantity: 1,
  labor_hours: 0.5,
  parts_cost_dollars: 40,
  total_cost_dollars: 100,
  tax_type: 'itemized',
  display_category: 'standard',
  kind: 'standard',
};

/** A home booking at the demo customer's address 4001 (New York). */
export const HOME_BOOKING: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
    time_zone: 'America/New_York',
  },
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

export function renderSchedule(Widget: ComponentType<WidgetProps>, { provider = 'demo', booking = {}, values = {}, options = { images: false }, config = {} }: ScheduleHarnessOptions = {}) {
  const fullConfig = { ...providerFixtures[provider], ...config } as Record<string, unknown>;
  return renderFlowWidget(Widget, {
    name: 'schedulePicker',
    options,
    text: textFrom(scheduleTexts(provider)),
    booking: { ...HOME_BOOKING, ...booking },
    values: { session: { signedIn: true, guest: false }, ...values, config: fullConfig },
    at: '/pricing/schedule',
    stableUpdateBooking: false,
  });
}
