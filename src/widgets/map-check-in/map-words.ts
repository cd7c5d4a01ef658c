/**
 * The words of the check-in map (L-07..L-14) other than the page's texts: marker names, the pin's name, hint and live
 * description, the controls, read from the `checkin-geo` step's messages (flows/booking.flow.json) so a provider
 * overlay can change them. `{place}`, `{distance}`, `{direction}`, `{where}` and `{box}` are filled here.
 */

/** What a marker of the map stands for. */
export type MarkerKind = 'kiosk' | 'outdoorKiosk' | 'parking' | 'vanParking' | 'trailer';

/** The eight directions, clockwise from north (as `placeFrom` names a bearing). */
const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** The message keys the map reads (the mapCheckIn catalogue entry lists them). */
export const MAP_WORD_KEYS = [
  'summary-keyosk',
  'map-marker-outdoor-kiosk',
  'map-marker-parking',
  'map-marker-van',
  'map-marker-trailer',
  'map-van-parking',
  'map-your-location',
  'map-centre',
  'map-pin-on',
  'map-pin-from',
  ...DIRECTIONS.map((d) => `map-${d}`),
  'map-pin-is',
  'map-pin-starts',
  'map-pin-label',
  'map-pin-role',
  'map-pin-hint',
  'map-pin-keys',
  'map-legend',
  'map-legend-pin',
  'map-places',
  'map-zoom-in',
  'map-zoom-out',
  'map-of',
  'map-of-offline',
  'map-box-picture',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** The map's words, resolved. */
export interface MapWords {
  /** What each marker is ("Keyosk", "Your parking", …: the legend and the markers' accessible names). */
  markers: Readonly<Record<MarkerKind, string>>;
  /** The van marker's name ("Service van parking"). */
  vanParking: string;
  /** The map's name when the location has none ("your service location"). */
  yourLocation: string;
  /** What the pin is placed from when there is no marker ("the centre of the map"). */
  centre: string;
  /** "on Lot A" (within 3 m). */
  on: (place: string) => string;
  /** "12 m north-east of Lot A". */
  from: (distance: number, direction: number, place: string) => string;
  /** "Your pin is …." after the customer moved it; "Your pin starts …. Move it …" before. */
  pinIs: (where: string) => string;
  pinStarts: (where: string) => string;
  pinLabel: string;
  pinRole: string;
  pinHint: string;
  /** The Google map's keyboard control. */
  pinKeys: string;
  legend: string;
  legendPin: string;
  places: string;
  zoomIn: string;
  zoomOut: string;
  mapOf: (place: string) => string;
  mapOfOffline: (place: string) => string;
  boxPicture: (box: number) => string;
}

/** Resolves {@link MapWords} with a widget's `text`. */
export function mapWords(text: Text): MapWords {
  const directions = DIRECTIONS.map((d) => text(`map-${d}`));
  return {
    markers: {
      kiosk: text('summary-keyosk'),
      outdoorKiosk: text('map-marker-outdoor-kiosk'),
      parking: text('map-marker-parking'),
      vanParking: text('map-marker-van'),
      trailer: text('map-marker-trailer'),
    },
    vanParking: text('map-van-parking'),
    yourLocation: text('map-your-location'),
    centre: text('map-centre'),
    on: (place) => text('map-pin-on', { place }),
    from: (distance, direction, place) => text('map-pin-from', { distance, direction: directions[direction % 8], place }),
    pinIs: (where) => text('map-pin-is', { where }),
    pinStarts: (where) => text('map-pin-starts', { where }),
    pinLabel: text('map-pin-label'),
    pinRole: text('map-pin-role'),
    pinHint: text('map-pin-hint'),
    pinKeys: text('map-pin-keys'),
    legend: text('map-legend'),
    legendPin: text('map-legend-pin'),
    places: text('map-places'),
    zoomIn: text('map-zoom-in'),
    zoomOut: text('map-zoom-out'),
    mapOf: (place) => text('map-of', { place }),
    mapOfOffline: (place) => text('map-of-offline', { place }),
    boxPicture: (box) => text('map-box-picture', { box }),
  };
}
