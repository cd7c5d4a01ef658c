import { useSearchParams } from 'react-router-dom';
import { useTireProducts } from '../../api';
import { validateTireSize } from '../../domain/validate-tire-size';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { tireDetailSpec } from './tire-detail.options';
import { useBookingFields } from '../../booking/use-booking';
import { atdLocationId } from '../tire-common/tire-offerings';
import { tireCardData, tireSpecRows } from '../tire-common/tire-product-data';
import { useTireCart } from '../tire-common/use-tire-cart';
import { TireDetailView } from './tire-detail-view';

/**
 * One tire (/pricing/tireDetail?product=…, D-51, OPEN-30): the product of the chosen size with its
 * specifications, OE makes and availability; Add to cart puts it in the cart and sends `addToCart`. The price shows
 * while the flow shows the `prices` part (H-08); the ATD location is the provider's content.
 */
export default function TireDetail({ text, values, parts, send, dispatch }: WidgetPropsOf<typeof tireDetailSpec>) {
  const { content } = values;
  const booking = useBookingFields('placeMode', 'clientLocation', 'vehicle', 'cart', 'tireSize', 'tireQuantity');
  const [search] = useSearchParams();
  const id = search.get('product') ?? '';
  const size = booking.tireSize ?? '';
  const sizeOk = validateTireSize(size).ok;
  const query = useTireProducts(atdLocationId(content), sizeOk ? size : null);
  const cart = useTireCart(booking, dispatch, text);
  const product = query.data?.find((p) => p.ATDProductNumber === id) ?? null;
  const status = sizeOk && query.isPending ? 'loading' : product ? 'ready' : 'notFound';
  const hidePrices = parts.prices !== true;

  return (
    <TireDetailView
      status={status}
      info={
        product
          ? {
              card: tireCardData(product, text, hidePrices),
              size,
              specs: tireSpecRows(product, text),
              oeMakes: product.OEMakes ?? [],
              local: Math.max(0, product.availability?.local ?? 0),
              localPlus: Math.max(0, product.availability?.localPlus ?? 0),
            }
          : null
      }
      text={text}
      order={{ preferred: booking.tireQuantity, inCartQuantity: cart.inCart?.id === id ? cart.inCart.quantity : null, cannotOrder: cart.cannotOrder }}
      busy={values.busy}
      addPending={cart.pending}
      onAdd={(quantity) => {
        if (product && cart.add(product, quantity)) send({ type: 'addToCart', product: id });
      }}
      onBack={() => {
        if (!values.busy) send({ type: 'back' });
      }}
    />
  );
}
