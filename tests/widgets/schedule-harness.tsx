/**
 * Test harness of the schedule widget: a fresh QueryClient, a memory router and the toast provider,
 * the step's texts word for word from flows/booking.flow.json (plus a provider overlay's), and a
 * booking that really changes (updateBooking applies the immer recipe). `send` is a spy.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { produce } from 'immer';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import flowJson from '../../flows/booking.flow.json';
import fleetcoOverlay from '../../flows/overlays/fleetco.json';
import { ToastProvider } from '../../src/app/toasts/toast-provider';
import { emptyBooking, type BookingState, type CartLine } from '../../src/renderer/booking-state';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps, type WidgetValues } from '../../src/widgets/widget-props';
import { providerFixtures } from '../../mocks/fixtures/providers';

type Messages = Record<string, string>;
const flow = flowJson as unknown as { messages: Messages; steps: { id: string; messages?: Messages }[] };
const overlays: Record<string, { steps?: Record<string, { messages?: Messages }> }> = { fleetco: fleetcoOverlay };

/** The schedule step's texts for a provider (flow, step, then the provider's overlay). */
export function scheduleTexts(provider = 'demo'): Messages {
  const step = flow.steps.find((s) => s.id === 'schedule');
  return { ...flow.messages, ...(step?.messages ?? {}), ...(overlays[provider]?.steps?.schedule?.messages ?? {}) };
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
  const send = vi.fn();
  const state = { current: { ...emptyBooking(), ...HOME_BOOKING, ...booking } as BookingState };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const texts = scheduleTexts(provider);
  const text = (key: string) => {
    const t = texts[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return t;
  };
  const fullConfig = { ...providerFixtures[provider], ...config } as Record<string, unknown>;

  function Host() {
    const [bookingState, setBooking] = useState<BookingState>(state.current);
    const updateBooking: UpdateBooking = (recipe) =>
      setBooking((old) => {
        const next = produce(old, recipe);
        state.current = next;
        return next;
      });
    return (
      <Widget
        name="schedulePicker"
        options={options}
        messages={{}}
        text={text}
        values={{ ...emptyWidgetValues, session: { signedIn: true, guest: false }, ...values, config: fullConfig, booking: bookingState }}
        send={send}
        updateBooking={updateBooking}
      />
    );
  }

  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pricing/schedule']}>
        <ToastProvider>
          <Host />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, send, client, booking: () => state.current };
}
