import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { vehicleLookupQueryOptions } from '../../api/vehicles';
import { appNow } from '../../ui/app-clock';
import { useToast } from '../../ui/toasts/toast-context';
import { lookupYears, modalYears } from '../../domain/vehicle-lists';
import type { WidgetPropsOf } from '../contract/widget-spec';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { criticalErrorText, useSaveVehicle, type VehicleFields } from '../vehicle-shared/save-vehicle';
import '../vehicle-shared/vehicle-widgets.css';
import { isOtherTypeTab, vehicleEntryTabs, type EntryTab } from './entry-tabs';
import { EntryTabsView } from './entry-tabs-view';
import { LookupFailure } from './lookup-failure';
import { HeavyDutyPanel } from './heavy-duty-panel';
import { PlatePanel, VinPanel } from './lookup-panels';
import { lookupTexts } from './lookup-texts';
import { OtherTypePanel } from './other-type-panel';
import type { VehicleFormStatus } from './vehicle-form';
import type { vehicleLookupSpec } from './vehicle-lookup.options';
import { YmmPanel } from './ymm-panel';

/**
 * Tell Us About Your Vehicle (C-09..C-50): the entry tabs the flow offers (options `tabs`, `fallbackTabs`,
 * `initialTab`, part `heavyDuty`). Plate and VIN look the vehicle up (POST /booking/vehicle-lookup/{state}/{plate},
 * state "VIN" for a VIN): found → the vehicle goes into the booking (its make as the candidate the verify step's
 * C-45 reads), the answer into the query cache for the verify screen, and `lookupFound` is sent; failed →
 * `lookupFailed` (the flow adds ?error=true: the failure is said under Look Up Vehicle, focused, until the next lookup;
 * on a tab without it, above the tabs). The other tabs build a vehicle: the make
 * chosen or typed is the booking's candidate (`vehicleCandidate`) as soon as it is chosen, so the step's C-45
 * blocker (make not offered) holds `vehicleSaved` and its message shows above Continue; Continue saves it (POST
 * /vehicle for a signed-in customer; a visitor's stays in the booking) and sends `vehicleSaved`, or, while the
 * blocker holds, only sends it for the step to refuse.
 */
export default function VehicleLookup({ options, parts, text, values, send, dispatch }: WidgetPropsOf<typeof vehicleLookupSpec>) {
  const { session, content } = values;
  const { tabs, initial } = useMemo(
    () => vehicleEntryTabs({ tabs: options.tabs, fallbackTabs: options.fallbackTabs, initialTab: options.initialTab }, parts.heavyDuty),
    [options.tabs, options.fallbackTabs, options.initialTab, parts.heavyDuty],
  );
  const [tab, setTab] = useState<EntryTab>(initial);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const toast = useToast();
  const { save } = useSaveVehicle();
  const years = useMemo(() => lookupYears(appNow()), []);
  const smallYears = useMemo(() => modalYears(appNow()), []);
  const t = lookupTexts(text);

  // The forms open empty: no make is being entered yet (a candidate left by an earlier visit or the verify screen goes).
  useEffect(() => {
    dispatch({ type: 'setVehicleCandidate', make: null });
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later changes are the customer's
  }, []);

  // C-13 (issue 26: where the eye is): ?error=true says the failure beside Look Up Vehicle, once per visit of the
  // address, until the customer looks up again.
  const [search] = useSearchParams();
  const location = useLocation();
  const [lookedUpAgainAt, setLookedUpAgainAt] = useState<string | null>(null);
  const failure = search.get('error') === 'true' && lookedUpAgainAt !== location.key ? text('lookup-failed') : null;

  /** C-44/C-45: the make being entered, as the customer chose or typed it (the flow's blocker reads it). */
  const setCandidate = (make: string | null) =>
    dispatch({ type: 'setVehicleCandidate', make });

  const selectTab = (next: EntryTab) => {
    if (next !== tab) setCandidate(null);
    setTab(next);
  };

  const lookup = async (plateState: string, plateNumber: string) => {
    setLookedUpAgainAt(location.key);
    setBusy(true);
    try {
      const answer = await qc.fetchQuery(vehicleLookupQueryOptions(plateState, plateNumber));
      // The verify step checks the looked-up make (C-45) and reveals its facts afresh (C-56).
      dispatch({ type: 'vehicleLookedUp', vehicle: toBookingVehicle(answer.vehicle), revealAgain: true });
      send({ type: 'lookupFound', plateState, plateNumber });
    } catch {
      // The API client reported the error; the flow shows the failure (C-14).
      setBusy(false);
      send({ type: 'lookupFailed', plateState, plateNumber });
    }
  };

  const saved = (vehicleId: number | null, fields: VehicleFields) => {
    send({ type: 'vehicleSaved', vehicleId }, { ...fields });
    // Asked with the make still named (the step's C-45 read it); the vehicle is the booking's now.
    setCandidate(null);
  };

  const saveVehicle = async (fields: VehicleFields) => {
    if (!session.signedIn) {
      // A visitor has no customer to save for: the vehicle stays in the booking (and its fields in the step's form data).
      dispatch({ type: 'setVehicle', vehicle: toBookingVehicle({ ...fields, vehicle_id: null }) });
      saved(null, fields);
      return;
    }
    setBusy(true);
    try {
      const created = await save(fields);
      dispatch({ type: 'setVehicle', vehicle: toBookingVehicle(created) });
      saved(created.vehicle_id, fields);
    } catch (error) {
      setBusy(false);
      toast.show({ kind: 'error', text: criticalErrorText(error, text) });
    }
  };

  const working = busy || values.busy;
  const status: VehicleFormStatus = {
    blocked: values.continueBlocked,
    notice: values.blockerMessage,
    busy: working,
    texts: t.submit,
  };
  // While the step's blocker holds, a press is only sent, for the step to refuse (and the preview to trace): nothing is saved.
  const blockedPress = () => send({ type: 'vehicleSaved', vehicleId: null });
  const onSave = (f: VehicleFields) => void saveVehicle(f);
  const busyText = { busy: t.submit.busy };

  return (
    <section className="vehicle-widget vehicle-lookup" aria-label={t.label}>
      {failure && tab !== 'license' && tab !== 'vin' ? <LookupFailure text={failure} /> : null}
      <EntryTabsView tabs={tabs} selected={tab} onSelect={selectTab} label={t.tabsLabel} tabLabel={t.tab}>
        {tab === 'license' ? (
          <PlatePanel defaultState={content.default_state ?? ''} busy={working} failure={failure} texts={{ ...t.plate, ...busyText }} onLookup={(s, p) => void lookup(s, p)} text={text} />
        ) : null}
        {tab === 'vin' ? <VinPanel busy={working} failure={failure} texts={{ ...t.vin, ...busyText }} onLookup={(vin) => void lookup('VIN', vin)} text={text} /> : null}
        {tab === 'year' ? (
          <YmmPanel
            years={years}
            modalYears={smallYears}
            status={status}
            texts={t.ymm}
            searchTexts={t.search}
            onMake={setCandidate}
            onSave={onSave}
            onBlockedPress={blockedPress}
            text={text}
          />
        ) : null}
        {tab === 'heavy' ? <HeavyDutyPanel status={status} texts={t.heavy} onMake={setCandidate} onSave={onSave} onBlockedPress={blockedPress} text={text} /> : null}
        {isOtherTypeTab(tab) ? (
          <OtherTypePanel key={tab} type={tab} status={status} texts={t.other} onMake={setCandidate} onSave={onSave} onBlockedPress={blockedPress} text={text} />
        ) : null}
      </EntryTabsView>
    </section>
  );
}
