import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { offlinePlacesAdapter } from './offline-places';
import type { PlacesAdapter } from './places-adapter';

const GooglePlacesLoader = lazy(() => import('./google-places'));

export interface PlacesAdapterState {
  /** The adapter to ask, or null: no autocomplete (no key in a customer build, Google still loading or failed). */
  adapter: PlacesAdapter | null;
  /** Render this somewhere in the form: it loads Google's adapter when there is a key (nothing otherwise). */
  loader: ReactNode;
}

/**
 * Chooses the places adapter: Google's when the provider has `google_maps_api_key` (its module and
 * script load lazily); otherwise, in mock builds (`__MOCKS__`: preview, tests), the offline adapter over the
 * mock back end's test data; otherwise none (the plain form still works).
 */
export function usePlacesAdapter(apiKey: string | null | undefined): PlacesAdapterState {
  const [google, setGoogle] = useState<PlacesAdapter | null>(null);
  const onReady = useCallback((a: PlacesAdapter) => setGoogle(a), []);
  const onError = useCallback((e: Error) => {
    console.warn('[places] Google Maps Places unavailable; the address form works without suggestions.', e.message);
    setGoogle(null);
  }, []);
  const key = typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : null;
  if (key) {
    return {
      adapter: google,
      loader: (
        <Suspense fallback={null}>
          <GooglePlacesLoader apiKey={key} onReady={onReady} onError={onError} />
        </Suspense>
      ),
    };
  }
  return { adapter: __MOCKS__ ? offlinePlacesAdapter : null, loader: null };
}
