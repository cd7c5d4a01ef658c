/**
 * `saveLocation` — K-65: under the place step's workplace/shop choice, a signed-in customer keeps the
 * selected location in My Places (PUT /customer/client-location/{id}, which makes it the customer's
 * `default_client_location_id`). The saved one reads as saved; a failure shows the server's words or the
 * step's own text and keeps the choice. Who sees it (signed-in customers) is the flow's `when`.
 */
import { failureText } from '../../api/failure-text';
import { useSaveCustomerClientLocation } from '../../api/client-locations';
import { useCustomerInfo } from '../../api/customer-info';
import { useBookingFields } from '../../booking/use-booking';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { saveLocationSpec } from './save-location.options';
import { SaveLocationView } from './save-location-view';
import './save-location.css';

export default function SaveLocation({ text, values }: WidgetPropsOf<typeof saveLocationSpec>) {
  const booking = useBookingFields('placeMode', 'clientLocation');
  const customer = useCustomerInfo({ enabled: values.session.signedIn });
  const save = useSaveCustomerClientLocation();
  const id = booking.placeMode === 'workplace' || booking.placeMode === 'shop' ? (booking.clientLocation?.id ?? null) : null;
  if (id === null || !customer.data) return null;
  const failed = save.isError && save.variables?.clientLocationId === id;
  return (
    <SaveLocationView
      label={text('save-place')}
      savedText={text('place-saved')}
      state={customer.data.customer.default_client_location_id === id ? 'saved' : save.isPending ? 'saving' : failed ? 'failed' : 'idle'}
      error={failed ? failureText(save.error, text, text('place-save-failed')) : null}
      onSave={() => save.mutate({ clientLocationId: id })}
    />
  );
}
