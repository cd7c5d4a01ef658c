/**
 * Pure rules of the review step: the price of the booking (decisions.md "Money", via
 * computePriceBreakdown), when a tip is offered (H-15), when the key location is asked (G-10, G-11),
 * and what the service location is.
 */
import { computePriceBreakdown, type PriceBreakdown } from '../../domain/pricing';
import { KEY_LOCATION_OPTIONS, keyLocationAsked } from '../../domain/key-location';
import { serviceTimeZone } from '../../domain/time-zone';
import type { CouponTerms, SuppliesFeeRule } from '../../domain/service-types';
import type { BookingState } from '../../booking/booking-state';

type Config = Readonly<Record<string, unknown>>;

/** H-15: tips only with Square-type payment, when the provider accepts tips and asks for one at checkout. */
export function tipOffered(config: Config): boolean {
  return config.is_using_square === true && config.is_accepting_tip === true && config.request_tip_at_checkout === true;
}

/** H-16: the preset percentages. */
export function tipPercentDefaults(config: Config): number[] {
  return Array.isArray(config.tip_percent_defaults) ? config.tip_percent_defaults.filter((n): n is number => typeof n === 'number') : [];
}

/** H-08 */
export function pricesHidden(config: Config): boolean {
  return config.is_hiding_price_in_booking === true;
}

/** tax_rate_percent of the service location: the address at home, else the client location. */
export function taxRateOf(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): number | null {
  if (booking.placeMode === 'home') return booking.homeAddress?.tax_rate_percent ?? null;
  return booking.clientLocation?.tax_rate_percent ?? null;
}

/** The zone every date and time of this booking is shown in. */
export function bookingTimeZone(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): string {
  return serviceTimeZone(booking.placeMode === 'home' ? booking.homeAddress : null, booking.clientLocation);
}

/** The booking's price, line by line (tip included only when offered). */
export function reviewPricing(booking: BookingState, config: Config, coupon: CouponTerms | null | undefined): PriceBreakdown {
  const rule = config.supplies_fee_rule as SuppliesFeeRule | null | undefined;
  return computePriceBreakdown({
    items: booking.cart,
    referrerCode: booking.referrerCode,
    coupon: coupon ?? null,
    suppliesFeeRule: rule ?? null,
    taxRatePercent: taxRateOf(booking),
    minimumServiceThresholdDollars: typeof config.minimum_service_threshold_amount_dollars === 'number' ? config.minimum_service_threshold_amount_dollars : null,
    tip: tipOffered(config) ? booking.tip : null,
  });
}

/** The key_exchange_note sent with the booking: the option's label, or the customer's text for Other. */
export function keyExchangeNote(booking: Pick<BookingState, 'placeMode' | 'keyLocation' | 'keyLocationNote'>): string | null {
  if (!keyLocationAsked(booking) || !booking.keyLocation) return null;
  if (booking.keyLocation === 'other') return booking.keyLocationNote.trim() || null;
  return KEY_LOCATION_OPTIONS.find((o) => o.id === booking.keyLocation)?.label ?? null;
}
