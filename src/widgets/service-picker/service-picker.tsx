import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useCustomerInfo } from '../../api/customer-info';
import type { ServiceOffering } from '../../api/entities';
import { deleteImage, uploadImage } from '../../api/uploads';
import { useRecalls } from '../../api/vehicles';
import { isInCart, isRemovable } from '../../domain/cart';
import { servicesSubtotalCents, unitPriceCents } from '../../domain/services-subtotal';
import type { BookingCommand } from '../../booking/booking-command';
import type { BookingImage } from '../../booking/booking-state';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { servicePickerSpec } from './service-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import { isOtherService, isRecallOffering, offeringName, offeringToCartLine } from '../shared/offering-to-cart-line';
import { useServiceOfferings } from '../shared/use-service-place';
import type { PickedImage } from '../shared/image-picker';
import { IssueDescriptionModal } from './issue-description-modal';
import { RecallNoticeModal } from './recall-notice-modal';
import { ServicePickerView } from './service-picker-view';
import { failureKey } from '../../api/failure-text';
import { buildServiceSections, mechanicalOfferings } from './service-sections';
import { useReferralFromQuery } from './use-referral-from-query';
import type { ImageUploadDeps } from '../shared/use-image-uploads';

/**
 * /pricing/services (D-10..D-18, D-53..D-66, D-71): the mechanical price list for the booking's place
 * and vehicle in sections, selected with the cart rules of src/domain/cart; the Other service opens
 * the issue-description modal; the recall notice when recalls are found; the total. A `?ref=` code is
 * kept as booking.referrerCode (the layout shows the referral banner and toasts cart changes). The step's
 * continueButton (after this widget) carries the D-16/D-17 blockers, which read the cart lines' kinds.
 * The flow decides its parts: `prices` (prices and the total, H-08), `quantity` (OPEN-61) and `recallNotice` (D-10:
 * the recalls are looked up only while it shows). Every text is a message of the step or the flow.
 */
export default function ServicePicker({ values, parts, dispatch, text }: WidgetPropsOf<typeof servicePickerSpec>) {
  const { session } = values;
  const booking = useBookingFields('referrerCode', 'placeMode', 'clientLocation', 'vehicle', 'cart', 'images', 'otherServiceDescription');
  useReferralFromQuery(booking.referrerCode, dispatch);

  const data = useServiceOfferings(booking);
  // Issue 28: the price list arrives in a query update, which React draws at once, in the answer's task (51–55 ms
  // at 4× CPU for the whole list, traced); deferred, it is drawn in slices, the loading notice kept until it is.
  const offerings = useDeferredValue(data.offerings);
  const listLoading = data.isLoading || (data.offerings !== undefined && offerings === undefined);
  const customer = useCustomerInfo({ enabled: session.signedIn });
  const recalls = useRecalls(parts.recallNotice ? (booking.vehicle?.vin ?? null) : null);
  const [recallClosed, setRecallClosed] = useState(false);
  const [describing, setDescribing] = useState<ServiceOffering | null>(null);
  const previews = useRef(new Map<string, string | null>());

  const mechanical = useMemo(() => mechanicalOfferings(offerings ?? [], booking.vehicle?.type), [offerings, booking.vehicle?.type]);
  const sections = useMemo(
    () => buildServiceSections(mechanical, customer.data?.scheduled_works ?? [], booking.vehicle?.id),
    [mechanical, customer.data, booking.vehicle?.id],
  );
  const recallOffering = mechanical.find(isRecallOffering);

  const included = useMemo(() => mechanical.filter((o) => o.included_with_every_mechanical_service === true).map((o) => offeringToCartLine(o)), [mechanical]);
  const toggle = (offering: ServiceOffering, extra?: BookingCommand) => {
    const line = offeringToCartLine(offering);
    const selected = isInCart(booking.cart, line);
    if (selected && !isRemovable(line)) return;
    dispatch({ type: 'toggleService', line, included }, ...(extra ? [extra] : []));
  };

  const onToggle = (offering: ServiceOffering) => {
    if (isOtherService(offering) && !isInCart(booking.cart, offeringToCartLine(offering))) {
      setDescribing(offering);
      return;
    }
    toggle(offering);
  };

  const uploads: ImageUploadDeps = useMemo(
    () => ({
      upload: (file: File) => uploadImage(file, { fileName: file.name }),
      remove: (image) => deleteImage(image),
      text,
    }),
    [text],
  );

  const pickedImages: PickedImage[] = booking.images.map((i) => ({ ...i, folder: i.folder ?? null, preview: previews.current.get(i.id) ?? null }));

  const saveDescription = (offering: ServiceOffering, description: string, images: PickedImage[]) => {
    for (const i of images) previews.current.set(i.id, i.preview);
    const stored: BookingImage[] = images.map(({ id, fileName, originalFileName, folder }) => ({ id, fileName, originalFileName, folder }));
    setDescribing(null);
    const describe: BookingCommand = { type: 'describeOtherService', description, images: stored };
    if (isInCart(booking.cart, offeringToCartLine(offering))) dispatch(describe);
    else toggle(offering, describe);
  };

  const vehicleName = booking.vehicle?.displayName || [booking.vehicle?.year, booking.vehicle?.make, booking.vehicle?.model].filter(Boolean).join(' ');
  const recallList = (recalls.data ?? []).map((r) => r.recall_formatted_string).filter((r): r is string => !!r);

  return (
    <>
      <ServicePickerView
        sections={sections}
        cart={booking.cart}
        referrerCode={booking.referrerCode}
        showPrices={parts.prices === true}
        showQuantity={parts.quantity === true}
        text={text}
        totalCents={servicesSubtotalCents(booking.cart, booking.referrerCode)}
        loading={listLoading}
        error={data.isError}
        errorText={text(failureKey(data.error, 'services-load-failed'))}
        onRetry={data.refetch}
        onToggle={onToggle}
        onQuantity={(offering, quantity) =>
          dispatch({ type: 'setServiceQuantity', serviceOfferingId: offering.service_offering_id, quantity, quoteOptionId: offering.quote_option_id ?? null })
        }
        onEditDescription={setDescribing}
      />
      <RecallNoticeModal
        open={parts.recallNotice === true && recallList.length > 0 && !recallClosed && offerings !== undefined}
        recalls={recallList}
        vehicleName={vehicleName}
        canAddRecall={!!recallOffering && !isInCart(booking.cart, offeringToCartLine(recallOffering))}
        costCents={recallOffering && parts.prices === true ? unitPriceCents(recallOffering) : null}
        onAddRecall={() => {
          setRecallClosed(true);
          if (recallOffering) toggle(recallOffering);
        }}
        onClose={() => setRecallClosed(true)}
        text={text}
      />
      {describing ? (
        <IssueDescriptionModal
          serviceName={offeringName(describing)}
          initialDescription={booking.otherServiceDescription}
          initialImages={pickedImages}
          uploads={uploads}
          text={text}
          onCancel={() => setDescribing(null)}
          onSave={(description, images) => saveDescription(describing, description, images)}
        />
      ) : null}
    </>
  );
}
