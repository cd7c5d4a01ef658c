/**
 * Test harness of the vehicle widgets: the widget inside a fresh QueryClient, a memory router and the
 * toast provider, with a booking that really changes (updateBooking applies the immer recipe) so the
 * widget sees its own writes. `send` is a spy.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { produce } from 'immer';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../src/app/toasts/toast-provider';
import { emptyBooking, type BookingState } from '../../src/renderer/booking-state';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps, type WidgetValues } from '../../src/widgets/widget-props';

/** Messages of the vehicle steps, word for word from flows/booking.flow.json. */
export const VEHICLE_TEXTS: Record<string, string> = {
  'add-vehicle': 'Add a New Vehicle',
  'lookup-failed': 'There was an error looking up your vehicle. Please try again.',
  'make-not-offered': 'We do not offer mobile service for {make}. Please call us at (555) 040-0400 for in-house scheduling.',
  'critical-error': 'Critical Error: {text}',
};

export interface HarnessOptions {
  values?: Partial<WidgetValues>;
  booking?: Partial<BookingState>;
  /** The router's address (e.g. '/pricing/vehicle-lookup?error=true'). */
  at?: string;
}

export function renderVehicleWidget(Widget: ComponentType<WidgetProps>, { values = {}, booking = {}, at = '/' }: HarnessOptions = {}) {
  const send = vi.fn();
  const state = { current: { ...emptyBooking(), ...booking } as BookingState };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const text = (key: string) => {
    const t = VEHICLE_TEXTS[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return t;
  };

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
        name="test"
        options={{}}
        messages={{}}
        text={text}
        values={{ ...emptyWidgetValues, ...values, booking: bookingState }}
        send={send}
        updateBooking={updateBooking}
      />
    );
  }

  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <ToastProvider>
          <Host />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, send, client, booking: () => state.current };
}

export const signedIn = { signedIn: true, guest: false } as const;
