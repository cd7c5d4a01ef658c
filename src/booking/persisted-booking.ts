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
 * The saved copy of a finished booking (issue 15, personal data lifetime): a fresh booking that keeps only
 * what identifies no one — the provider's loaded shop locations and the referral code. Name, e-mail, phone,
 * address, vehicle (VIN, plate), notes, typed forms and the finished page's summary are left out. Pure.
 */
export function withoutPersonalData(state: BookingState): BookingState {
  return { ...emptyBooking(), shopLocationIds: state.shopLocationIds, referrerCode: state.referrerCode };
}

/** Stores whose personal data stays in memory only (see {@link keepPersonalDataInMemory}). */
const memoryOnly = new WeakSet<BookingStore>();
/** The save of each persisted store (the latest {@link persistBookingStore} of it). */
const savers = new WeakMap<BookingStore, () => void>();

/**
 * Keeps a provider's saved booking equal to the store: saves it now and after every change (while the store's
 * personal data is kept in memory only, the saved copy is {@link withoutPersonalData}). Returns the unsubscribe
 * (the flow provider calls it when the provider changes or it unmounts).
 */
export function persistBookingStore(store: BookingStore, provider: string): () => void {
  const save = () => {
    const state = store.getState();
    saveBooking(provider, memoryOnly.has(store) ? withoutPersonalData(state) : state);
  };
  savers.set(store, save);
  save();
  const unsubscribe = store.subscribe(save);
  return () => {
    unsubscribe();
    if (savers.get(store) === save) savers.delete(store);
  };
}

/**
 * Personal data lifetime (issue 15). `true` (a booking is made: the finished page): from now on the tab's saved
 * booking holds no personal data — it is rewritten at once without it ({@link withoutPersonalData}) and stays so
 * after every change — while the store keeps everything in memory (the finished page shows its summary, a next
 * booking keeps the place, vehicle and customer). `false` (a new booking begins: Book another service, sign-out):
 * the whole booking is saved again, so what the customer types next survives a reload. A store that is not
 * persisted is only marked.
 */
export function keepPersonalDataInMemory(store: BookingStore, on: boolean = true): void {
  if (on) memoryOnly.add(store);
  else memoryOnly.delete(store);
  savers.get(store)?.();
}
