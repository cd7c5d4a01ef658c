import { useState } from 'react';
import { useTireProducts } from '../../api';
import { validateTireSize } from '../../domain/validate-tire-size';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { tireProductsSpec } from './tire-products.options';
import { useBookingFields } from '../../booking/use-booking';
import {
  filterTires,
  NO_TIRE_FILTERS,
  sortTires,
  tireBrands,
  type TireFilters,
  type TireSortKey,
} from '../tire-common/tire-catalog';
import { atdLocationId } from '../tire-common/tire-offerings';
import { tireCardData } from '../tire-common/tire-product-data';
import { TIRE_FILTERS_QUERY, useMediaQuery } from '../tire-common/use-wide-viewport';
import { useTireCart } from '../tire-common/use-tire-cart';
import { TireProductsView } from './tire-products-view';

/**
 * New tires (/pricing/newtires, D-41..D-47): the products of the chosen size at the provider's ATD
 * location, sorted (D-43) and, on screens wider than 600 px, filtered (D-42); add to cart limited by
 * availability (D-47); a failure or an empty list shows the no-tires message (D-46). The ATD location is the
 * provider's content; prices (and the price filter) show while the flow shows the `prices` part (H-08).
 */
export default function TireProducts({ text, values, parts, send, dispatch }: WidgetPropsOf<typeof tireProductsSpec>) {
  const { content } = values;
  const booking = useBookingFields('placeMode', 'clientLocation', 'vehicle', 'cart', 'tireSize', 'tireQuantity');
  const size = booking.tireSize ?? '';
  const sizeOk = validateTireSize(size).ok;
  const query = useTireProducts(atdLocationId(content), sizeOk ? size : null);
  const [sort, setSort] = useState<TireSortKey>('recommended');
  const [filters, setFilters] = useState<TireFilters>(NO_TIRE_FILTERS);
  const wide = useMediaQuery(TIRE_FILTERS_QUERY);
  const cart = useTireCart(booking, dispatch, text);
  const hidePrices = parts.prices !== true;

  const all = query.data ?? [];
  const status = !sizeOk || query.isError || (query.isSuccess && all.length === 0) ? 'noTires' : query.isSuccess ? 'ready' : 'loading';
  // Filters apply only while they are shown (D-42): a narrow screen sees every product.
  const shown = sortTires(wide ? filterTires(all, hidePrices ? { ...filters, priceBand: null } : filters) : all, sort);

  return (
    <TireProductsView
      status={status}
      size={size}
      products={shown.map((p) => tireCardData(p, text, hidePrices))}
      total={all.length}
      sort={sort}
      showFilters={wide}
      showPrices={!hidePrices}
      brands={tireBrands(all)}
      filters={filters}
      inCart={cart.inCart}
      preferredQuantity={booking.tireQuantity}
      cannotOrder={cart.cannotOrder}
      text={text}
      busy={values.busy}
      addPending={cart.pending}
      onSort={setSort}
      onFilters={setFilters}
      onAdd={(id, quantity) => {
        const product = all.find((p) => p.ATDProductNumber === id);
        if (product) cart.add(product, quantity);
      }}
      onView={(id) => send({ type: 'viewTire', product: id })}
      onContinue={() => send({ type: 'continue' })}
    />
  );
}
