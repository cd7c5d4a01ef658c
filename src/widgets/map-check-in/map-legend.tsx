import type { MarkerKind } from './map-plan';
import type { MapWords } from './map-words';

/** One letter per marker kind, drawn in the marker (the legend and the accessible names say what it is). */
export const MARKER_LETTERS: Readonly<Record<MarkerKind, string>> = { kiosk: 'K', outdoorKiosk: 'K', parking: 'P', vanParking: 'V', trailer: 'T' };

/** The legend of the marker letters, in the flow's words. */
export function MapLegend({ kinds, words }: { kinds: readonly MarkerKind[]; words: Pick<MapWords, 'markers' | 'legend' | 'legendPin'> }) {
  if (kinds.length === 0) return null;
  return (
    <ul className="check-in-map__legend" aria-label={words.legend}>
      {kinds.map((k) => (
        <li key={k}>
          <span className={`offline-map__dot offline-map__dot--legend offline-map__marker--${k}`} aria-hidden="true">
            {MARKER_LETTERS[k]}
          </span>
          {words.markers[k]}
        </li>
      ))}
      <li>
        <span className="check-in-map__legend-pin" aria-hidden="true" />
        {words.legendPin}
      </li>
    </ul>
  );
}
