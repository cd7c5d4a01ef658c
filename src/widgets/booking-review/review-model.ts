/**
 * Pure rules of the review step: the price of the booking (decisions.md "Money", via
 * computePriceBreakdown), the tip percentages (H-16), the key exchange note (G-10, G-11) and the service
 * location's zone and tax. Whether a tip is offered (H-15) and prices show (H-08) is the flow's (parts).
 */
import { computePriceBreakdown, type PriceBreakdown } from '../../domain/pricing';
import { KEY_LOCATION_OPTIONS, keyLocationAsked } from '../../domain/key-location';
import { serviceTimeZone } from '../../domain/time-zone';
import type { CouponTerms, SuppliesFeeRule } from '../../domain/service-types';
import type { BookingState } from '../../booking/booking-state';
import type { ProviderContent } from '../contract/widget-props';

/** H-16: the preset percentages (the provider's content). */
export function tipPercentDefaults(content: Readonly<Pick<ProviderContent, 'tip_percent_defaults'>>): number[] {
  return Array.isArray(content.tip_percent_defaults) ? content.tip_percent_defaults.filter((n): n is number => typeof n === 'number') : [];
}

/** tax_rate_percent of the service location: the address at home, else the client location. */
function taxRateOf(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): number | null {
  if (booking.placeMode === 'home') return booking.homeAddress?.tax_rate_percent ?? null;
  return booking.clientLocation?.tax_rate_percent ?? null;
}

/** The zone every date and time of this booking is shown in. */
export function bookingTimeZone(booking: Pick<BookingState, 'placeMode' | 'homeAddress' | 'clientLocation'>): string {
  return serviceTimeZone(booking.placeMode === 'home' ? booking.homeAddress : null, booking.clientLocation);
}

/**
 * The booking's price, line by line, with the provider's pricing rules (content: the supplies fee, the minimum
 * service charge); the tip included only when the flow offers one (`withTip`, the `tip` part, H-15).
 */
export function reviewPricing(
  booking: BookingState,
  content: Readonly<Pick<ProviderContent, 'supplies_fee_rule' | 'minimum_service_threshold_amount_dollars'>>,
  coupon: CouponTerms | null | undefined,
  withTip: boolean,
): PriceBreakdown {
  const rule: SuppliesFeeRule | null | undefined = content.supplies_fee_rule;
  return computePriceBreakdown({
    items: booking.cart,
    referrerCode: booking.referrerCode,
    coupon: coupon ?? null,
    suppliesFeeRule: rule ?? null,
    taxRatePercent: taxRateOf(booking),
    minimumServiceThresholdDollars: typeof content.minimum_service_threshold_amount_dollars === 'number' ? content.minimum_service_threshold_amount_dollars : null,
    tip: withTip ? booking.tip : null,
    customDiscountDollars: booking.quote?.customDiscountDollars ?? null,
    customDiscountReason: booking.quote?.customDiscountReason ?? null,
  });
}

/** The key_exchange_note sent with the booking: the option's label, or the customer's text for Other. */
export function keyExchangeNote(booking: Pick<BookingState, 'placeMode' | 'keyLocation' | 'keyLocationNote'>): string | null {
  if (!keyLocationAsked(booking) || !booking.keyLocation) return null;
  if (booking.keyLocation === 'other') return booking.keyLocationNote.trim() || null;
  return KEY_LOCATION_OPTIONS.find((o) => o.id === booking.keyLocation)?.label ?? null;
}
