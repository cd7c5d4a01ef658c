import { useEffect } from 'react';
import { useBookingFields } from '../../booking/use-booking';
import type { DispatchBooking, ProviderContent } from '../contract/widget-props';
import { draftFromBookingAddress, unsavedBookingAddress, type AddressFormTexts } from '../address-shared/address-draft';
import { AddressFieldsView } from '../address-shared/address-fields-view';
import { fieldsViewProps } from '../address-shared/fields-view-props';
import { useAddressForm } from '../address-shared/use-address-form';

/**
 * Home mode for a visitor or guest (B-08, B-15): the address form without Save. While every check passes the
 * typed address is the booking's home address (id null: it is created with the account later, B-26), so
 * Continue is enabled; while one fails the booking has none and Continue says "Please choose a location".
 * An address kept in the booking whose postal code the service area now says is not served (it was let through
 * while the service area could not be read, B-40, and the account step found it out) is taken out of the
 * booking as soon as the step shows it with B-29's message.
 */
export function VisitorHome({
  dispatch,
  content,
  texts,
}: {
  dispatch: DispatchBooking;
  content: Readonly<ProviderContent>;
  texts: AddressFormTexts;
}) {
  const booking = useBookingFields('placeMode', 'homeAddress');
  const model = useAddressForm({ initial: draftFromBookingAddress(booking.homeAddress), content, texts });
  const { dirty, valid, draft, questions } = model;
  const notServed = model.check.ok === false && model.check.kind === 'service-area';

  useEffect(() => {
    if (!dirty && !notServed) return;
    const next = valid ? unsavedBookingAddress(draft, questions) : null;
    if (booking.placeMode === 'home' && JSON.stringify(booking.homeAddress) === JSON.stringify(next)) return;
    dispatch({ type: 'typeHomeAddress', address: next });
  }, [dirty, notServed, valid, draft, questions, booking.placeMode, booking.homeAddress, dispatch]);

  return (
    <section className="place-picker__home" aria-label="Service address">
      {model.placesLoader}
      <AddressFieldsView {...fieldsViewProps(model)} />
    </section>
  );
}
