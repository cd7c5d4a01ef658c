/**
 * L-25: the booking a quote for next time starts — a fresh booking (nothing left of an earlier one but
 * the referral code and the last booking's records, as the account area's "Book A New Service" does)
 * with the work's vehicle as the booking's vehicle and the quoted services (future, then declined) as
 * the cart, classified like the service screens (`offeringToCartLine`). Pure: each returns the booking's
 * `startNewBooking` command.
 */
import type { ScheduledWork } from '../../api/entities';
import type { BookingCommand } from '../../booking/booking-command';
import type { BookingVehicle, CartLine } from '../../booking/booking-state';
import { offeringToCartLine } from '../shared/offering-to-cart-line';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { quoteServices } from '../work-lines/work-lines';

/** The work's vehicle as the booking's, unless the work has none or it was deleted. */
function quoteVehicle(work: Pick<ScheduledWork, 'vehicle'>): BookingVehicle | null {
  return work.vehicle && work.vehicle.is_deleted !== true ? toBookingVehicle(work.vehicle) : null;
}

/** The quoted services as cart lines (at least one of each). */
function quoteCart(work: Pick<ScheduledWork, 'services'>): CartLine[] {
  return quoteServices(work.services).map((line) => {
    const offering = offeringToCartLine(line);
    return { ...offering, quantity: Math.max(1, offering.quantity ?? 1) };
  });
}

/** L-25 "Book These Services": the quoted services in the cart, the work's vehicle chosen. */
export function bookQuote(work: ScheduledWork): BookingCommand {
  return { type: 'startNewBooking', vehicle: quoteVehicle(work), cart: quoteCart(work) };
}

/** An empty quote's "Book a Service": a fresh booking for the work's vehicle, no services yet. */
export function startBookingFor(work: ScheduledWork): BookingCommand {
  return { type: 'startNewBooking', vehicle: quoteVehicle(work), cart: [] };
}
