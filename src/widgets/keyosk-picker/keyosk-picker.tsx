/**
 * Parking and Keyosk (G-01..G-09): at a workplace the customer picks the parking zone (GET
 * /client-location/{id}/parking) and the key drop-off Keyosk (GET /client-location/{id}/keyosk).
 * Picks go to booking.parkingId / keyoskId (sent with the booking, G-09); the step's blockers
 * (G-04, G-05) and its Continue do the rest. The parking choice is the flow's `parking` part: hidden for a
 * park-anywhere service vehicle (G-06, the named condition `parking-asked`, which the G-04 blocker reads too), when
 * the parking list is not even loaded and the park-anywhere note shows instead.
 */
import { useKeyosks, useParkingZones } from '../../api/client-locations';
import type { Keyosk, ParkingZone } from '../../api/entities';
import { safeUrl } from '../../domain/safe-url';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { keyoskPickerSpec } from './keyosk-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import { KeyoskPickerView, type ChoiceListState, type PlaceChoice } from './keyosk-picker-view';
import './keyosk-picker.css';

function toChoice(item: Keyosk | ParkingZone): PlaceChoice {
  return {
    id: 'keyosk_id' in item ? item.keyosk_id : item.parking_id,
    name: item.name,
    blurb: item.blurb ?? null,
    imageUrl: safeUrl(item.image_url, ['https:', 'http:'], true),
  };
}

function listState<T extends Keyosk | ParkingZone>(q: { isPending: boolean; isError: boolean; data?: T[] }, enabled: boolean, selectedId: number | null): ChoiceListState {
  if (!enabled) return { status: 'ready', options: [], selectedId };
  if (q.isError) return { status: 'error', options: [], selectedId };
  if (q.isPending) return { status: 'loading', options: [], selectedId };
  return { status: 'ready', options: (q.data ?? []).map(toChoice), selectedId };
}

export default function KeyoskPicker({ text, parts, dispatch }: WidgetPropsOf<typeof keyoskPickerSpec>) {
  const booking = useBookingFields('placeMode', 'clientLocation', 'parkingId', 'keyoskId');
  const locationId = booking.placeMode === 'workplace' ? (booking.clientLocation?.id ?? null) : null;
  const showParking = parts.parking === true;
  const keyosks = useKeyosks(locationId);
  const parking = useParkingZones(showParking ? locationId : null);
  return (
    <KeyoskPickerView
      parking={listState(parking, showParking && locationId !== null, booking.parkingId)}
      keyosks={listState(keyosks, locationId !== null, booking.keyoskId)}
      showParking={showParking}
      text={text}
      onPickParking={(id) =>
        dispatch({ type: 'answer', field: 'parkingId', value: id })
      }
      onPickKeyosk={(id) =>
        dispatch({ type: 'answer', field: 'keyoskId', value: id })
      }
      onRetry={() => {
        void keyosks.refetch();
        if (showParking) void parking.refetch();
      }}
    />
  );
}
