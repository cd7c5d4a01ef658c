import { useEffect, useId, useState } from 'react';
import type { ProviderContent } from '../contract/widget-props';
import { useAddresses, useCreateAddress, type Address } from '../../api/addresses';
import type { ClientLocation } from '../../api/client-locations';
import { useCustomerInfo } from '../../api/customer-info';
import { ModalDialog } from '../../ui/modal-dialog';
import { useBookingFields } from '../../booking/use-booking';
import type { DispatchBooking, WidgetEvent } from '../contract/widget-props';
import { addressFieldsOf, draftFromBookingAddress, type AddressFormTexts } from '../address-shared/address-draft';
import { AddressFormView } from '../address-shared/address-form-view';
import { fieldsViewProps } from '../address-shared/fields-view-props';
import { useAddressForm } from '../address-shared/use-address-form';
import { bookingAddressFromSaved, bookingLocationOf, savedLocationOf, sortSavedAddresses, type PlaceMode } from '../address-shared/place-modes';
import { SavedPlacesView } from './saved-places-view';

export interface SignedInHomeProps {
  dispatch: DispatchBooking;
  send: (event: WidgetEvent) => void;
  content: Readonly<ProviderContent>;
  texts: AddressFormTexts;
  /** The provider's client locations (the customer's workplace or shop card is one of them, B-10). */
  locations: { data?: readonly ClientLocation[]; isPending: boolean };
  modes: readonly PlaceMode[];
  busy: boolean;
  addLabel: string;
  createFailedText: string;
}

/**
 * Home mode for a signed-in customer: saved-address cards (primary first, B-09), the workplace or shop card
 * (B-10), and "Add a Home Address" (B-11), which opens the address form here. Choosing a card sets the place
 * and sends `pickSavedPlace` (B-20..B-25). A new address is created with POST /customer/address (B-26) and
 * becomes the booking's place; a failure shows B-41's dialog, whose OK sends `addressCreateFailed`. Loaded only
 * for a signed-in customer (issue 14: not in a visitor's first load of the place step).
 */
export default function SignedInHome(props: SignedInHomeProps) {
  const booking = useBookingFields('placeMode', 'homeAddress');
  const { dispatch, send, content, texts, locations, modes, busy, addLabel, createFailedText } = props;
  const customer = useCustomerInfo();
  const savedLocation = savedLocationOf(customer.data?.customer.default_client_location_id, locations.data, modes);
  const customerLoading = customer.isPending || locations.isPending;
  const addresses = useAddresses();
  const sorted = sortSavedAddresses(addresses.data ?? []);
  // An address typed before signing in (id null) is not a place yet for a customer: it moves into the
  // form, to be saved first (B-26), and Continue waits for that.
  const [carried] = useState(() => (booking.homeAddress?.id === null ? booking.homeAddress : null));
  const [adding, setAdding] = useState<boolean | null>(carried ? true : null);
  const formOpen = adding ?? (addresses.isSuccess && sorted.length === 0);
  const formId = useId();
  const failedId = useId();
  const create = useCreateAddress();
  const model = useAddressForm({ initial: draftFromBookingAddress(carried), content, texts });
  useEffect(() => {
    if (booking.homeAddress?.id !== null) return;
    dispatch({ type: 'dropUnsavedHomeAddress' });
  }, [booking.homeAddress, dispatch]);

  const pickAddress = (a: Address) => {
    dispatch({ type: 'choosePlace', place: { mode: 'home', address: bookingAddressFromSaved(a) } });
    send({ type: 'pickSavedPlace' });
  };
  const pickLocation = (l: ClientLocation & { location_type: 'workplace' | 'shop' }) => {
    dispatch({ type: 'choosePlace', place: { mode: l.location_type, location: bookingLocationOf(l) } });
    send({ type: 'pickSavedPlace' });
  };
  const save = () => {
    model.attempt();
    if (!model.valid || create.isPending) return;
    create.mutate(addressFieldsOf(model.draft, model.questions), {
      onSuccess: (address) => {
        dispatch({ type: 'choosePlace', place: { mode: 'home', address: bookingAddressFromSaved(address) } });
        setAdding(false);
      },
    });
  };

  const chosen = booking.placeMode === 'home' && booking.homeAddress?.id != null ? booking.homeAddress : null;
  return (
    <div className="place-picker__home">
      {chosen ? (
        <p className="place-picker__selected" role="status">
          Service address: <strong>{chosen.one_line_human_readable_address}</strong>
        </p>
      ) : null}
      <SavedPlacesView
        addresses={sorted}
        location={savedLocation}
        loading={addresses.isPending || customerLoading}
        busy={busy}
        onPickAddress={pickAddress}
        onPickLocation={pickLocation}
      />
      <button
        type="button"
        className="button button--secondary place-picker__add"
        aria-expanded={formOpen}
        aria-controls={formId}
        onClick={() => setAdding(!formOpen)}
      >
        {addLabel}
      </button>
      <div id={formId} hidden={!formOpen}>
        {formOpen ? (
          <div className="place-picker__new-address">
            {model.placesLoader}
            <AddressFormView
              {...fieldsViewProps(model)}
              canSave={model.valid}
              saving={create.isPending}
              failure={null}
              onSave={save}
              onCancel={sorted.length > 0 ? () => setAdding(false) : undefined}
            />
          </div>
        ) : null}
      </div>
      <ModalDialog open={create.isError} labelledBy={failedId} role="alertdialog" onClose={() => send({ type: 'addressCreateFailed' })}>
        <p id={failedId}>{createFailedText}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'addressCreateFailed' })}>
            OK
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
