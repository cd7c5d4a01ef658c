import { CheckInPanel, type CheckInPanelProps } from '../check-in-shared/check-in-panel';
import { BoxImage } from './box-image';
import { CheckInMap, type CheckInMapChoiceProps } from './check-in-map';
import type { MapWords } from './map-words';
import './map-check-in.css';

/** The map page's own texts (the step's messages). */
export interface MapTexts {
  title: string;
  help: string;
  loading: string;
  offline: string;
  unavailable: string;
  /** L-14: "Please drag the pin on the map to indicate where your car is parked". */
  pinNotMoved: string;
  outdoorKiosk: string;
  /** The map's own words (markers, pin, controls). */
  words: MapWords;
}

/** The map with its pin as the page computes it: the adapter's props, less the layout and the words. */
type PinnedMap = Pick<CheckInMapChoiceProps, 'plan' | 'pin' | 'pinDescription' | 'onPinMove' | 'apiKey'>;

/** The map part: loading the location's details, no coordinates at all, or the map with its pin. */
export type MapState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; pinned: PinnedMap };

export interface MapCheckInViewProps {
  /** The check-in panel around the map: the appointment, what it allows, the call's phase, the texts and Check In. */
  panel: Omit<CheckInPanelProps, 'children' | 'refusal'>;
  mapTexts: MapTexts;
  map: MapState;
  /** The work's key box: its caption, and whether it has a picture (L-11: boxes 1–12); null without a box. */
  box: { number: number; caption: string; pictureLabel: string; image: boolean } | null;
  /** L-14: Check In was pressed before the pin was moved. */
  refused: boolean;
  /** L-10: width 600 px or less. */
  mobile: boolean;
}

/**
 * The check-in-with-map page (L-07..L-15): the appointment, the map with the kiosk, parking, van and trailer
 * markers and the pin to move (L-13, L-14), the key box (its image for boxes 1–12, L-11), the outdoor-kiosk note
 * (L-12) and Check In, refused with the spec's message until the pin was moved. Desktop: the map beside the
 * appointment; at 600 px or less, one column (L-10).
 */
export function MapCheckInView({ panel, mapTexts, map, box, refused, mobile }: MapCheckInViewProps) {
  const withMap = panel.availability === 'checkable' && panel.phase.kind !== 'done';
  const layout = ['map-check-in', mobile ? 'map-check-in--mobile' : 'map-check-in--wide', withMap ? 'map-check-in--with-map' : ''].filter(Boolean).join(' ');
  return (
    <div className={layout}>
      <CheckInPanel {...panel} refusal={refused ? mapTexts.pinNotMoved : null}>
        <section className="map-check-in__map" aria-labelledby="map-check-in-title">
          <h2 id="map-check-in-title" className="map-check-in__title">
            {mapTexts.title}
          </h2>
          {map.status === 'loading' ? (
            <div className="check-in-map__placeholder">
              <p className="check-in-map__loading" role="status">
                {mapTexts.loading}
              </p>
            </div>
          ) : null}
          {map.status === 'none' ? <p className="map-check-in__note">{mapTexts.unavailable}</p> : null}
          {map.status === 'ready' ? (
            <>
              <p className="map-check-in__help">{mapTexts.help}</p>
              <CheckInMap {...map.pinned} mobile={mobile} offlineNote={mapTexts.offline} loadingText={mapTexts.loading} words={mapTexts.words} />
              {map.pinned.plan.outdoorKiosk ? <p className="map-check-in__note">{mapTexts.outdoorKiosk}</p> : null}
            </>
          ) : null}
          {box ? (
            box.image ? (
              <BoxImage box={box.number} caption={box.caption} pictureLabel={box.pictureLabel} />
            ) : (
              <p className="map-check-in__note">{box.caption}</p>
            )
          ) : null}
        </section>
      </CheckInPanel>
    </div>
  );
}
