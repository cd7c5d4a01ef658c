import { useEffect, useMemo } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { limitNoteLength } from '../../domain/validate-notes';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { detailingOptionsSpec } from './detailing-options.options';
import { useBookingFields } from '../../booking/use-booking';
import { offeringToCartLine } from '../shared/offering-to-cart-line';
import { useServiceOfferings } from '../shared/use-service-place';
import { detailingAddons, detailingCards } from '../shared/detailing-offerings';
import { needToKnowItems } from './detailing-texts';
import { DetailingOptionsView } from './detailing-options-view';

/**
 * /pricing/detailing-more (D-23..D-30): details of the chosen detailing service, add-on switches, the
 * dirt question (the flow's `dirtQuestion` part), Notes (booking.detailingNote, at most 1020) and the provider's
 * "What you need to know" list (its content, else the flow's default items). Prices show while the flow shows the
 * `prices` part. The step's continueButton carries the Scratch/Paint blocker (D-30), which reads the cart line's
 * detailing_category and booking.detailingNote.
 */
export default function DetailingOptions({ values, parts, dispatch, text }: WidgetPropsOf<typeof detailingOptionsSpec>) {
  const { content } = values;
  const booking = useBookingFields('placeMode', 'clientLocation', 'vehicle', 'cart', 'dirtLevel', 'detailingNote');
  const data = useServiceOfferings(booking);
  const offerings = data.offerings;
  const cards = useMemo(() => detailingCards(offerings ?? []), [offerings]);
  const addons = useMemo(() => detailingAddons(offerings ?? []), [offerings]);
  const chosenLine = booking.cart.find((l) => l.kind === 'detailing' && l.display_category !== 'addon');
  const service: ServiceOffering | null = chosenLine
    ? (cards.find((c) => c.service_offering_id === chosenLine.service_offering_id) ?? null)
    : null;

  // Refresh the chosen line from the price list (keeps detailing_category right for D-30 after a reload).
  useEffect(() => {
    if (!service || !chosenLine) return;
    const fresh = offeringToCartLine(service);
    if (fresh.detailing_category !== (chosenLine.detailing_category ?? null)) {
      dispatch({ type: 'refreshDetailingCategory', serviceOfferingId: fresh.service_offering_id, category: fresh.detailing_category ?? null });
    }
  }, [service, chosenLine, dispatch]);

  return (
    <DetailingOptionsView
      service={service ?? null}
      addons={addons}
      selectedAddonIds={booking.cart.filter((l) => addons.some((a) => a.service_offering_id === l.service_offering_id)).map((l) => l.service_offering_id)}
      showPrices={parts.prices === true}
      showDirtQuestion={parts.dirtQuestion === true}
      dirtLevel={booking.dirtLevel}
      note={booking.detailingNote}
      noteRequired={(chosenLine?.detailing_category ?? null) !== null}
      needToKnow={needToKnowItems(content.detailing_need_to_know, text)}
      text={text}
      loading={data.isLoading}
      onToggleAddon={(addon) => {
        dispatch({ type: 'toggleService', line: offeringToCartLine(addon) });
      }}
      onDirtLevel={(level) =>
        dispatch({ type: 'answer', field: 'dirtLevel', value: level })
      }
      onNote={(note) =>
        dispatch({ type: 'answer', field: 'detailingNote', value: limitNoteLength(note) })
      }
    />
  );
}
