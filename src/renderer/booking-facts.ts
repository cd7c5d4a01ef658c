import { servicesSubtotalCents } from '../domain/services-subtotal';
import type { BookingState } from './booking-state';

/** The booking facts of schemas/booking-facts.schema.json, as flow conditions read them (`{ "booking": name }`). */
export interface BookingFacts {
  hasVehicle: boolean;
  vehicleType: 'none' | 'automobile' | 'rv' | 'atv' | 'motorcycle' | 'boat' | 'plane';
  vehicleMakeOffered: boolean;
  hasPlace: boolean;
  placeMode: 'none' | 'home' | 'workplace' | 'shop';
  hasHomeAddress: boolean;
  cartEmpty: boolean;
  cartHasQuoteOption: boolean;
  cartHasRecall: boolean;
  cartHasPackageOrStandard: boolean;
  cartBelowMinimum: boolean;
  cartHasScratchOrPaint: boolean;
  wantsNewTires: boolean;
  detailingNoteGiven: boolean;
  diagnosticReady: boolean;
  tireSizeChosen: boolean;
  accountExists: boolean;
  changeBooking: boolean;
  parkingChosen: boolean;
  keyoskChosen: boolean;
  customerInfoComplete: boolean;
  textAgreementChecked: boolean;
  termsAccepted: boolean;
  cancellationPolicyAccepted: boolean;
  scheduleNoteGiven: boolean;
  /** Shop locations the place step loaded (0 until loaded; read by the `singleShopLocation` guard). */
  shopLocationCount: number;
  /** The chosen date's service vehicle (read by the `parkAnywhereVehicle` guard). */
  serviceVehicleId: number | null;
}


/**
 * Derives the booking facts from the state and the provider configuration. Pure.
 * `cartBelowMinimum` compares the cart in cents with `minimum_appointment_amount_dollars` (never
 * below when the cart is empty or the provider sets no minimum).
 */
export function bookingFacts(state: BookingState, config: Readonly<Record<string, unknown>>): BookingFacts {
  const vehicle = state.vehicle;
  const offered = Array.isArray(config.offered_vehicle_makes) ? (config.offered_vehicle_makes as string[]) : [];
  const make = vehicle?.make?.toLowerCase() ?? null;
  const minimumDollars = typeof config.minimum_appointment_amount_dollars === 'number' ? config.minimum_appointment_amount_dollars : 0;
  const total = servicesSubtotalCents(state.cart, state.referrerCode);
  const hasHomeAddress = state.placeMode === 'home' && state.homeAddress !== null;
  const hasClientLocation = (state.placeMode === 'workplace' || state.placeMode === 'shop') && state.clientLocation !== null;
  return {
    hasVehicle: vehicle !== null,
    vehicleType: vehicle?.type ?? 'none',
    vehicleMakeOffered: offered.length === 0 || (make !== null && offered.some((m) => m.toLowerCase() === make)),
    hasPlace: hasHomeAddress || hasClientLocation,
    placeMode: state.placeMode,
    hasHomeAddress,
    cartEmpty: state.cart.length === 0,
    cartHasQuoteOption: state.cart.some((l) => l.quote_option_id != null),
    cartHasRecall: state.cart.some((l) => l.kind === 'recall'),
    cartHasPackageOrStandard: state.cart.some((l) => l.kind === 'package' || l.kind === 'standard'),
    cartBelowMinimum: state.cart.length > 0 && minimumDollars > 0 && total < Math.round(minimumDollars * 100),
    cartHasScratchOrPaint: state.cart.some((l) => /^(scratch|paint)$/i.test(l.detailing_category ?? '')),
    wantsNewTires: state.wantsNewTires,
    detailingNoteGiven: state.detailingNote.trim().length > 0,
    diagnosticReady: state.diagnosticConcerns.length > 0 || state.diagnosticDescription.trim().length >= 5,
    tireSizeChosen: state.tireSize !== null && state.tireSize !== '',
    accountExists: state.accountExists === true,
    changeBooking: state.changeBookingId !== null,
    parkingChosen: state.parkingId !== null,
    keyoskChosen: state.keyoskId !== null,
    customerInfoComplete: Object.values(state.customer).every((v) => v.trim() !== ''),
    textAgreementChecked: state.textAgreementChecked,
    termsAccepted: state.termsAccepted,
    cancellationPolicyAccepted: state.cancellationPolicyAccepted,
    scheduleNoteGiven: state.scheduleNote.trim() !== '',
    shopLocationCount: state.shopLocationIds?.length ?? 0,
    serviceVehicleId: state.serviceVehicleId,
  };
}
