import { useMemo } from 'react';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { detailingPickerSpec } from './detailing-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import { offeringToCartLine } from '../shared/offering-to-cart-line';
import { useOfferedTypeNames, useServiceOfferings } from '../shared/use-service-place';
import { detailingCards } from '../shared/detailing-offerings';
import { DetailingPickerView } from './detailing-picker-view';

/**
 * /pricing/detailing (D-20..D-22): detailing cards; choosing one makes it the only service in the
 * cart and sends `pickDetailing` (with its service_offering_id). The note that mechanical service is
 * booked separately shows while the flow shows the `mechanicalNote` part (vehicle skipping off) and the place also
 * offers mechanical; prices while it shows the `prices` part.
 */
export default function DetailingPicker({ values, parts, dispatch, send, text }: WidgetPropsOf<typeof detailingPickerSpec>) {
  const booking = useBookingFields('placeMode', 'clientLocation', 'homeAddress', 'vehicle', 'cart');
  const data = useServiceOfferings(booking);
  const types = useOfferedTypeNames(booking);
  const cards = useMemo(() => detailingCards(data.offerings ?? []), [data.offerings]);
  const showNote = parts.mechanicalNote === true && (types.names ?? []).includes('mechanical');
  const selected = booking.cart.find((l) => l.kind === 'detailing' && cards.some((c) => c.service_offering_id === l.service_offering_id));
  return (
    <DetailingPickerView
      cards={cards}
      selectedId={selected?.service_offering_id ?? null}
      showPrices={parts.prices === true}
      mechanicalNote={showNote ? text('detailing-mechanical-note') : null}
      text={text}
      // The mechanical note (from the offered types) and the cards arrive together: nothing is pushed down (issue 14).
      loading={data.isLoading || types.isLoading}
      error={data.isError}
      busy={values.busy}
      onChoose={(offering) => {
        dispatch({ type: 'chooseOnlyService', line: offeringToCartLine(offering) });
        send({ type: 'pickDetailing', service_offering_id: offering.service_offering_id });
      }}
    />
  );
}
