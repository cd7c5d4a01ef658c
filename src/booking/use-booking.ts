import { useRef, useSyncExternalStore } from 'react';
import type { BookingState } from './booking-state';
import type { DispatchBooking } from './booking-store';
import { useBookingStore } from './booking-store-context';
import { shallowEqual } from './shallow-equal';

interface Selection<T> {
  state: BookingState;
  selector: (booking: BookingState) => T;
  value: T;
}

/**
 * What `selector` picks from the booking, kept up to date: the component re-renders only when the
 * selection changes (by `isEqual`, `Object.is` unless given). A selector that builds a fresh object
 * or array each time needs `shallowEqual` (src/booking/shallow-equal.ts), else it re-renders on every
 * change of the booking. While `isEqual` holds the previous selection is returned (same identity).
 */
export function useBooking<T>(selector: (booking: BookingState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useBookingStore();
  // The last selection: React may ask for the snapshot several times per render and per change.
  const last = useRef<Selection<T> | null>(null);
  const getSelection = (): T => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const next = selector(state);
    const value = previous && isEqual(previous.value, next) ? previous.value : next;
    last.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSelection, getSelection);
}

/** Sends named commands to the booking (saved for the tab by the flow provider); stable identity. */
export function useDispatchBooking(): DispatchBooking {
  return useBookingStore().dispatch;
}

/**
 * The named fields of the booking, as one object that keeps its identity while none of them changed:
 * `const { cart, vehicle } = useBookingFields('cart', 'vehicle')` re-renders on a change of the cart or
 * the vehicle only.
 */
export function useBookingFields<K extends keyof BookingState>(...keys: K[]): Pick<BookingState, K> {
  return useBooking((b) => {
    const picked = {} as Pick<BookingState, K>;
    for (const k of keys) picked[k] = b[k];
    return picked;
  }, shallowEqual);
}
