import { emptyBooking, type BookingState } from './booking-state';
import type { BookingStore } from './booking-store';

/** sessionStorage key of the booking of one provider. */
export function bookingStorageKey(provider: string): string {
  return `booking.state.v1:${provider}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the saved booking (cart, typed data) of a provider; a fresh one when none is saved or the
 * saved text is unreadable. Fields added since it was saved get their empty values.
 */
export function loadBooking(provider: string): BookingState {
  const raw = storage()?.getItem(bookingStorageKey(provider));
  if (!raw) return emptyBooking();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return emptyBooking();
    return { ...emptyBooking(), ...(parsed as Partial<BookingState>) };
  } catch {
    return emptyBooking();
  }
}

/** Saves the booking for reloads of this tab (sessionStorage: gone when the tab closes). */
export function saveBooking(provider: string, state: BookingState): void {
  try {
    storage()?.setItem(bookingStorageKey(provider), JSON.stringify(state));
  } catch {
    /* quota or denied: the booking just does not survive a reload */
  }
}

/**
 * Keeps a provider's saved booking equal to the store: saves it now and after every change. Returns the
 * unsubscribe (the flow provider calls it when the provider changes or it unmounts).
 */
export function persistBookingStore(store: BookingStore, provider: string): () => void {
  saveBooking(provider, store.getState());
  return store.subscribe(() => saveBooking(provider, store.getState()));
}
