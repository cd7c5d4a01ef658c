/**
 * The one harness widget tests render through, as the step renderer would: the widget with its
 * WidgetProps inside a booking store that `dispatch` really changes (what the widget reads with
 * `useBooking`; the latest in `latest.booking`), a fresh QueryClient (no retries), a TrackContext spy (`track`), a
 * `send` spy and, when `at` is given, a memory router at that address with the toast provider.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/toasts/toast-provider';
import { emptyBooking, type BookingState } from '../../../src/booking/booking-state';
import { createBookingStore } from '../../../src/booking/booking-store';
import { BookingStoreProvider } from '../../../src/booking/booking-store-provider';
import { TrackContext } from '../../../src/widgets/contract/track-context';
import { emptyWidgetValues, type DispatchBooking, type TextOf, type WidgetProps, type WidgetValues } from '../../../src/widgets/contract/widget-props';

/** Values over `emptyWidgetValues`, fixed or derived from the booking on each render. */
type HarnessValues = Partial<WidgetValues> | ((booking: BookingState) => Partial<WidgetValues>);

export interface FlowWidgetOptions<O extends object, P extends string = never> {
  /** The widget's `text` (see step-texts.ts). */
  text: TextOf;
  /** The parts the flow would decide; none unless said. */
  parts?: Readonly<Record<P, boolean>>;
  /** The catalogue name the widget is given; 'test' unless said. */
  name?: string;
  /** The widget's options; `{}` unless said. */
  options?: O;
  /** The booking to start from, over `emptyBooking()`. */
  booking?: Partial<BookingState>;
  values?: HarnessValues;
  /** When given, a MemoryRouter at this address and the ToastProvider wrap the widget; otherwise neither does. */
  at?: string;
  /**
   * true: one `dispatch` for the widget's life (the store's, as the renderer gives). false: a new one
   * each render, so effects that list it run again on every render (what several harnesses did; kept so
   * their tests behave as before).
   */
  stableDispatch: boolean;
}

const noBooking = () => null;

export function renderFlowWidget<O extends object, P extends string = never>(Widget: ComponentType<WidgetProps<O, P>>, opts: FlowWidgetOptions<O, P>) {
  const { text, name = 'test', booking = {}, values, at, stableDispatch } = opts;
  const parts = opts.parts ?? ({} as Record<P, boolean>);
  const options = opts.options ?? ({} as O);
  const send = vi.fn();
  const track = vi.fn();
  const store = createBookingStore({ ...emptyBooking(), ...booking });
  const latest = {
    get booking(): BookingState {
      return store.getState();
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

  function Host() {
    // The harness follows the booking only to derive `values` from it (as the renderer derives the blockers);
    // otherwise the widget re-renders through its own `useBooking` selections alone, as in the app.
    const derive = typeof values === 'function' ? values : null;
    const bookingState = useSyncExternalStore(store.subscribe, derive ? store.getState : noBooking);
    const apply: DispatchBooking = (...commands) => store.dispatch(...commands);
    const [stable] = useState<DispatchBooking>(() => store.dispatch);
    const extra = derive && bookingState ? derive(bookingState) : (values as Partial<WidgetValues> | undefined);
    return (
      <Widget
        name={name}
        options={options}
        parts={parts}
        text={text}
        values={{ ...emptyWidgetValues, ...extra }}
        send={send}
        dispatch={stableDispatch ? stable : apply}
      />
    );
  }

  let tree: ReactNode = (
    <BookingStoreProvider store={store}>
      <Host />
    </BookingStoreProvider>
  );
  if (at !== undefined) {
    tree = (
      <MemoryRouter initialEntries={[at]}>
        <ToastProvider>{tree}</ToastProvider>
      </MemoryRouter>
    );
  }
  const utils = render(
    <QueryClientProvider client={client}>
      <TrackContext.Provider value={track}>{tree}</TrackContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, send, track, client, latest, store, booking: () => latest.booking };
}
