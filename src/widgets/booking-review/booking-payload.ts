/**
 * The POST /booking/scheduled-work payload (H-28) and, after success, the finished page's snapshot
 * (H-41..H-44). Pure.
 */
import type { CardToken } from '../../api/payments';
import { additionalPhonesPayload } from '../../domain/validate-additional-phones';
import type { NewBooking, ScheduledWork } from '../../api/scheduled-works';
import { centsToDollars, dollarsToCents } from '../../domain/money';
import type { PriceBreakdown } from '../../domain/pricing';
import { priceLines } from '../../domain/services-subtotal';
import { phoneDigits } from '../../domain/validate-phone';
import type { BookingState, LastBooking } from '../../booking/booking-state';
import { storedPriceLines } from '../checkout-shared/stored-price-lines';
import { bookingTimeZone, keyExchangeNote } from './review-model';

export interface PaymentPart {
  paymentMethodId: number | null;
  token: CardToken | null;
}

function diagnosticText(b: BookingState): string | null {
  const parts = [b.otherServiceDescription.trim()];
  if (b.diagnosticConcerns.length) parts.push(`Concerns: ${b.diagnosticConcerns.join(', ')}`);
  if (b.diagnosticDescription.trim()) parts.push(b.diagnosticDescription.trim());
  const text = parts.filter(Boolean).join('\n\n');
  return text || null;
}

/** H-28: every field the back end reads, from the booking, its price and the payment. */
export function bookingPayload(b: BookingState, price: PriceBreakdown, payment: PaymentPart, customerId: number | null, tipOffered: boolean): NewBooking {
  const atLocation = b.placeMode === 'workplace' || b.placeMode === 'shop';
  const s = b.schedule;
  const perTire = b.cart.some((l) => l.per_tire || l.kind === 'tire');
  return {
    pricing: {
      subtotal_dollars: centsToDollars(price.subtotalCents),
      coupon_discount_dollars: centsToDollars(price.couponDiscountCents),
      custom_discount_dollars: centsToDollars(price.customDiscountCents),
      supplies_fee_dollars: centsToDollars(price.suppliesFeeCents),
      sales_tax_dollars: centsToDollars(price.salesTaxCents),
      minimum_service_charge_dollars: centsToDollars(price.minimumServiceChargeCents),
      tip_dollars: centsToDollars(price.tipCents),
      total_dollars: centsToDollars(price.totalCents),
    },
    account: {
      ...(customerId !== null ? { customer_id: customerId } : {}),
      first_name: b.customer.firstName.trim(),
      last_name: b.customer.lastName.trim(),
      email: b.customer.email.trim(),
      phone: phoneDigits(b.customer.phone),
    },
    client_location_id: atLocation ? (b.clientLocation?.id ?? null) : null,
    customer_address_id: b.placeMode === 'home' ? (b.homeAddress?.id ?? null) : null,
    vehicle_id: b.vehicle?.id ?? null,
    keyosk_id: b.placeMode === 'workplace' ? b.keyoskId : null,
    parking_id: b.placeMode === 'workplace' ? b.parkingId : null,
    key_exchange_note: keyExchangeNote(b),
    other_service_description: diagnosticText(b),
    schedule: s
      ? {
          date: s.date,
          plannedArrivalTime: s.plannedArrivalTime,
          plannedDepartureTime: s.plannedDepartureTime,
          serviceVehicleId: s.serviceVehicleId,
          scheduleInstanceId: s.scheduleInstanceId,
          customerNote: s.customerNote || null,
          waitlist_note: s.waitlist_note || null,
          is_handraise: s.is_handraise,
          isPickupAndDelivery: s.isPickupAndDelivery,
          confirmedAppointmentStartTime: s.confirmedAppointmentStartTime,
        }
      : { date: null, customerNote: b.scheduleNote || null },
    services: b.cart.map((l) => ({ service_offering_id: l.service_offering_id, quantity: l.quantity, quote_option_id: l.quote_option_id ?? null })),
    coupon_code: b.couponCode,
    referrer_code: b.referrerCode,
    tireDetails: perTire || b.tireSize ? { tire_size: b.tireSize, quantity: b.tireQuantity, products: b.cart.filter((l) => l.atd_product_number).map((l) => l.atd_product_number) } : null,
    detailingNote: b.detailingNote.trim() || null,
    payment_method_id: payment.paymentMethodId,
    // K-54: the numbers typed on the review, as 10 digits; empty entries are left out (a new booking stores none).
    additional_phone_numbers: (additionalPhonesPayload(b.additionalPhones) ?? []).filter((n): n is string => n !== false),
    tip_amount_dollars: tipOffered ? centsToDollars(price.tipCents) : null,
    tip_entry_method: tipOffered && price.tipCents > 0 ? 'checkout' : null,
    quote_id: b.quote?.quoteId ?? null,
    tire_quantity: perTire ? b.tireQuantity : null,
    customDiscountAmountDollars: price.customDiscountCents > 0 ? centsToDollars(price.customDiscountCents) : null,
    customDiscountReason: price.customDiscountCents > 0 ? (b.quote?.customDiscountReason ?? null) : null,
    images: b.images.map((i) => ({ fileName: i.fileName, folder: i.folder ?? null })),
    ...(payment.token ?? {}),
  };
}

const cents = (dollars: number | null | undefined) => dollarsToCents(dollars ?? 0);

/** The finished page's summary: what was booked, with the back end's stored figures (decisions.md "Money"). */
export function lastBookingOf(b: BookingState, work: ScheduledWork, pricesHidden: boolean): LastBooking {
  const place: LastBooking['place'] =
    b.placeMode === 'workplace'
      ? { kind: 'workplace', locationName: work.client_location?.long_name ?? b.clientLocation?.name ?? '', keyoskName: work.keyosk?.name ?? null, parkingName: work.parking?.name ?? null }
      : b.placeMode === 'shop'
        ? { kind: 'shop', locationName: work.client_location?.long_name ?? b.clientLocation?.name ?? '', address: work.client_location?.address?.one_line_human_readable_address ?? null }
        : { kind: 'home', address: work.customer_address?.one_line_human_readable_address ?? b.homeAddress?.one_line_human_readable_address ?? '' };
  const amounts = priceLines(work.services, b.referrerCode);
  return {
    scheduledWorkId: work.scheduled_work_id,
    customer: { ...b.customer },
    place,
    date: work.date ?? null,
    arrival: work.plannedArrivalTime ?? work.confirmed_appointment_start_time ?? null,
    departure: work.plannedDepartureTime ?? null,
    timeZone: bookingTimeZone(b),
    vehicle: b.vehicle?.displayName ?? null,
    // D-15: packages at the referral price the review quoted (the booking's referrer code), as the stored subtotal has them.
    services: work.services.map((l, i) => ({
      name: l.display_name || l.long_name || l.short_name || `Service ${l.service_offering_id}`,
      quantity: amounts[i]!.quantity,
      cents: amounts[i]!.totalCents,
    })),
    costs: storedPriceLines(work),
    totalCents: cents(work.total_taxed_price_dollars),
    pricesHidden,
  };
}
