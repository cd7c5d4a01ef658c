import { bookingSnapshotSchema, cartLineSnapshotSchema } from '../api/booking-snapshot-schema';
import { emptyBooking, type BookingState, type CartLine } from './booking-state';
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
 * Reads the saved booking (cart, typed data) of a provider, validated against the booking's schema (`bookingSnapshotSchema`): a fresh one when
 * none is saved or the saved text is unreadable; fields added since it was saved get their empty values. A saved
 * booking that is not a valid booking (corrupt, or of an older shape) is dropped, keeping the cart lines that are
 * still valid cart lines.
 */
export function loadBooking(provider: string): BookingState {
  const raw = storage()?.getItem(bookingStorageKey(provider));
  if (!raw) return emptyBooking();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return emptyBooking();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return emptyBooking();
  const read = bookingSnapshotSchema.safeParse(parsed);
  if (read.success) return { ...emptyBooking(), ...(read.data as Partial<BookingState>) };
  const cart = (parsed as { cart?: unknown }).cart;
  const lines = Array.isArray(cart) ? cart.filter((line) => cartLineSnapshotSchema.safeParse(line).success) : [];
  return { ...emptyBooking(), cart: lines as CartLine[] };
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
 * The saved copy of a finished booking (issue 15, personal data lifetime): a fresh booking that keeps only
 * what identifies no one — the provider's loaded shop locations and the referral code. Name, e-mail, phone,
 * address, vehicle (VIN, plate), notes, typed forms and the finished page's summary are left out. Pure.
 */
export function withoutPersonalData(state: BookingState): BookingState {
  return { ...emptyBooking(), shopLocationIds: state.shopLocationIds, referrerCode: state.referrerCode };
}

/**
 * Keeps a provider's saved booking equal to the store: saves it now and after every change (while the booking's
 * personal data is kept in memory only, `personalDataInMemoryOnly`, the saved copy is {@link withoutPersonalData}).
 * Returns the unsubscribe (the flow provider calls it when the provider changes or it unmounts).
 */
export function persistBookingStore(store: BookingStore, provider: string): () => void {
  const save = () => {
    const state = store.getState();
    saveBooking(provider, state.personalDataInMemoryOnly ? withoutPersonalData(state) : state);
  };
  save();
  return store.subscribe(save);
}
