import { getPlaceDetails, getPlaceSuggestions } from '../../../api/places';
import { foundPlaceFromComponents } from './address-from-components';
import type { PlacesAdapter } from './places-adapter';

/** The note that labels offline suggestions in the form (they are test data, not a real maps service). */
export const OFFLINE_PLACES_NOTE = 'Offline address suggestions (test data)';

/**
 * Suggestions from the mock back end (GET /places/autocomplete, GET /places/details; mocks/handlers/places.ts).
 * Used in mock builds when the provider has no maps key; never loads Google's script.
 */
export const offlinePlacesAdapter: PlacesAdapter = {
  kind: 'offline',
  note: OFFLINE_PLACES_NOTE,
  async suggest(input, signal) {
    const answer = await getPlaceSuggestions(input, signal);
    return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description.replace(/, USA$/, '') }));
  },
  async details(placeId, signal) {
    const d = await getPlaceDetails(placeId, signal);
    return foundPlaceFromComponents(d.place_id, d.formatted_address, d.address_components, d.lat ?? null, d.lng ?? null);
  },
};
