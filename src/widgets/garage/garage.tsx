import { isRateLimited, rateLimitedOr } from '../../api/failure-text';
import { useMemo, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import { useDeleteVehicle, useVehicles } from '../../api/vehicles';
import { vehicleDeletable } from '../../domain/vehicle-deletable';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { serverTextOf } from '../shared/use-image-uploads';
import { savedVehicleLabel, vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import { garageTexts } from './garage-texts';
import { GarageView, type DeleteDialogState, type GarageVehicle } from './garage-view';
import type { garageSpec } from './garage.options';
import { compareNames } from '../../domain/compare-names';

/**
 * /garage (K-61, C-60, C-61): the signed-in customer's saved vehicles (GET /vehicle, not deleted), each
 * deletable after a confirmation (PUT /vehicle/{id} is_deleted true) unless it has an upcoming service
 * (scheduled or keys_available), which shows C-60's message instead.
 */
export default function Garage({ text, values }: WidgetPropsOf<typeof garageSpec>) {
  const vehicles = useVehicles({ enabled: values.session.signedIn });
  const info = useCustomerInfo({ enabled: values.session.signedIn });
  const remove = useDeleteVehicle();
  const [dialog, setDialog] = useState<DeleteDialogState | null>(null);
  const listed = useMemo<GarageVehicle[]>(
    () =>
      (vehicles.data ?? [])
        .filter((v) => !v.is_deleted)
        .sort((a, b) => compareNames(vehicleDisplayName(a), vehicleDisplayName(b)))
        .map((v) => ({
          id: v.vehicle_id,
          label: savedVehicleLabel(v) || vehicleDisplayName(v),
          plate: v.license_plate_number ? `${v.license_plate_state ?? ''} ${v.license_plate_number}`.trim() : null,
        })),
    [vehicles.data],
  );
  // The appointments decide C-60 before asking: the list waits for them too.
  const status = vehicles.isError || info.isError ? 'error' : vehicles.isPending || info.isPending ? 'loading' : 'ready';
  const own = garageTexts(text);
  // A rate limit on either call (issue 29) says "try again in a moment" instead of the list's failure text.
  const texts = { ...own, failed: rateLimitedOr([vehicles.error, info.error].find(isRateLimited), text, own.failed) };

  return (
    <GarageView
      status={status}
      texts={texts}
      vehicles={listed}
      dialog={dialog}
      busy={remove.isPending}
      onDelete={(vehicle) => {
        // C-60 is checked before asking, with the appointments the account already holds; the server checks again.
        const check = vehicleDeletable(vehicle.id, info.data?.scheduled_works ?? []);
        setDialog(check.ok ? { vehicle, message: null, refused: false } : { vehicle, message: text(check.key, check.vars), refused: true });
      }}
      onConfirm={() => {
        if (!dialog || dialog.refused) return;
        remove.mutate(dialog.vehicle.id, {
          onSuccess: () => setDialog(null),
          onError: (e) => setDialog((d) => (d ? { ...d, message: serverTextOf(e, text) } : d)),
        });
      }}
      onClose={() => setDialog(null)}
      onRetry={() => {
        void vehicles.refetch();
        void info.refetch();
      }}
    />
  );
}
