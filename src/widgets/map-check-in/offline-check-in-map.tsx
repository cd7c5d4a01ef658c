/**
 * The offline check-in map (L-07, L-08, L-13, L-14): used when no Google Maps key is configured. A plan, not
 * map pictures — clearly labelled as such — with the kiosk, parking, van and trailer markers placed from their
 * coordinates at the scale Google Maps would draw them (zoom 17, 13..20 with the zoom buttons), and a pin the
 * customer drags with a pointer or moves with the arrow keys (Shift: further); its position is told in a
 * polite live region.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CheckInMapProps } from './check-in-map-props';
import { latLngAtOffset, metresPerPixel, nudgePin, offsetPx } from './map-geometry';
import { MapLegend, MARKER_LETTERS } from './map-legend';
import { MAP_OPTIONS } from './map-plan';

/** A scale bar of a round length about 80 px long. */
function scaleBar(lat: number, zoom: number): { px: number; label: string } {
  const mpp = metresPerPixel(lat, zoom);
  const target = 80 * mpp;
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];
  const metres = steps.reduce((best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best), steps[0]!);
  return { px: metres / mpp, label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m` };
}

/** Marker names are drawn beside the dots from this zoom on (closer, they would cover each other; the legend names the letters). */
const LABELS_FROM_ZOOM = 19;

const place = (x: number, y: number) => ({ left: `calc(50% + ${x.toFixed(1)}px)`, top: `calc(50% + ${y.toFixed(1)}px)` });

export interface OfflineCheckInMapProps extends CheckInMapProps {
  /** The label that says this is an offline plan (the flow's "map-offline"). */
  offlineNote: string;
}

/** The offline plan with its draggable, keyboard-movable pin. */
export default function OfflineCheckInMap({ plan, pin, onPinMove, mobile, pinDescription, offlineNote, words }: OfflineCheckInMapProps) {
  const [zoom, setZoom] = useState<number>(MAP_OPTIONS.zoom);
  const area = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const id = useId();
  const scale = scaleBar(plan.center.lat, zoom);
  const pinAt = offsetPx(pin, plan.center, zoom);

  const moveTo = (clientX: number, clientY: number) => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const clamp = (v: number, half: number) => Math.max(-half + 8, Math.min(half - 8, v));
    const x = clamp(clientX - (box.left + box.width / 2), box.width / 2);
    const y = clamp(clientY - (box.top + box.height / 2), box.height / 2);
    onPinMove(latLngAtOffset(plan.center, x, y, zoom));
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.preventDefault();
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus();
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current) moveTo(e.clientX, e.clientY);
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgePin(pin, e.key, zoom, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onPinMove(next);
  };

  return (
    <div className={`check-in-map check-in-map--offline${mobile ? ' check-in-map--mobile' : ''}`}>
      <p className="check-in-map__offline-note">{offlineNote}</p>
      <div className={`offline-map${zoom >= LABELS_FROM_ZOOM ? ' offline-map--labels' : ''}`} ref={area} role="group" aria-label={words.mapOfOffline(plan.locationName)}>
        <svg className="offline-map__plan" aria-hidden="true" focusable="false">
          <defs>
            <pattern id={`${id}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
              <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#d5dbe1" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="#eef1f4" />
          <rect width="100%" height="100%" fill={`url(#${id}-grid)`} />
        </svg>
        <span className="offline-map__site" style={place(0, 0)} aria-hidden="true" />
        <ul className="offline-map__markers" aria-label={words.places}>
          {plan.markers.map((m) => {
            const p = offsetPx(m.position, plan.center, zoom);
            return (
              <li key={m.kind} className={`offline-map__marker offline-map__marker--${m.kind}`} style={place(p.x, p.y)}>
                <span className="offline-map__dot" aria-hidden="true">
                  {MARKER_LETTERS[m.kind]}
                </span>
                <span className="offline-map__marker-name">
                  <span className="visually-hidden">{m.label}: </span>
                  {m.name}
                </span>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="offline-map__pin"
          style={place(pinAt.x, pinAt.y)}
          aria-label={words.pinLabel}
          aria-roledescription={words.pinRole}
          aria-describedby={`${id}-hint ${id}-where`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 36" width="32" height="48" aria-hidden="true" focusable="false">
            <path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c62828" stroke="#fff" strokeWidth="1.5" />
            <circle cx="12" cy="12" r="4.5" fill="#fff" />
          </svg>
        </button>
        <div className="offline-map__scale" aria-hidden="true">
          <span className="offline-map__scale-bar" style={{ width: `${scale.px.toFixed(0)}px` }} />
          {scale.label}
        </div>
        <div className="offline-map__zoom">
          <button type="button" className="offline-map__zoom-button" aria-label={words.zoomIn} disabled={zoom >= MAP_OPTIONS.maxZoom} onClick={() => setZoom((z) => Math.min(MAP_OPTIONS.maxZoom, z + 1))}>
            +
          </button>
          <button type="button" className="offline-map__zoom-button" aria-label={words.zoomOut} disabled={zoom <= MAP_OPTIONS.minZoom} onClick={() => setZoom((z) => Math.max(MAP_OPTIONS.minZoom, z - 1))}>
            −
          </button>
        </div>
      </div>
      <p id={`${id}-hint`} className="check-in-map__hint">
        {words.pinHint}
      </p>
      <p id={`${id}-where`} className="check-in-map__where" aria-live="polite">
        {pinDescription}
      </p>
      <MapLegend kinds={plan.markers.map((m) => m.kind)} words={words} />
    </div>
  );
}
