import { useState } from 'react';
import type { ServiceOffering } from '../../api';
import { safeUrl } from '../../domain/safe-url';
import { isInCart } from '../../domain/cart';
import { formatMoney, formatPrice } from '../../domain/money';
import { servicesSubtotalCents } from '../../domain/services-subtotal';
import { isTireProductLine } from '../../booking/cart-rules';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { tireServicesSpec } from './tire-services.options';
import { useBookingFields } from '../../booking/use-booking';
import { offeringName, offeringPriceCents, tireOfferingKind, toTireCartOffering } from '../tire-common/tire-offerings';
import { useTirePriceList } from '../tire-common/use-tire-price-list';
import type { TireServiceCardData } from './tire-service-card';
import { TireQuantityModal } from './tire-quantity-modal';
import { TireServicesView } from './tire-services-view';


/**
 * Tire services (/pricing/tires, D-35..D-37, D-48..D-50). Loads the tire services priced for the
 * place and vehicle; a card toggles its service in the cart. Tire Installation asks for the number of
 * tires first (D-49) and then goes on to the tire size (`pickTireService`); the new-tires service sets
 * `wantsNewTires` and goes to the tire size too; per-tire lines carry the tire count (D-50). The layout
 * shows the 3-second cart toasts (D-57) for every cart change. Prices and the Total before tax show while the flow
 * shows the `prices` part (D-36, H-08); the tire shop link is the provider's content (`tire_shop_url`, D-48).
 */
export default function TireServices({ text, values, parts, send, dispatch }: WidgetPropsOf<typeof tireServicesSpec>) {
  const { content } = values;
  const booking = useBookingFields('placeMode', 'clientLocation', 'vehicle', 'cart', 'referrerCode', 'tireQuantity');
  const priceList = useTirePriceList(booking);
  const [installing, setInstalling] = useState<ServiceOffering | null>(null);
  const hidePrices = parts.prices !== true;

  const inCart = (o: ServiceOffering) =>
    tireOfferingKind(o) === 'product' ? booking.cart.some(isTireProductLine) : isInCart(booking.cart, o);

  const pick = (id: number) => {
    const offering = priceList.offerings.find((o) => o.service_offering_id === id);
    if (!offering || values.busy) return;
    const kind = tireOfferingKind(offering);
    if (inCart(offering)) {
      dispatch(kind === 'product' ? { type: 'removeTireProducts' } : { type: 'toggleService', line: toTireCartOffering(offering) });
      return;
    }
    if (kind === 'install') {
      setInstalling(offering);
      return;
    }
    if (kind === 'product') {
      // The product itself is chosen on /pricing/newtires (D-41); the size comes first (D-37).
      dispatch({ type: 'wantNewTires' });
      send({ type: 'pickTireService', service: id, kind });
      return;
    }
    dispatch({ type: 'toggleService', line: toTireCartOffering(offering), perTire: true });
  };

  const confirmInstall = (count: number) => {
    const offering = installing;
    setInstalling(null);
    if (!offering) return;
    dispatch({ type: 'addTireInstall', line: toTireCartOffering(offering), count });
    send({ type: 'pickTireService', service: offering.service_offering_id, kind: 'install' });
  };

  const cards: TireServiceCardData[] = priceList.offerings.map((o) => {
    const line = booking.cart.find((l) => l.service_offering_id === o.service_offering_id && (l.quote_option_id ?? null) === null);
    return {
      id: o.service_offering_id,
      name: offeringName(o),
      subtitle: o.subtitle,
      blurb: o.details_blurb,
      bullets: o.card_bullet_points ?? [],
      priceText: hidePrices || tireOfferingKind(o) === 'product' ? null : formatPrice(offeringPriceCents(o)),
      perTire: o.per_tire === true,
      selected: inCart(o),
      quantity: line && line.per_tire === true ? line.quantity : null,
    };
  });

  return (
    <>
      <TireServicesView
        status={priceList.status}
        cards={cards}
        totalText={hidePrices ? null : formatMoney(servicesSubtotalCents(booking.cart, booking.referrerCode))}
        shopUrl={safeUrl(content.tire_shop_url, ['http:', 'https:'])}
        shopServices={priceList.offerings.filter((o) => tireOfferingKind(o) !== 'product').map(offeringName)}
        text={text}
        continueBlocked={values.continueBlocked}
        blockerMessage={values.blockerMessage}
        busy={values.busy}
        onPick={pick}
        onRetry={priceList.retry}
        // Every press goes to the step (a refused one is traced with the blocker's rule id); only a busy step waits.
        onContinue={() => {
          if (!values.busy) send({ type: 'continue' });
        }}
        onBack={() => send({ type: 'backToVehicle' })}
      />
      {installing ? (
        <TireQuantityModal
          open
          initial={booking.tireQuantity}
          text={text}
          onConfirm={confirmInstall}
          onCancel={() => setInstalling(null)}
        />
      ) : null}
    </>
  );
}
