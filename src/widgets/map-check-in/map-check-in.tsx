/**
 * `mapCheckIn` — check-in with a map, /checkin-geo/{customerId}/{swId} (L-07), opened from a text link without
 * sign-in. Loads the work as the simple check-in does (L-01 mismatch, L-02 "Invalid URL", L-06 loadFailed →
 * /login), then the client location's details (M-18) for the kiosk, parking, van parking and trailer
 * coordinates (L-13; the work's own copy when the details fail). The map is Google Maps with a key, else the
 * offline plan (zoom 17, 13..20, hybrid: L-08, L-09); the mobile layout applies at 600 px or less (L-10). The
 * box image shows for boxes 1–12 (L-11); an outdoor-kiosk service vehicle (provider data, L-12) puts the kiosk
 * at the trailer. Check In is refused with "Please drag the pin on the map to indicate where your car is
 * parked" until the pin was moved (L-14), then sends the pin as markerLocation (L-15).
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useClientLocationDetails } from '../../api/client-locations';
import { boxImageNumber, boxNumber, checkInAvailability } from '../../domain/check-in';
import { appNow } from '../../ui/app-clock';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { mapCheckInSpec } from './map-check-in.options';
import { checkInAppointment } from '../check-in-shared/check-in-appointment';
import { checkInTexts } from '../check-in-shared/check-in-texts';
import { useCheckInAction } from '../check-in-shared/use-check-in-action';
import { useCheckInWork, waitsForRateLimit } from '../check-in-shared/use-check-in-work';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';
import { roundLatLng, type LatLng } from './map-geometry';
import { MapCheckInView, type MapState, type MapTexts } from './map-check-in-view';
import { checkInMapPlan, describePin } from './map-plan';
import { mapWords } from './map-words';
import { useMobileLayout } from './use-mobile-layout';

/** L-07..L-15: the check-in-with-map link page. */
export default function MapCheckIn({ text, values, send }: WidgetPropsOf<typeof mapCheckInSpec>) {
  const { pathname } = useLocation();
  const texts = checkInTexts(text);
  const words = useMemo(() => mapWords(text), [text]);
  const mapTexts: MapTexts = {
    words,
    title: text('map-title'),
    help: text('map-help'),
    loading: text('map-loading'),
    offline: text('map-offline'),
    unavailable: text('map-unavailable'),
    pinNotMoved: text('pin-not-moved'),
    outdoorKiosk: text('map-outdoor-kiosk'),
  };
  const linked = useCheckInWork(values.params, send, pathname);
  const work = linked.status === 'ready' ? linked.work : null;
  const locationId = work ? (work.client_location_id ?? work.client_location?.client_location_id ?? null) : null;
  const details = useClientLocationDetails(locationId);
  const action = useCheckInAction(work?.scheduled_work_id ?? null, texts.failed, text);
  const mobile = useMobileLayout();
  const outdoorIds = values.content.outdoor_kiosk_service_vehicle_ids;
  const detailsSettled = locationId === null || details.isSuccess || details.isError;
  const plan = useMemo(
    () => (work && detailsSettled ? checkInMapPlan(work, details.data ?? null, outdoorIds, words) : null),
    [work, detailsSettled, details.data, outdoorIds, words],
  );
  /** Where the customer put the pin; null until they move it (it then sits at the plan's start). */
  const [pin, setPin] = useState<LatLng | null>(null);
  const [refused, setRefused] = useState(false);
  const onPinMove = useCallback((p: LatLng) => {
    setPin(p);
    setRefused(false);
  }, []);

  if (linked.status === 'invalid' || linked.status === 'notFound') {
    return <LinkedWorkStatus status="error" message={texts.invalid} accountLabel={texts.account} help={texts.invalidHelp} homeLabel={texts.home} />;
  }
  if (waitsForRateLimit(linked)) {
    return <LinkedWorkStatus status="error" message={texts.rateLimited} accountLabel={texts.account} retry={{ label: texts.retry, onRetry: linked.retry }} />;
  }
  if (linked.status !== 'ready') {
    return <LinkedWorkStatus status="loading" message={texts.loading} accountLabel={texts.account} />;
  }

  const apiKey = values.content.google_maps_api_key ?? null;
  let map: MapState;
  if (!detailsSettled) map = { status: 'loading' };
  else if (!plan) map = { status: 'none' };
  else {
    const at = pin ?? plan.pinStart;
    map = { status: 'ready', pinned: { plan, pin: at, pinDescription: describePin(at, plan, pin !== null, words), onPinMove, apiKey } };
  }
  const n = boxNumber(linked.work.box);
  const box = n === null ? null : { number: n, caption: text('map-box', { box: n }), pictureLabel: words.boxPicture(n), image: boxImageNumber(n) !== null };

  const onCheckIn = () => {
    // L-14: with a map, the pin must have been moved; without one (no coordinates) nothing is asked.
    if (plan && pin === null) {
      setRefused(true);
      return;
    }
    action.checkIn(pin ? roundLatLng(pin) : undefined);
  };

  return (
    <MapCheckInView
      panel={{ appointment: checkInAppointment(linked.work), availability: checkInAvailability(linked.work, appNow()), phase: action.phase, texts, onCheckIn }}
      mapTexts={mapTexts}
      map={map}
      box={box}
      refused={refused}
      mobile={mobile}
    />
  );
}
