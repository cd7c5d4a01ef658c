/** What the review shows of the booking's place and services. Pure. */
import { priceLines } from '../../domain/services-subtotal';
import type { BookingState } from '../../booking/booking-state';
import type { AppointmentPlace } from '../checkout-shared/appointment-details';
import type { ServiceSummaryLine } from '../checkout-shared/services-summary';

/** The service location as the review names it; keyosk and parking names come from the location step's picks. */
export function reviewPlace(b: BookingState, names: { keyosk?: string | null; parking?: string | null } = {}): AppointmentPlace {
  if (b.placeMode === 'home' && b.homeAddress) return { kind: 'home', name: b.homeAddress.one_line_human_readable_address };
  if (b.placeMode === 'workplace' && b.clientLocation) {
    return { kind: 'workplace', name: b.clientLocation.name, keyoskName: names.keyosk ?? null, parkingName: names.parking ?? null };
  }
  if (b.placeMode === 'shop' && b.clientLocation) return { kind: 'shop', name: b.clientLocation.name };
  return { kind: 'none', name: '' };
}

/** The cart's lines with their prices (referral prices included) and booking messages. */
export function serviceLines(b: BookingState): ServiceSummaryLine[] {
  const amounts = priceLines(b.cart, b.referrerCode);
  return b.cart.map((line, i) => ({
    key: `${line.service_offering_id}-${line.quote_option_id ?? ''}-${i}`,
    name: line.display_name || line.long_name,
    quantity: line.quantity,
    cents: amounts[i]?.totalCents ?? 0,
    notes: [line.booking_message_1, line.booking_message_2].filter((m): m is string => !!m && m.trim() !== ''),
  }));
}
