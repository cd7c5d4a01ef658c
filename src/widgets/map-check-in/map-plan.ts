/**
 * What the check-in map shows (L-08, L-09, L-12, L-13), as plain data built from the work and its client
 * location's details (M-18 GET /client-location/{id}/details): the kiosk, the customer's parking zone, the
 * service van's parking spot (van_parking_location) and the service trailer (trailer), the map's centre and
 * where the pin starts. Pure.
 */
import type { ClientLocationDetails } from '../../api/client-locations';
import type { ScheduledWork } from '../../api/scheduled-works';
import { isOutdoorKiosk } from '../../domain/check-in';
import { nearestPlace, placeFrom, type LatLng } from './map-geometry';
import type { MapWords, MarkerKind } from './map-words';

/** L-08, L-09: the map's zoom (17, between 13 and 20) and its hybrid map type, as Google Maps takes them. */
export const MAP_OPTIONS = Object.freeze({ zoom: 17, minZoom: 13, maxZoom: 20, mapTypeId: 'hybrid' as const });

/** L-10: the mobile layout applies at this width or less. */
export const MOBILE_MAX_WIDTH_PX = 600;

export type { MarkerKind };

interface MapMarker {
  kind: MarkerKind;
  /** What the marker is ("Keyosk", "Your parking", …). */
  label: string;
  /** Its own name ("Garage P1 Keyosk", "Lot A (North)", …). */
  name: string;
  position: LatLng;
}

export interface CheckInMapPlan {
  locationName: string;
  center: LatLng;
  markers: MapMarker[];
  /** Where the pin starts: the customer's parking zone, else the centre. The customer must move it (L-14). */
  pinStart: LatLng;
  /** L-12: the work's service vehicle is an outdoor kiosk (provider data). */
  outdoorKiosk: boolean;
}

/** The words a plan is drawn with (the flow's, map-words.ts). */
export type PlanWords = Pick<MapWords, 'markers' | 'vanParking' | 'yourLocation'>;

const at = (spot: { lat?: number | null; lng?: number | null } | null | undefined): LatLng | null =>
  spot && typeof spot.lat === 'number' && typeof spot.lng === 'number' && Number.isFinite(spot.lat) && Number.isFinite(spot.lng)
    ? { lat: spot.lat, lng: spot.lng }
    : null;

/**
 * L-12, L-13: the map of a work, or null when nothing has coordinates (no map can be drawn). `details` is the
 * location's M-18 answer when it came (else the work's own copy of its location, keyosk and parking is used);
 * `outdoorKioskIds` is the provider's `outdoor_kiosk_service_vehicle_ids`: for those vehicles the kiosk stands
 * outdoors at the service trailer (else at the van's parking spot), so it is drawn there. Markers are named in
 * the flow's `words`.
 */
export function checkInMapPlan(work: ScheduledWork, details: ClientLocationDetails | null, outdoorKioskIds: unknown, words: PlanWords): CheckInMapPlan | null {
  const location = details?.client_location ?? work.client_location ?? null;
  const keyosk = details?.keyosks.find((k) => k.keyosk_id === work.keyosk?.keyosk_id) ?? work.keyosk ?? null;
  const parking = details?.parking_zones.find((p) => p.parking_id === work.parking?.parking_id) ?? work.parking ?? null;
  const van = at(location?.van_parking_location);
  const trailer = at(location?.trailer);
  const outdoor = isOutdoorKiosk(work.service_vehicle_id, Array.isArray(outdoorKioskIds) ? outdoorKioskIds : null);

  const markers: MapMarker[] = [];
  const add = (kind: MarkerKind, name: string, position: LatLng | null) => {
    if (position) markers.push({ kind, label: words.markers[kind], name, position });
  };
  if (outdoor) add('outdoorKiosk', keyosk?.name ?? words.markers.outdoorKiosk, trailer ?? van ?? at(keyosk));
  else if (keyosk) add('kiosk', keyosk.name, at(keyosk));
  if (parking) add('parking', parking.name, at(parking));
  add('vanParking', words.vanParking, van);
  // The outdoor kiosk stands at the trailer: one marker there, not two.
  if (!(outdoor && trailer)) add('trailer', words.markers.trailer, trailer);

  const center = at(location?.address) ?? at(parking) ?? at(keyosk) ?? markers[0]?.position ?? at(work.customer_address);
  if (!center) return null;
  const name = location?.long_name ?? work.customer_address?.display_name ?? work.customer_address?.one_line_human_readable_address ?? words.yourLocation;
  return { locationName: name, center, markers, pinStart: at(parking) ?? center, outdoorKiosk: outdoor };
}

/**
 * The pin's position in the flow's words, for its live description: from the nearest marker ("12 m north-east of
 * Lot A (North) (your parking)"), or from the map's centre when there is none.
 */
export function describePin(pin: LatLng, plan: CheckInMapPlan, moved: boolean, words: Pick<MapWords, 'on' | 'from' | 'centre' | 'pinIs' | 'pinStarts'>): string {
  const near = nearestPlace(pin, plan.markers);
  const where = near
    ? placeFrom(pin, { name: `${near.name} (${near.label.toLowerCase()})`, position: near.position }, words)
    : placeFrom(pin, { name: words.centre, position: plan.center }, words);
  return moved ? words.pinIs(where) : words.pinStarts(where);
}

/**
 * L-08, L-09, L-10: Google Maps options — zoom bounds, hybrid by default; on the mobile layout one finger pans
 * the map (greedy) and the map type and full-screen controls give way to the page.
 */
export function googleMapOptions(mobile: boolean) {
  return {
    minZoom: MAP_OPTIONS.minZoom,
    maxZoom: MAP_OPTIONS.maxZoom,
    mapTypeId: MAP_OPTIONS.mapTypeId,
    gestureHandling: mobile ? 'greedy' : 'cooperative',
    mapTypeControl: !mobile,
    fullscreenControl: !mobile,
    streetViewControl: false,
    clickableIcons: false,
  };
}
