import { useCreateAddress } from '../../api/addresses';
import { failureKey } from '../../api/failure-text';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { addressFormSpec } from './address-form.options';
import { addressFieldsOf, emptyAddressDraft } from '../address-shared/address-draft';
import { AddressFormView } from '../address-shared/address-form-view';
import { addressFormTexts } from '../address-shared/address-form-texts';
import { fieldsViewProps } from '../address-shared/fields-view-props';
import { useAddressForm } from '../address-shared/use-address-form';

/**
 * `addressForm` — the /add-home-address page (L-59..L-61): the address form with Save. Save stays disabled
 * until every check passes (B-30); it creates the address with POST /customer/address (B-26) and sends
 * `saved` (the flow goes to the `redirect` query target, default /account, L-60); a failure shows
 * "Sorry, there was a problem saving your address. Please try again." (L-61) and stays. Cancel sends
 * `cancel` (the flow leaves for the same target, unsaved). The flow's L-59 guard keeps visitors out.
 */
export default function AddressForm({ text, values, send }: WidgetPropsOf<typeof addressFormSpec>) {
  const model = useAddressForm({ initial: emptyAddressDraft(), content: values.content, texts: addressFormTexts(text) });
  const create = useCreateAddress();
  const saving = create.isPending || values.busy;

  const save = () => {
    model.attempt();
    if (!model.valid || saving) return;
    create.mutate(addressFieldsOf(model.draft, model.questions), {
      onSuccess: (address) => send({ type: 'saved', addressId: address.customer_address_id }),
    });
  };

  return (
    <div className="widget-address-form">
      {model.placesLoader}
      <AddressFormView
        {...fieldsViewProps(model)}
        canSave={model.valid}
        saving={saving}
        failure={create.isError ? text(failureKey(create.error, 'address-save-failed')) : null}
        onSave={save}
        onCancel={() => send({ type: 'cancel' })}
      />
    </div>
  );
}
