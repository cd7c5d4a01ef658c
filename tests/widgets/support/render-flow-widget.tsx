/**
 * The one harness widget tests render through, as the step renderer would: the widget with its
 * WidgetProps, a booking that `updateBooking` really changes (immer recipes applied to React state, the
 * latest kept in `latest.booking`), a fresh QueryClient (no retries), a TrackContext spy (`track`), a
 * `send` spy and, when `at` is given, a memory router at that address with the toast provider.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { produce } from 'immer';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/toasts/toast-provider';
import { emptyBooking, type BookingState } from '../../../src/booking/booking-state';
import { TrackContext } from '../../../src/widgets/contract/track-context';
import { emptyWidgetValues, type UpdateBooking, type WidgetProps, type WidgetValues } from '../../../src/widgets/contract/widget-props';

/** Values over `emptyWidgetValues` (the live booking always wins), fixed or derived from the booking on each render. */
export type HarnessValues = Partial<WidgetValues> | ((booking: BookingState) => Partial<WidgetValues>);

export interface FlowWidgetOptions<O extends object> {
  /** The widget's `text` (see step-texts.ts). */
  text: (key: string) => string;
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
   * true: one `updateBooking` for the widget's life (as the renderer's useImmer gives). false: a new one
   * each render, so effects that list it run again on every render (what several harnesses did; kept so
   * their tests behave as before).
   */
  stableUpdateBooking: boolean;
}

export function renderFlowWidget<O extends object>(Widget: ComponentType<WidgetProps<O>>, opts: FlowWidgetOptions<O>) {
  const { text, name = 'test', booking = {}, values, at, stableUpdateBooking } = opts;
  const options = opts.options ?? ({} as O);
  const send = vi.fn();
  const track = vi.fn();
  const latest: { booking: BookingState } = { booking: { ...emptyBooking(), ...booking } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

  function Host() {
    const [bookingState, setBooking] = useState<BookingState>(latest.booking);
    const apply: UpdateBooking = (recipe) =>
      setBooking((old) => {
        const next = produce(old, recipe);
        latest.booking = next;
        return next;
      });
    const [stable] = useState<UpdateBooking>(() => apply);
    const extra = typeof values === 'function' ? values(bookingState) : values;
    return (
      <Widget
        name={name}
        options={options}
        messages={{}}
        text={text}
        values={{ ...emptyWidgetValues, ...extra, booking: bookingState }}
        send={send}
        updateBooking={stableUpdateBooking ? stable : apply}
      />
    );
  }

  let tree: ReactNode = <Host />;
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
  return { ...utils, send, track, client, latest, booking: () => latest.booking };
}
