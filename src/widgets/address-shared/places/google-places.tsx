/// <reference types="google.maps" />
/**
 * Google Maps Places adapter. This module is the only one that imports @react-google-maps/api; it is
 * loaded with `React.lazy` and mounted only when the provider configuration has `google_maps_api_key`
 * (use-places-adapter.tsx), so without a key Google's script is never requested. A load failure (offline,
 * bad key: useJsApiLoader retries and then reports `loadError`) leaves the form usable without suggestions.
 */
import { useEffect } from 'react';
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { foundPlaceFromComponents } from './address-from-components';
import type { PlacesAdapter } from './places-adapter';

const LIBRARIES: Libraries = ['places'];

function googlePlacesAdapter(): PlacesAdapter {
  const autocomplete = new google.maps.places.AutocompleteService();
  const details = new google.maps.places.PlacesService(document.createElement('div'));
  let session = new google.maps.places.AutocompleteSessionToken();
  return {
    kind: 'google',
    note: null,
    async suggest(input) {
      const answer = await autocomplete.getPlacePredictions({
        input,
        sessionToken: session,
        types: ['address'],
        componentRestrictions: { country: 'us' },
      });
      return answer.predictions.map((p) => ({ placeId: p.place_id, description: p.description.replace(/, USA$/, '') }));
    },
    details(placeId) {
      return new Promise((resolve, reject) => {
        details.getDetails(
          { placeId, fields: ['address_components', 'formatted_address', 'geometry'], sessionToken: session },
          (place, status) => {
            session = new google.maps.places.AutocompleteSessionToken();
            if (status !== google.maps.places.PlacesServiceStatus.OK || !place) {
              reject(new Error(`Place details failed: ${status}`));
              return;
            }
            const location = place.geometry?.location;
            resolve(
              foundPlaceFromComponents(placeId, place.formatted_address ?? '', place.address_components ?? [], location?.lat() ?? null, location?.lng() ?? null),
            );
          },
        );
      });
    },
  };
}

export interface GooglePlacesLoaderProps {
  apiKey: string;
  onReady: (adapter: PlacesAdapter) => void;
  onError: (error: Error) => void;
}

/** Renders nothing: loads the Maps JavaScript API with the places library and hands back the adapter. */
export default function GooglePlacesLoader({ apiKey, onReady, onError }: GooglePlacesLoaderProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-places', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  useEffect(() => {
    if (loadError) onError(loadError);
    else if (isLoaded) {
      try {
        onReady(googlePlacesAdapter());
      } catch (e) {
        onError(e instanceof Error ? e : new Error(String(e)));
      }
    }
  }, [isLoaded, loadError, onReady, onError]);
  return null;
}
