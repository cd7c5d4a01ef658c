/**
 * Offline address suggestions (A-20, B-31, B-32): a stand-in for the maps places service, so the address
 * form's autocomplete works in the preview and in tests without Google. Answers mirror the shapes of
 * Google's Places Autocomplete (`predictions`) and Place Details (`address_components` with `types`).
 *
 *   GET /places/autocomplete?input=   → { predictions: [{ place_id, description }] } (at most 5)
 *   GET /places/details?place_id=     → { place_id, formatted_address, address_components, lat, lng }; 404 unknown id
 *
 * Some places lack a street number (street-level results, as Google returns for an unknown house number),
 * so the form's "no exact match" (typed text starts with a digit) and "missing street number" notices can
 * be exercised. Matching: every word typed must start a word of the address; a leading house number that
 * matches nothing is ignored for street-level places (e.g. "123 Elm" finds "Elm Street, Springfield").
 */
import { http } from 'msw';
import { api, errorAnswer, ok } from './context';

interface OfflinePlace {
  place_id: string;
  street_number: string | null;
  route: string;
  city: string;
  state: string;
  state_name: string;
  postal_code: string;
  lat: number;
  lng: number;
}

const VA = 'Virginia';
const places: readonly OfflinePlace[] = [
  { place_id: 'offline-12-elm', street_number: '12', route: 'Elm Street', city: 'Springfield', state: 'VA', state_name: VA, postal_code: '22150', lat: 38.781, lng: -77.18 },
  { place_id: 'offline-120-elm', street_number: '120', route: 'Elm Street', city: 'Springfield', state: 'VA', state_name: VA, postal_code: '22150', lat: 38.782, lng: -77.181 },
  { place_id: 'offline-elm', street_number: null, route: 'Elm Street', city: 'Springfield', state: 'VA', state_name: VA, postal_code: '22150', lat: 38.78, lng: -77.18 },
  { place_id: 'offline-48-oak', street_number: '48', route: 'Oak Avenue', city: 'Arlington', state: 'VA', state_name: VA, postal_code: '22201', lat: 38.887, lng: -77.094 },
  { place_id: 'offline-5-pine', street_number: '5', route: 'Pine Road', city: 'Springfield', state: 'VA', state_name: VA, postal_code: '22152', lat: 38.775, lng: -77.232 },
  { place_id: 'offline-1800-reston', street_number: '1800', route: 'Reston Parkway', city: 'Reston', state: 'VA', state_name: VA, postal_code: '20190', lat: 38.958, lng: -77.357 },
  { place_id: 'offline-main-reston', street_number: null, route: 'Main Street', city: 'Reston', state: 'VA', state_name: VA, postal_code: '20190', lat: 38.96, lng: -77.36 },
  { place_id: 'offline-1500-main', street_number: '1500', route: 'Main Street', city: 'Dallas', state: 'TX', state_name: 'Texas', postal_code: '75201', lat: 32.781, lng: -96.799 },
  { place_id: 'offline-9-rodeo', street_number: '9', route: 'Rodeo Drive', city: 'Beverly Hills', state: 'CA', state_name: 'California', postal_code: '90210', lat: 34.067, lng: -118.4 },
];

function formatted(p: OfflinePlace): string {
  const street = p.street_number ? `${p.street_number} ${p.route}` : p.route;
  return `${street}, ${p.city}, ${p.state} ${p.postal_code}, USA`;
}

const words = (s: string) => s.toLowerCase().split(/[\s,]+/).filter(Boolean);

function matches(p: OfflinePlace, typed: string[]): boolean {
  const own = words(formatted(p));
  const every = (list: string[]) => list.length > 0 && list.every((w) => own.some((o) => o.startsWith(w)));
  if (every(typed)) return true;
  // Street-level result for a house number the service does not know.
  return p.street_number === null && /^\d+$/.test(typed[0] ?? '') && every(typed.slice(1));
}

function components(p: OfflinePlace) {
  return [
    ...(p.street_number ? [{ long_name: p.street_number, short_name: p.street_number, types: ['street_number'] }] : []),
    { long_name: p.route, short_name: p.route.replace(/ Street$/, ' St').replace(/ Avenue$/, ' Ave'), types: ['route'] },
    { long_name: p.city, short_name: p.city, types: ['locality', 'political'] },
    { long_name: p.state_name, short_name: p.state, types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: p.postal_code, short_name: p.postal_code, types: ['postal_code'] },
  ];
}

export const placeHandlers = [
  http.get(api('/places/autocomplete'), ({ request }) => {
    const typed = words(new URL(request.url).searchParams.get('input') ?? '');
    if (typed.length === 0) return ok({ predictions: [] });
    const predictions = places
      .filter((p) => matches(p, typed))
      .slice(0, 5)
      .map((p) => ({ place_id: p.place_id, description: formatted(p) }));
    return ok({ predictions });
  }),

  http.get(api('/places/details'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('place_id');
    const p = places.find((x) => x.place_id === id);
    if (!p) return errorAnswer(404, 'Place not found.');
    return ok({ place_id: p.place_id, formatted_address: formatted(p), address_components: components(p), lat: p.lat, lng: p.lng });
  }),
];
