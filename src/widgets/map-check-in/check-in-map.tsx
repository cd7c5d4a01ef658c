/**
 * Chooses the check-in map adapter: Google Maps when the provider has `google_maps_api_key` (its module and
 * script load lazily, in a chunk only this page loads), otherwise — or when Google fails to load — the offline
 * plan, labelled as such (docs/decisions.md, issue 12).
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import type { CheckInMapProps } from './check-in-map-props';
import OfflineCheckInMap from './offline-check-in-map';

const GoogleCheckInMap = lazy(() => import('./google-check-in-map'));

export interface CheckInMapChoiceProps extends CheckInMapProps {
  /** The provider's Google Maps key, if any. */
  apiKey: string | null;
  offlineNote: string;
}

/** The map of the check-in page, by adapter. */
export function CheckInMap({ apiKey, offlineNote, ...props }: CheckInMapChoiceProps) {
  const [googleFailed, setGoogleFailed] = useState(false);
  const onUnavailable = useCallback((e: Error) => {
    console.warn('[check-in map] Google Maps unavailable; drawing the offline plan.', e.message);
    setGoogleFailed(true);
  }, []);
  const key = apiKey?.trim() || null;
  if (key && !googleFailed) {
    return (
      <Suspense
        fallback={
          <p className="check-in-map__loading" role="status">
            {props.loadingText}
          </p>
        }
      >
        <GoogleCheckInMap apiKey={key} onUnavailable={onUnavailable} {...props} />
      </Suspense>
    );
  }
  return <OfflineCheckInMap offlineNote={offlineNote} {...props} />;
}
