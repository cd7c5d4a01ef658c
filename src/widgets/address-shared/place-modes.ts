/** Pure helpers of the place step: offered modes, saved-place order, booking values of a chosen place. */
import type { Address } from '../../api/addresses';
import type { ClientLocation } from '../../api/client-locations';
import type { BookingAddress, BookingClientLocation } from '../../booking/booking-state';
import { oneLineAddress } from './address-draft';
import { compareNames } from '../../domain/compare-names';

export type PlaceMode = 'home' | 'workplace' | 'shop';

/** B-04..B-06: the mode buttons' labels. */
export const MODE_LABELS: Readonly<Record<PlaceMode, string>> = { home: 'At Home', workplace: 'At Work', shop: 'At The Shop' };

const ORDER: readonly PlaceMode[] = ['home', 'workplace', 'shop'];

/** B-03: the modes the flow shows (the widget's parts), in the order At Home, At Work, At The Shop. */
export function offeredModes(shown: Readonly<Partial<Record<PlaceMode, boolean>>>): PlaceMode[] {
  return ORDER.filter((m) => shown[m] === true);
}

/** The mode shown: the booking's when offered, else the first offered one (null when the provider offers none). */
export function currentMode(bookingMode: string, modes: readonly PlaceMode[]): PlaceMode | null {
  return (modes as readonly string[]).includes(bookingMode) ? (bookingMode as PlaceMode) : (modes[0] ?? null);
}

/** B-09, A-45: the primary address first, then by display name. */
export function sortSavedAddresses(list: readonly Address[]): Address[] {
  const name = (a: Address) => (a.display_name ?? a.address_line_1 ?? '').trim();
  return list
    .filter((a) => !a.is_deleted)
    .sort((a, b) => Number(b.is_primary === true) - Number(a.is_primary === true) || compareNames(name(a), name(b)));
}

/** The booking's copy of a saved address (B-26: its id is used). */
export function bookingAddressFromSaved(a: Address): BookingAddress {
  return {
    id: a.customer_address_id,
    address_line_1: a.address_line_1,
    address_line_2: a.address_line_2 ?? null,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    one_line_human_readable_address: a.one_line_human_readable_address || oneLineAddress(a),
    time_zone: a.time_zone ?? null,
    tax_rate_percent: a.tax_rate_percent ?? null,
    serviceability_note: a.serviceability_note ?? null,
  };
}

/** The booking's copy of a workplace or shop. */
export function bookingLocationOf(l: ClientLocation): BookingClientLocation {
  return { id: l.client_location_id, name: l.long_name, time_zone: l.time_zone ?? null, tax_rate_percent: l.tax_rate_percent ?? null };
}

/** B-12/B-13: the active locations of a mode, by long name (A-45's rule for locations). */
export function locationsOfMode(list: readonly ClientLocation[] | undefined, mode: 'workplace' | 'shop'): ClientLocation[] {
  return (list ?? [])
    .filter((l) => l.location_type === mode && l.is_active !== false)
    .sort((a, b) => compareNames(a.long_name, b.long_name));
}

/**
 * B-10: the signed-in customer's workplace or shop card — their default client location, when it is an
 * active location of a mode the provider offers; null otherwise.
 */
export function savedLocationOf(
  defaultLocationId: number | null | undefined,
  list: readonly ClientLocation[] | undefined,
  modes: readonly PlaceMode[],
): (ClientLocation & { location_type: 'workplace' | 'shop' }) | null {
  if (defaultLocationId == null) return null;
  const l = (list ?? []).find((x) => x.client_location_id === defaultLocationId);
  if (!l || l.is_active === false) return null;
  const type = l.location_type;
  return (type === 'workplace' || type === 'shop') && modes.includes(type) ? { ...l, location_type: type } : null;
}

/** Said while a signed-in customer's saved places (or their panel's code) load. */
export const SAVED_PLACES_LOADING = 'Loading your saved places…';
