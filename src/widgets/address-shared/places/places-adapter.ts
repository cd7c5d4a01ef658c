/**
 * The maps-places adapter the address form talks to: suggestions for typed text, and the address
 * of a chosen suggestion. Two implementations sit beside each other, as payment providers do:
 * `google-places.tsx` (Google Maps Places, loaded lazily and only with a key) and `offline-places.ts`
 * (the mock back end's test data; never loads Google's script).
 */

/** One suggestion for the typed text. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

/** The address fields a place fills (state as a two-letter code, or '' when the place names none). */
interface PlaceAddressFields {
  address_line_1: string;
  city: string;
  state: string;
  postal_code: string;
}

/** A chosen suggestion's address. */
export interface FoundPlace {
  placeId: string;
  /** The place's one-line address, shown as "the found address" (B-31). */
  formattedAddress: string;
  /** False for a street-level result (no `street_number` component): B-31/B-32. */
  hasStreetNumber: boolean;
  fields: PlaceAddressFields;
  lat: number | null;
  lng: number | null;
}

export interface PlacesAdapter {
  readonly kind: 'google' | 'offline';
  /** A note shown under the field naming where suggestions come from (the offline adapter's says test data); null for none. */
  readonly note: string | null;
  suggest(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  details(placeId: string, signal?: AbortSignal): Promise<FoundPlace>;
}
