/**
 * Offline address suggestions (A-20 stand-in). The real maps places service is Google's, called from the
 * browser by src/widgets/address-shared/places/google-places.tsx; the mock back end serves the same shapes
 * (Autocomplete predictions, Place Details address components) at these paths so the address form's
 * autocomplete works in the preview and in tests (mocks/handlers/places.ts, docs/api.md).
 *
 *   GET /places/autocomplete?input=  → { predictions: [{ place_id, description }] }
 *   GET /places/details?place_id=    → { place_id, formatted_address, address_components, lat, lng }
 */
import * as z from 'zod/mini';
import { apiFetch } from './client';

const placePredictionSchema = z.object({ place_id: z.string(), description: z.string() });
const placeSuggestionsSchema = z.object({ predictions: z.array(placePredictionSchema) });

/** One address component, as Google's Place Details returns it. */
const placeAddressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

const placeDetailsSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  address_components: z.array(placeAddressComponentSchema),
  lat: z.nullish(z.number()),
  lng: z.nullish(z.number()),
});

/** Suggestions for typed text (offline stand-in of Places Autocomplete). */
export function getPlaceSuggestions(input: string, signal?: AbortSignal) {
  return apiFetch('GET', '/places/autocomplete', { query: { input }, schema: placeSuggestionsSchema, signal });
}
/** The address components of a suggestion (offline stand-in of Place Details). */
export function getPlaceDetails(placeId: string, signal?: AbortSignal) {
  return apiFetch('GET', '/places/details', { query: { place_id: placeId }, schema: placeDetailsSchema, signal });
}
