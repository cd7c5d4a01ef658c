import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { vehicleLookupQueryOptions } from '../../api/vehicles';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import { validateOfferedMake } from '../../domain/validate-vehicle';
import { lookupYears, modalYears } from '../../domain/vehicle-lists';
import type { WidgetProps } from '../contract/widget-props';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { CRITICAL_ERROR_KEY, criticalErrorText, useSaveVehicle, type VehicleFields } from '../vehicle-shared/save-vehicle';
import '../vehicle-shared/vehicle-widgets.css';
import { isOtherTypeTab, vehicleEntryTabs, type EntryTab } from './entry-tabs';
import { EntryTabsView } from './entry-tabs-view';
import { HeavyDutyPanel } from './heavy-duty-panel';
import { PlatePanel, VinPanel } from './lookup-panels';
import { OtherTypePanel } from './other-type-panel';
import { YmmPanel } from './ymm-panel';

/** C-13: the lookup-failed toast lasts 5 seconds. */
export const LOOKUP_FAILED_TOAST_MS = 5_000;

/** Message keys this widget reads (step `vehicle-lookup`, `critical-error` from the flow). */
export const VEHICLE_LOOKUP_MESSAGES = ['lookup-failed', 'make-not-offered', CRITICAL_ERROR_KEY] as const;

/**
 * Tell Us About Your Vehicle (C-09..C-50): the provider's entry tabs. Plate and VIN look the vehicle up
 * (POST /booking/vehicle-lookup/{state}/{plate}, state "VIN" for a VIN): found → the vehicle goes into the
 * booking, the answer into the query cache for the verify screen, and `lookupFound` is sent; failed →
 * `lookupFailed` (the flow adds ?error=true, which shows a 5-second toast). The other tabs build a vehicle
 * and save it (POST /vehicle for a signed-in customer; a visitor's stays in the booking) and send `vehicleSaved`.
 */
export default function VehicleLookup({ text, values, send, updateBooking }: WidgetProps) {
  const { config, session } = values;
  const { tabs, initial } = useMemo(() => vehicleEntryTabs(config), [config]);
  const [tab, setTab] = useState<EntryTab>(initial);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const toast = useToast();
  const { save } = useSaveVehicle();
  const years = useMemo(() => lookupYears(appNow()), []);
  const smallYears = useMemo(() => modalYears(appNow()), []);

  // C-13: ?error=true shows the lookup-failed toast once per visit of the address. Deferred a tick so a
  // toast provider mounting in the same commit (it clears toasts on a page change) cannot drop it.
  const [search] = useSearchParams();
  const location = useLocation();
  const shownFor = useRef<string | null>(null);
  const failedText = text('lookup-failed');
  useEffect(() => {
    if (search.get('error') !== 'true' || shownFor.current === location.key) return;
    const timer = setTimeout(() => {
      shownFor.current = location.key;
      toast.show({ kind: 'error', text: failedText, durationMs: LOOKUP_FAILED_TOAST_MS });
    }, 0);
    return () => clearTimeout(timer);
  }, [search, location.key, toast, failedText]);

  const offered = Array.isArray(config.offered_vehicle_makes) ? (config.offered_vehicle_makes as (string | null)[]) : null;
  const noticeFor = (make: string): string | null => {
    const check = validateOfferedMake(make, offered);
    return check.ok ? null : text(check.key, check.vars);
  };

  const lookup = async (plateState: string, plateNumber: string) => {
    setBusy(true);
    try {
      const answer = await qc.fetchQuery(vehicleLookupQueryOptions(plateState, plateNumber));
      updateBooking((draft) => {
        draft.vehicle = toBookingVehicle(answer.vehicle);
      });
      send({ type: 'lookupFound', plateState, plateNumber });
    } catch {
      // The API client reported the error; the flow shows the failure (C-14).
      setBusy(false);
      send({ type: 'lookupFailed', plateState, plateNumber });
    }
  };

  const saveVehicle = async (fields: VehicleFields) => {
    if (!session.signedIn) {
      // A visitor has no customer to save for: the vehicle stays in the booking (and its fields in the step's form data).
      updateBooking((draft) => {
        draft.vehicle = toBookingVehicle({ ...fields, vehicle_id: null });
      });
      send({ type: 'vehicleSaved', vehicleId: null }, { ...fields });
      return;
    }
    setBusy(true);
    try {
      const saved = await save(fields);
      updateBooking((draft) => {
        draft.vehicle = toBookingVehicle(saved);
      });
      send({ type: 'vehicleSaved', vehicleId: saved.vehicle_id }, { ...fields });
    } catch (error) {
      setBusy(false);
      toast.show({ kind: 'error', text: criticalErrorText(error, text) });
    }
  };

  const working = busy || values.busy;
  const defaultState = typeof config.default_state === 'string' ? config.default_state : '';

  return (
    <section className="vehicle-widget vehicle-lookup" aria-label="Vehicle entry">
      <EntryTabsView tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'license' ? <PlatePanel defaultState={defaultState} busy={working} onLookup={(s, p) => void lookup(s, p)} text={text} /> : null}
        {tab === 'vin' ? <VinPanel busy={working} onLookup={(vin) => void lookup('VIN', vin)} text={text} /> : null}
        {tab === 'year' ? <YmmPanel years={years} modalYears={smallYears} busy={working} noticeFor={noticeFor} onSave={(f) => void saveVehicle(f)} text={text} /> : null}
        {tab === 'heavy' ? <HeavyDutyPanel busy={working} noticeFor={noticeFor} onSave={(f) => void saveVehicle(f)} text={text} /> : null}
        {isOtherTypeTab(tab) ? <OtherTypePanel key={tab} type={tab} busy={working} noticeFor={noticeFor} onSave={(f) => void saveVehicle(f)} text={text} /> : null}
      </EntryTabsView>
    </section>
  );
}
