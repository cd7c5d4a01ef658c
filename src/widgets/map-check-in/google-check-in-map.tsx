/// <reference types="google.maps" />
/**
 * The Google Maps check-in map (L-07..L-10, L-13, L-14): loaded with `React.lazy` only when the provider has
 * `google_maps_api_key` (check-in-map.tsx), so its code sits in a chunk only /checkin-geo loads and Google's
 * script is never requested without a key. Zoom 17 (13..20), hybrid by default, the location's markers, and a
 * draggable pin; as Google's markers cannot be moved by keyboard, a "Move the pin" control under the map moves
 * it with the arrow keys. A load failure reports `onUnavailable` (the page then draws the offline plan).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import type { CheckInMapProps } from './check-in-map-props';
import { nudgePin } from './map-geometry';
import { MapLegend, MARKER_LETTERS } from './map-legend';
import { googleMapOptions, MAP_OPTIONS } from './map-plan';

/** The same loader id and libraries as the address form's places adapter: one script per page, whichever loads first. */
const LIBRARIES: Libraries = ['places'];

export interface GoogleCheckInMapProps extends CheckInMapProps {
  apiKey: string;
  onUnavailable: (error: Error) => void;
}

export default function GoogleCheckInMap({ apiKey, onUnavailable, plan, pin, onPinMove, mobile, pinDescription, loadingText, words }: GoogleCheckInMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-places', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const map = useRef<google.maps.Map | null>(null);
  const [hintId, whereId] = ['check-in-map-hint', 'check-in-map-where'];
  const center = useMemo(() => plan.center, [plan.center]);
  const options = useMemo(() => googleMapOptions(mobile) as google.maps.MapOptions, [mobile]);
  const [zoom, setZoom] = useState<number>(MAP_OPTIONS.zoom);

  useEffect(() => {
    if (loadError) onUnavailable(loadError);
  }, [loadError, onUnavailable]);

  const onLoad = useCallback((m: google.maps.Map) => {
    map.current = m;
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgePin(pin, e.key, map.current?.getZoom() ?? zoom, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onPinMove(next);
  };

  if (!isLoaded) {
    return (
      <div className={`check-in-map${mobile ? ' check-in-map--mobile' : ''}`}>
        <p className="check-in-map__loading" role="status">
          {loadingText}
        </p>
      </div>
    );
  }
  return (
    <div className={`check-in-map${mobile ? ' check-in-map--mobile' : ''}`}>
      <div role="group" aria-label={words.mapOf(plan.locationName)}>
        <GoogleMap
          mapContainerClassName="check-in-map__canvas"
          center={center}
          zoom={MAP_OPTIONS.zoom}
          options={options}
          onLoad={onLoad}
          onZoomChanged={() => setZoom(map.current?.getZoom() ?? MAP_OPTIONS.zoom)}
        >
          {plan.markers.map((m) => (
            <MarkerF key={m.kind} position={m.position} title={`${m.label}: ${m.name}`} label={{ text: MARKER_LETTERS[m.kind], color: '#ffffff', fontWeight: '700' }} />
          ))}
          <MarkerF
            position={pin}
            draggable
            title={words.pinLabel}
            zIndex={1000}
            onDragEnd={(e: google.maps.MapMouseEvent) => {
              if (e.latLng) onPinMove({ lat: e.latLng.lat(), lng: e.latLng.lng() });
            }}
          />
        </GoogleMap>
      </div>
      <button type="button" className="button button--secondary check-in-map__keys" aria-describedby={`${hintId} ${whereId}`} onKeyDown={onKeyDown}>
        {words.pinKeys}
      </button>
      <p id={hintId} className="check-in-map__hint">
        {words.pinHint}
      </p>
      <p id={whereId} className="check-in-map__where" aria-live="polite">
        {pinDescription}
      </p>
      <MapLegend kinds={plan.markers.map((m) => m.kind)} words={words} />
    </div>
  );
}
