import { useEffect, useRef, useState } from 'react';
import { useRecalls, useUpdateVehicleColor, useVehicleLookup, useVehicles } from '../../api/vehicles';
import { useToast } from '../../ui/toasts/toast-context';
import { VEHICLE_TYPE_LABELS } from '../../domain/vehicle-lists';
import type { DispatchBooking } from '../contract/widget-props';
import { useBookingStore } from '../../booking/booking-store-context';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { useBookingFields } from '../../booking/use-booking';
import { findSavedMatch, isLookedUpVehicle, toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { criticalErrorText, useSaveVehicle } from '../vehicle-shared/save-vehicle';
import { REVEAL_DELAY_MS, verifyInfoItems } from './verify-summary';
import { verifyTexts } from './verify-texts';
import type { vehicleVerifySpec } from './vehicle-verify.options';
import { VehicleVerifyView } from './vehicle-verify-view';

/**
 * Reveals `count` items one by one, `REVEAL_DELAY_MS` apart, once `start` is true (C-55), and says so in the booking:
 * `vehicleInfoRevealed` is false while a reveal runs and true once its last item is shown (the flow's C-56 blocker
 * holds Continue until then).
 */
function useReveal(start: boolean, count: number, dispatch: DispatchBooking): number {
  const [revealed, setRevealed] = useState(0);
  const update = useRef(dispatch);
  update.current = dispatch;
  useEffect(() => {
    if (!start) return;
    setRevealed(0);
    update.current({ type: 'answer', field: 'vehicleInfoRevealed', value: false });
    let shown = 0;
    const timer = setInterval(() => {
      shown += 1;
      setRevealed(shown);
      if (shown >= count) {
        clearInterval(timer);
        update.current({ type: 'answer', field: 'vehicleInfoRevealed', value: true });
      }
    }, REVEAL_DELAY_MS);
    return () => clearInterval(timer);
  }, [start, count]);
  return revealed;
}

/**
 * Verify vehicle info (C-51..C-59): the plate or VIN lookup of the route params (from the cache the
 * lookup screen filled, else fetched again — a reload or a deep link), its four facts revealed 500 ms
 * apart (the booking's `vehicleInfoRevealed` once done: the flow's C-56 blocker holds Continue until then), the
 * recall list (GET /carfax/recalls/{vin}; a failure is reported by the API client and the flow goes on), and a color
 * choice (POST /vehicle/{id} for a saved vehicle). The looked-up make is the booking's candidate (the flow's
 * C-45-verify blocker holds Continue, with the call-us message, when the provider does not offer it).
 * A signed-in customer's looked-up vehicle is matched to a saved one (same VIN or plate), else saved on Continue.
 * While the step's blocker holds, a press of Continue is only sent, for the step to refuse: nothing is saved.
 */
export default function VehicleVerify({ text, values, send, dispatch }: WidgetPropsOf<typeof vehicleVerifySpec>) {
  const { params, session } = values;
  const t = verifyTexts(text);
  const booking = useBookingFields('vehicle');
  const plateState = params.plateState ?? '';
  const plateNumber = params.plateNumber ?? '';
  const lookup = useVehicleLookup(plateState, plateNumber);
  const answer = lookup.data;
  const saved = useVehicles({ enabled: session.signedIn });
  const recalls = useRecalls(answer?.vehicle.vin);
  const colorMutation = useUpdateVehicleColor();
  const { save } = useSaveVehicle();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const store = useBookingStore();

  // The booking's vehicle is the looked-up one (set again after a reload or a deep link), with the saved id when it matches.
  const synced = useRef<string | null>(null);
  const match = answer && saved.data ? findSavedMatch(saved.data, answer.vehicle) : undefined;
  useEffect(() => {
    if (!answer) return;
    const key = `${plateState}/${plateNumber}/${match?.vehicle_id ?? ''}`;
    if (synced.current === key) return;
    synced.current = key;
    const booked = store.getState().vehicle;
    const current = isLookedUpVehicle(booked, plateState, plateNumber) ? booked : null;
    const next = toBookingVehicle(answer.vehicle);
    next.id = current?.id ?? match?.vehicle_id ?? null;
    next.color = current?.color ?? match?.color ?? next.color;
    // The lookup answered: its make is the one the step checks (C-44, C-45).
    dispatch({ type: 'vehicleLookedUp', vehicle: next, revealAgain: false });
  }, [answer, match, plateState, plateNumber, dispatch, store]);

  // C-14: a failed lookup (a reload or deep link of a plate that does not look up) goes back to the lookup screen.
  const failSent = useRef(false);
  useEffect(() => {
    if (!lookup.isError || failSent.current) return;
    failSent.current = true;
    send({ type: 'lookupFailed', plateState, plateNumber });
  }, [lookup.isError, send, plateState, plateNumber]);

  const revealed = useReveal(!!answer, 4, dispatch);
  const vehicle = booking.vehicle && answer && isLookedUpVehicle(booking.vehicle, plateState, plateNumber) ? booking.vehicle : null;

  const items = answer
    ? verifyInfoItems(
        {
          serviceRecords: answer.service_records_count ?? 0,
          recalls: answer.recalls_count ?? answer.recall_list?.length ?? 0,
          oilTypes: answer.oil_types ?? [],
          tireSizes: answer.vehicle.standard_tire_sizes ?? [],
        },
        t.items,
      )
    : [];
  const fallbackRecalls = (answer?.recall_list ?? []).map((r) => r.recall_formatted_string);
  const recallView: { status: 'loading' | 'error' | 'ready'; list: string[] } = !answer?.vehicle.vin
    ? { status: 'ready', list: fallbackRecalls }
    : recalls.isError
      ? { status: 'error', list: fallbackRecalls }
      : recalls.data
        ? { status: 'ready', list: recalls.data.map((r) => r.recall_formatted_string) }
        : { status: 'loading', list: [] };

  const colorStatus = colorMutation.isPending ? 'saving' : colorMutation.isError ? 'error' : colorMutation.isSuccess ? 'saved' : 'idle';

  const onContinue = async () => {
    // The step's blocker (C-56, C-45-verify) holds: the press is only sent, for the step to refuse it.
    if (values.continueBlocked) {
      send({ type: 'continue' });
      return;
    }
    if (!vehicle || !answer) return;
    if (session.signedIn && vehicle.id === null) {
      setBusy(true);
      try {
        const { vehicle_id: _none, ...fields } = answer.vehicle;
        const created = await save({ ...fields, color: vehicle.color });
        dispatch({ type: 'vehicleSaved', vehicleId: created.vehicle_id });
      } catch (error) {
        setBusy(false);
        toast.show({ kind: 'error', text: criticalErrorText(error, text) });
        return;
      }
    }
    send({ type: 'continue' });
  };

  return (
    <VehicleVerifyView
      status={lookup.isError ? 'error' : !answer ? 'loading' : 'ready'}
      texts={t}
      onBackToLookup={() => send({ type: 'lookupFailed', plateState, plateNumber })}
      vehicle={
        answer
          ? {
              displayName: vehicle?.displayName ?? toBookingVehicle(answer.vehicle).displayName,
              typeLabel: VEHICLE_TYPE_LABELS[vehicle?.type ?? 'automobile'],
              detail: plateState.toUpperCase() === 'VIN' ? t.vinDetail(plateNumber) : t.plateDetail(plateNumber, plateState),
              imageUrl: answer.image_link ?? null,
            }
          : null
      }
      items={items}
      revealed={revealed}
      recalls={recallView}
      color={vehicle?.color ?? ''}
      onColor={(color) => {
        dispatch({ type: 'setVehicleColor', color: color || null });
        if (vehicle?.id != null && color) colorMutation.mutate({ vehicleId: vehicle.id, color });
      }}
      colorStatus={colorStatus}
      blocked={values.continueBlocked}
      blockerMessage={values.continueBlocked ? values.blockerMessage : null}
      busy={busy || values.busy}
      onContinue={() => void onContinue()}
    />
  );
}
