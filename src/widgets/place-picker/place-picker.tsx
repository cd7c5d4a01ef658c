import { lazy, Suspense, useEffect } from 'react';
import { useClientLocations, type ClientLocation } from '../../api/client-locations';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { placePickerSpec } from './place-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import { addressFormTexts } from '../address-shared/address-form-texts';
import { PlacePickerView } from './place-picker-view';
import { bookingLocationOf, currentMode, locationsOfMode, offeredModes, SAVED_PLACES_LOADING, type PlaceMode } from '../address-shared/place-modes';
import { LoadingNotice } from '../../ui/loading-notice';
import { LocationPickerView } from './location-picker-view';
import { VisitorHome } from './visitor-home';

/** A signed-in customer's home panel: its code (saved places, the customer's info) loads only for them. */
const SignedInHome = lazy(() => import('./signed-in-home'));

/**
 * `placePicker` — the place step (B-03..B-41). Mode buttons for the modes the flow shows (its `home`, `workplace` and
 * `shop` parts, from the provider's service_locations); home mode
 * is the address form (visitors) or saved places with "Add a Home Address" (signed in); workplace mode a
 * dropdown, shop mode a radio list, a lone location selected automatically (B-14). It sets `placeMode` with
 * `homeAddress` or `clientLocation` in the booking (the flow's blocker and Continue read them), keeps the
 * shop ids for the `singleShopLocation` guard, and sends `pickSavedPlace`, `bookedBefore` and
 * `addressCreateFailed`. Continue is the step's own `continueButton`.
 */
export default function PlacePicker({ text, values, parts, send, dispatch }: WidgetPropsOf<typeof placePickerSpec>) {
  const { content, session, busy } = values;
  // The home panels select the address themselves: typing one does not re-render the mode buttons.
  const booking = useBookingFields('placeMode', 'clientLocation', 'shopLocationIds');
  const modes = offeredModes(parts);
  const mode = currentMode(booking.placeMode, modes);
  const locations = useClientLocations();
  const texts = addressFormTexts(text);

  // The singleShopLocation guard reads the shop ids (BookingState.shopLocationIds).
  const shopIds = locations.data ? locationsOfMode(locations.data, 'shop').map((l) => l.client_location_id) : null;
  const shopKey = shopIds?.join(',') ?? null;
  useEffect(() => {
    if (shopIds === null || booking.shopLocationIds?.join(',') === shopKey) return;
    dispatch({ type: 'setShopLocations', ids: shopIds });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shopKey stands for shopIds (a new array on every render)
  }, [shopKey, booking.shopLocationIds, dispatch]);

  const modeLocations = mode === 'workplace' || mode === 'shop' ? locationsOfMode(locations.data, mode) : [];
  const selectedId = mode !== 'home' && booking.placeMode === mode ? (booking.clientLocation?.id ?? null) : null;

  const select = (m: 'workplace' | 'shop', l: ClientLocation) =>
    dispatch({ type: 'choosePlace', place: { mode: m, location: bookingLocationOf(l) } });

  /** B-14: the lone location of a location mode, selected for the customer. */
  const selectLone = (m: PlaceMode | null) => {
    if (m !== 'workplace' && m !== 'shop') return;
    const ofMode = locationsOfMode(locations.data, m);
    if (ofMode.length === 1) select(m, ofMode[0]!);
  };
  // B-14 when the locations arrive (a network answer; on mount when cached) for the mode shown; a switch of mode does it in its press.
  useEffect(() => {
    if (modeLocations.length !== 1 || selectedId === modeLocations[0]!.client_location_id) return;
    selectLone(mode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival of the locations, with the mode then shown
  }, [locations.data]);

  const switchMode = (m: PlaceMode) => {
    dispatch({ type: 'choosePlaceMode', mode: m, locationIds: m === 'home' ? [] : locationsOfMode(locations.data, m).map((l) => l.client_location_id) });
    selectLone(m);
  };

  let panel = null;
  if (mode === 'home') {
    panel = session.signedIn ? (
      <Suspense fallback={<LoadingNotice>{SAVED_PLACES_LOADING}</LoadingNotice>}>
        <SignedInHome
          dispatch={dispatch}
          send={send}
          content={content}
          texts={texts}
          locations={locations}
          modes={modes}
          busy={busy}
          addLabel={text('add-home-address')}
          createFailedText={text('address-create-failed')}
        />
      </Suspense>
    ) : (
      <VisitorHome dispatch={dispatch} content={content} texts={texts} />
    );
  } else if (mode) {
    panel = (
      <LocationPickerView
        mode={mode}
        locations={modeLocations}
        loading={locations.isPending}
        selectedId={selectedId}
        onSelect={(l) => select(mode, l)}
      />
    );
  }

  return (
    <PlacePickerView
      modes={modes}
      mode={mode}
      onMode={switchMode}
      bookedBefore={session.signedIn ? null : { label: text('booked-before'), onClick: () => send({ type: 'bookedBefore' }) }}
    >
      {panel}
    </PlacePickerView>
  );
}
