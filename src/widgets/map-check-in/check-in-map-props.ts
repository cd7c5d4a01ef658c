import type { LatLng } from './map-geometry';
import type { CheckInMapPlan } from './map-plan';
import type { MapWords } from './map-words';

/** What a check-in map adapter (Google Maps or the offline plan) is given: controlled, the pin lives in the page. */
export interface CheckInMapProps {
  plan: CheckInMapPlan;
  /** Where the pin is now. */
  pin: LatLng;
  /** The customer moved the pin (drag or arrow keys) to `position`. */
  onPinMove: (position: LatLng) => void;
  /** L-10: the mobile layout (width 600 px or less). */
  mobile: boolean;
  /** The pin's live description ("Your pin is 12 m north of …"). */
  pinDescription: string;
  /** Shown while the adapter loads. */
  loadingText: string;
  /** The map's words (the pin's name and hint, the controls, the legend). */
  words: MapWords;
}
