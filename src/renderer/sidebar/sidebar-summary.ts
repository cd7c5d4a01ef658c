import { isRemovable } from '../../domain/cart';
import { formatMoney, formatPrice } from '../../domain/money';
import { priceLines, servicesSubtotalCents } from '../../domain/services-subtotal';
import type { BookingState, CartLine } from '../../booking/booking-state';

/** One service as the sidebar lists it (D-72). */
export interface SidebarLine {
  /** Stable key: offering and quote option. */
  key: string;
  name: string;
  quantity: number;
  /** Line price (unit × quantity, "FREE" for zero); null when prices are hidden (H-08). */
  priceText: string | null;
  /** False for services included with every mechanical service (D-55). */
  removable: boolean;
  line: CartLine;
}

/** What the sidebar shows, derived from the booking and the flow's sidebar parts. Pure. */
export interface SidebarSummary {
  /** The home address on one line, or the workplace/shop name; null before a place is chosen. */
  location: string | null;
  /** The vehicle's display name; null before one is chosen. */
  vehicle: string | null;
  lines: SidebarLine[];
  /** The services subtotal (packages at 80 % with a referrer code, D-15); null when prices are hidden or the cart is empty. */
  subtotalText: string | null;
  pricesHidden: boolean;
}

/** The key of a cart line: the same offering with another quote option is another line. */
export function cartLineKey(line: Pick<CartLine, 'service_offering_id' | 'quote_option_id'>): string {
  return `${line.service_offering_id}:${line.quote_option_id ?? ''}`;
}

/** The customer-facing name of a cart line. */
export function cartLineName(line: Pick<CartLine, 'display_name' | 'long_name' | 'short_name'>): string {
  return line.display_name?.trim() || line.long_name?.trim() || line.short_name?.trim() || 'Service';
}

/** The place as the sidebar shows it: the home address on one line, or the workplace/shop name; null before one is chosen. */
export function sidebarLocation(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): string | null {
  if (booking.placeMode === 'home' && booking.homeAddress) {
    const a = booking.homeAddress;
    const line = a.one_line_human_readable_address?.trim();
    if (line) return line;
    return [a.address_line_1, a.address_line_2, a.city, [a.state, a.postal_code].filter(Boolean).join(' ')]
      .filter((p) => p && p.trim())
      .join(', ');
  }
  if ((booking.placeMode === 'workplace' || booking.placeMode === 'shop') && booking.clientLocation) return booking.clientLocation.name;
  return null;
}

/** The vehicle as the sidebar shows it: its display name; null before one is chosen. */
export function sidebarVehicle(booking: Pick<BookingState, 'vehicle'>): string | null {
  return booking.vehicle?.displayName?.trim() || null;
}

/** The services part of the sidebar (D-72, D-73, H-08): each line and the subtotal, prices left out when the flow hides them (its `prices` part). */
export function sidebarServices(
  booking: Pick<BookingState, 'cart' | 'referrerCode'>,
  pricesHidden: boolean,
): Pick<SidebarSummary, 'lines' | 'subtotalText' | 'pricesHidden'> {
  const amounts = priceLines(booking.cart, booking.referrerCode);
  const lines = booking.cart.map((line, i) => ({
    key: cartLineKey(line),
    name: cartLineName(line),
    quantity: amounts[i]?.quantity ?? 1,
    priceText: pricesHidden ? null : formatPrice(amounts[i]?.totalCents ?? 0),
    removable: isRemovable(line),
    line,
  }));
  const subtotal = servicesSubtotalCents(booking.cart, booking.referrerCode);
  return { lines, subtotalText: pricesHidden || lines.length === 0 ? null : formatMoney(subtotal), pricesHidden };
}

/**
 * The sidebar's content (D-72, D-73, H-08): place, vehicle, each service with its quantity and line price,
 * and the services subtotal; prices are left out when the flow hides them (the sidebar's `prices` part).
 */
export function sidebarSummary(
  booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation' | 'vehicle' | 'cart' | 'referrerCode'>,
  pricesHidden: boolean,
): SidebarSummary {
  return { location: sidebarLocation(booking), vehicle: sidebarVehicle(booking), ...sidebarServices(booking, pricesHidden) };
}
