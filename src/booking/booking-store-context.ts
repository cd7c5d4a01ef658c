import { createContext, useContext } from 'react';
import type { BookingStore } from './booking-store';

/**
 * The booking store of the flow. Its value is the store object, which never changes identity, so
 * nothing re-renders through this context: components subscribe with `useBooking(selector)`.
 */
export const BookingStoreContext = createContext<BookingStore | null>(null);

/** The booking store; throws outside a `<BookingStoreProvider>` (the flow provider gives one). */
export function useBookingStore(): BookingStore {
  const store = useContext(BookingStoreContext);
  if (!store) throw new Error('useBookingStore must be used inside <BookingStoreProvider> (or <FlowProvider>).');
  return store;
}
