import type { TireProduct } from '../../api';
import type { BookingState } from '../../booking/booking-state';
import { isTireProductLine } from '../../booking/cart-rules';
import { useBooking } from '../../booking/use-booking';
import type { DispatchBooking } from '../contract/widget-props';
import { tireProductLine } from './tire-offerings';
import { useTirePriceList } from './use-tire-price-list';

export interface TireCart {
  /** The tire product in the cart and its quantity. */
  inCart: { id: string; quantity: number } | null;
  /** Why tires cannot be added (no new-tires service in the price list), or null. */
  cannotOrder: string | null;
  /** The price list is still loading (adding waits). */
  pending: boolean;
  /** Puts `quantity` of the product in the cart (replacing another tire product) and returns true; false when it cannot. */
  add: (product: TireProduct, quantity: number) => boolean;
}

/**
 * Adding a tire product to the cart (D-47, D-50): the line is the price list's new-tires service
 * (is_atd_tire_product) priced at the tire, and the booking's tire count follows the quantity. (The layout
 * shows the cart toast, D-57.)
 */
export function useTireCart(booking: Pick<BookingState, 'placeMode' | 'clientLocation' | 'vehicle' | 'cart'>, dispatch: DispatchBooking, text: (key: string) => string): TireCart {
  const priceList = useTirePriceList(booking);
  const tireSize = useBooking((b) => b.tireSize);
  const line = booking.cart.find(isTireProductLine) ?? null;
  const atd = (line && line.is_atd_tire_product === true ? line : null) ?? priceList.atdOffering;
  const pending = atd === null && priceList.status === 'loading';
  return {
    inCart: line?.atd_product_number ? { id: line.atd_product_number, quantity: line.quantity } : null,
    cannotOrder: atd === null && !pending ? text('tire-cannot-order') : null,
    pending,
    add: (product, quantity) => {
      if (!atd || quantity < 1) return false;
      dispatch({ type: 'addTireProduct', line: tireProductLine(atd, product, quantity, tireSize) });
      return true;
    },
  };
}
