/**
 * Test harness of the service screens: renders a widget with a live booking (updateBooking applies
 * immer recipes to React state, as the renderer does), inside a query client, a router and toasts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { produce } from 'immer';
import { useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/app/toasts/toast-provider';
import { emptyBooking, type BookingState } from '../../../src/renderer/booking-state';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps, type WidgetValues } from '../../../src/widgets/widget-props';

// These tests go through the mock back end (MSW) and lazy code: on a busy shared machine the first
// answer can take seconds, so wait longer than the 1 s / 5 s defaults.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface HarnessOptions<O extends object> {
  options?: O;
  texts?: Record<string, string>;
  booking?: Partial<BookingState>;
  values?: Partial<Omit<WidgetValues, 'booking'>>;
}

/** Demo-data bookings. */
export const camry = {
  id: 3001,
  type: 'automobile' as const,
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  color: 'Blue',
  vin: '4T1B11HK5KU123456',
  displayName: '2019 Toyota Camry',
};
export const atAcmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } };
export const atHome: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
  },
};

export function renderService<O extends object>(Widget: ComponentType<WidgetProps<O>>, opts: HarnessOptions<O> = {}) {
  const send = vi.fn();
  const latest: { booking: BookingState } = { booking: { ...emptyBooking(), ...opts.booking } };
  const texts = opts.texts ?? {};
  const text = (key: string) => {
    const t = texts[key];
    if (t === undefined) throw new Error(`no message ${key}`);
    return t;
  };
  function Host() {
    const [booking, setBooking] = useState<BookingState>(latest.booking);
    const [updateBooking] = useState<UpdateBooking>(() => (recipe: (draft: BookingState) => void) =>
      setBooking((b) => {
        const next = produce(b, recipe);
        latest.booking = next;
        return next;
      }),
    );
    const values: WidgetValues = { ...emptyWidgetValues, ...opts.values, booking };
    return <Widget name="test" options={(opts.options ?? {}) as O} messages={{}} text={text} values={values} send={send} updateBooking={updateBooking} />;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <Host />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, send, latest };
}
