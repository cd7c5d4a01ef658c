/**
 * Parking and Keyosk (G-01..G-09): at a workplace the customer picks the parking zone (GET
 * /client-location/{id}/parking) and the key drop-off Keyosk (GET /client-location/{id}/keyosk).
 * Picks go to booking.parkingId / keyoskId (sent with the booking, G-09); the step's blockers
 * (G-04, G-05) and its Continue do the rest. Park-anywhere vehicles (configuration data,
 * park_anywhere_service_vehicle_ids, G-06) need no parking zone.
 */
import { useKeyosks, useParkingZones } from '../../api/client-locations';
import type { Keyosk, ParkingZone } from '../../api/entities';
import { safeUrl } from '../../domain/safe-url';
import type { WidgetProps } from '../contract/widget-props';
import { useBookingFields } from '../../booking/use-booking';
import { KeyoskPickerView, type ChoiceListState, type PlaceChoice } from './keyosk-picker-view';
import './keyosk-picker.css';

/** G-06: the chosen service vehicle is one of the provider's park-anywhere vehicles (same rule as the flow's guard). */
export function isParkAnywhere(serviceVehicleId: number | null, ids: unknown): boolean {
  return serviceVehicleId !== null && Array.isArray(ids) && ids.includes(serviceVehicleId);
}

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

export default function KeyoskPicker({ text, values, updateBooking }: WidgetProps) {
  const { config } = values;
  const booking = useBookingFields('placeMode', 'clientLocation', 'serviceVehicleId', 'parkingId', 'keyoskId');
  const locationId = booking.placeMode === 'workplace' ? (booking.clientLocation?.id ?? null) : null;
  const keyosks = useKeyosks(locationId);
  const parking = useParkingZones(locationId);
  const parkAnywhere = isParkAnywhere(booking.serviceVehicleId, config.park_anywhere_service_vehicle_ids);
  return (
    <KeyoskPickerView
      parking={listState(parking, locationId !== null, booking.parkingId)}
      keyosks={listState(keyosks, locationId !== null, booking.keyoskId)}
      parkAnywhere={parkAnywhere}
      parkAnywhereNote={text('park-anywhere-note')}
      onPickParking={(id) =>
        updateBooking((draft) => {
          draft.parkingId = id;
        })
      }
      onPickKeyosk={(id) =>
        updateBooking((draft) => {
          draft.keyoskId = id;
        })
      }
      onRetry={() => {
        void keyosks.refetch();
        void parking.refetch();
      }}
    />
  );
}
