import { useState, type ReactNode } from 'react';
import { emptyBooking, type BookingState } from './booking-state';
import { createBookingStore, type BookingStore } from './booking-store';
import { BookingStoreContext } from './booking-store-context';

export interface BookingStoreProviderProps {
  /** The store to give; when absent, one is made from `initialState` on the first render and kept. */
  store?: BookingStore;
  /** The booking a store made here starts from (over an empty booking); read once. */
  initialState?: Partial<BookingState>;
  children: ReactNode;
}

/**
 * Gives the booking store to `useBooking` / `useDispatchBooking` below it. The flow provider passes its
 * persisted store; stories and widget tests give an `initialState` (a store of their own, not saved).
 */
export function BookingStoreProvider({ store, initialState, children }: BookingStoreProviderProps) {
  const [own] = useState(() => store ?? createBookingStore({ ...emptyBooking(), ...initialState }));
  return <BookingStoreContext.Provider value={store ?? own}>{children}</BookingStoreContext.Provider>;
}
