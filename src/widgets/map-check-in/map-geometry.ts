/**
 * Map arithmetic of the check-in map (L-08, L-14), pure: Web Mercator pixels at a zoom level (the scale Google
 * Maps draws at), so the offline plan places markers where the real map would, the arrow keys move the pin by
 * a few screen pixels whatever the zoom, and the pin's position can be told in words.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Web Mercator: the world is 256 × 2^zoom pixels wide. */
const pxPerDegreeLng = (zoom: number) => (256 * 2 ** zoom) / 360;
const cosLat = (lat: number) => Math.max(0.01, Math.cos((lat * Math.PI) / 180));
/** Metres per degree of latitude (and of longitude at the equator) on the WGS 84 sphere Google draws. */
const METRES_PER_DEGREE = 111_319.49;

/** Pixel offset of `point` from `center` at `zoom` (x east, y south), as the map draws it. */
export function offsetPx(point: LatLng, center: LatLng, zoom: number): { x: number; y: number } {
  const k = pxPerDegreeLng(zoom);
  return { x: (point.lng - center.lng) * k, y: -((point.lat - center.lat) * k) / cosLat(center.lat) };
}

/** The position `x` px east and `y` px south of `center` at `zoom` (the inverse of {@link offsetPx}). */
export function latLngAtOffset(center: LatLng, x: number, y: number, zoom: number): LatLng {
  const k = pxPerDegreeLng(zoom);
  return { lat: center.lat - (y * cosLat(center.lat)) / k, lng: center.lng + x / k };
}

/** Metres per screen pixel at `lat` and `zoom`. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (METRES_PER_DEGREE * 360 * cosLat(lat)) / (256 * 2 ** zoom);
}

/** Pixels one arrow press moves the pin; Shift moves five times as far. */
const PIN_STEP_PX = 4;

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** L-14 by keyboard: the pin after an arrow key at `zoom`, or null for any other key. */
export function nudgePin(pin: LatLng, key: string, zoom: number, fast = false): LatLng | null {
  const d = ARROWS[key];
  if (!d) return null;
  const step = PIN_STEP_PX * (fast ? 5 : 1);
  return latLngAtOffset(pin, d.x * step, d.y * step, zoom);
}

/** Metres east and north from `from` to `to` (flat earth: fine within a site). */
export function metresBetween(from: LatLng, to: LatLng): { east: number; north: number; distance: number } {
  const east = (to.lng - from.lng) * METRES_PER_DEGREE * cosLat(from.lat);
  const north = (to.lat - from.lat) * METRES_PER_DEGREE;
  return { east, north, distance: Math.hypot(east, north) };
}

/** How a position is said from a place (the flow's words, map-words.ts): `direction` is 0..7, clockwise from north. */
export interface PlaceWords {
  on: (place: string) => string;
  from: (distance: number, direction: number, place: string) => string;
}

/** "12 m north-east of Lot A", "on Lot A" (within 3 m): where `pin` is from a named place. */
export function placeFrom(pin: LatLng, place: { name: string; position: LatLng }, words: PlaceWords): string {
  const { east, north, distance } = metresBetween(place.position, pin);
  if (distance < 3) return words.on(place.name);
  const bearing = (Math.atan2(east, north) * 180) / Math.PI; // 0 = north, clockwise
  return words.from(Math.round(distance), Math.round(((bearing + 360) % 360) / 45) % 8, place.name);
}

/** The named place nearest `pin`, or null when there is none. */
export function nearestPlace<T extends { position: LatLng }>(pin: LatLng, places: readonly T[]): T | null {
  let best: T | null = null;
  let bestD = Infinity;
  for (const p of places) {
    const d = metresBetween(p.position, pin).distance;
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

/** A position rounded to 6 decimals (about 10 cm), as sent with the check-in (L-15). */
export function roundLatLng(p: LatLng): LatLng {
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: r(p.lat), lng: r(p.lng) };
}
