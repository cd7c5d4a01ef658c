import { useMemo } from 'react';
import { useVehicles, type Vehicle } from '../../api/vehicles';
import { isCompleteSavedVehicle } from '../../domain/validate-vehicle';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { useBooking } from '../../booking/use-booking';
import { savedVehicleLabel, toBookingVehicle, vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { savedVehiclesTexts } from './saved-vehicles-texts';
import { SavedVehiclesView, type SavedVehicleChoice } from './saved-vehicles-view';
import type { savedVehiclesSpec } from './saved-vehicles.options';
import { compareNames } from '../../domain/compare-names';

/** C-05, A-44: the listed vehicles — not deleted, complete (year, make, model, color), sorted by display name. */
export function listedVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  return vehicles
    .filter((v) => !v.is_deleted && isCompleteSavedVehicle(v))
    .sort((a, b) => compareNames(vehicleDisplayName(a), vehicleDisplayName(b)));
}

/**
 * Select Your Vehicle (C-04..C-08): the signed-in customer's saved vehicles (GET /vehicle) as buttons
 * and "Add a New Vehicle". Picking one puts it in the booking and sends `pickVehicle`; adding sends
 * `addVehicle`. The step's guards keep visitors out (C-02) and skip it for providers without a vehicle step (C-03).
 */
export default function SavedVehicles({ text, values, send, dispatch }: WidgetPropsOf<typeof savedVehiclesSpec>) {
  const query = useVehicles({ enabled: values.session.signedIn });
  const selectedId = useBooking((b) => b.vehicle?.id ?? null);
  const listed = useMemo(() => listedVehicles(query.data ?? []), [query.data]);
  const choices: SavedVehicleChoice[] = listed.map((v) => ({ id: v.vehicle_id, label: savedVehicleLabel(v) }));
  const status = query.isError ? 'error' : query.isPending && values.session.signedIn ? 'loading' : 'ready';

  return (
    <SavedVehiclesView
      status={status}
      vehicles={choices}
      texts={savedVehiclesTexts(text)}
      selectedId={selectedId}
      busy={values.busy}
      onPick={(id) => {
        const vehicle = listed.find((v) => v.vehicle_id === id);
        if (!vehicle) return;
        dispatch({ type: 'setVehicle', vehicle: toBookingVehicle(vehicle) });
        send({ type: 'pickVehicle', vehicleId: id });
      }}
      onAdd={() => send({ type: 'addVehicle' })}
    />
  );
}
