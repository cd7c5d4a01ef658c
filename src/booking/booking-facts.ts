import { parseClockTime } from '../domain/calendar-date';
import { validateAdditionalPhones } from '../domain/validate-additional-phones';
import { servicesSubtotalCents } from '../domain/services-subtotal';
import { keyLocationComplete } from '../domain/key-location';
import { isMakeOffered } from '../domain/offered-make';
import { scheduleVariant } from '../domain/schedule-variant';
import type { BookingScheduleChoice, BookingState } from './booking-state';
import type { BookingFacts } from '../generated/booking-facts';

/** The booking facts flow conditions read (`{ "booking": name }`); generated from schemas/booking-facts.schema.json (`npm run codegen`). */
export type { BookingFacts };

/** The schedule facts (F-15..F-17, F-21, F-22) of the schedule step's choice; the variant (OPEN-54) says whether a time is needed. */
function scheduleFacts(schedule: BookingScheduleChoice | null, config: Readonly<Record<string, unknown>>) {
  if (!schedule) return { dateChosen: false, scheduleWaitlist: false, handRaise: false, availabilityGiven: false, leaveAfterArrive: true };
  const waitlist = schedule.waitlist ?? (schedule.date === null && schedule.waitlist_note.trim() !== '');
  const needsTime = scheduleVariant(config) !== 'month';
  const timeChosen = schedule.confirmedAppointmentStartTime !== null || schedule.plannedArrivalTime !== null;
  const arrive = parseClockTime(schedule.plannedArrivalTime);
  const leave = parseClockTime(schedule.plannedDepartureTime);
  return {
    dateChosen: !waitlist && schedule.date !== null && (!needsTime || timeChosen),
    scheduleWaitlist: waitlist,
    handRaise: !waitlist && schedule.is_handraise,
    availabilityGiven: schedule.waitlist_note.trim() !== '',
    // As validateArriveLeave (src/domain/arrive-leave), without its message (kept out of the up-front bundle).
    leaveAfterArrive: arrive === null || leave === null || leave > arrive,
  };
}

/**
 * Derives the booking facts from the state and the provider configuration. Pure.
 * `cartBelowMinimum` compares the cart in cents with `minimum_appointment_amount_dollars` (never
 * below when the cart is empty or the provider sets no minimum).
 */
export function bookingFacts(state: BookingState, config: Readonly<Record<string, unknown>>): BookingFacts {
  const vehicle = state.vehicle;
  const minimumDollars = typeof config.minimum_appointment_amount_dollars === 'number' ? config.minimum_appointment_amount_dollars : 0;
  const total = servicesSubtotalCents(state.cart, state.referrerCode);
  const hasHomeAddress = state.placeMode === 'home' && state.homeAddress !== null;
  const hasClientLocation = (state.placeMode === 'workplace' || state.placeMode === 'shop') && state.clientLocation !== null;
  return {
    hasVehicle: vehicle !== null,
    vehicleType: vehicle?.type ?? 'none',
    vehicleMakeOffered: isMakeOffered(vehicle?.make ?? null, config.offered_vehicle_makes),
    // C-44/C-45: the make being entered or looked up (no make chosen yet: nothing to refuse).
    candidateMake: state.vehicleCandidate?.make ?? null,
    candidateMakeOffered: !state.vehicleCandidate || isMakeOffered(state.vehicleCandidate.make, config.offered_vehicle_makes),
    vehicleInfoRevealed: state.vehicleInfoRevealed,
    hasPlace: hasHomeAddress || hasClientLocation,
    placeMode: state.placeMode,
    hasHomeAddress,
    cartEmpty: state.cart.length === 0,
    cartHasQuoteOption: state.cart.some((l) => l.quote_option_id != null),
    quoteOptionChosen: state.quoteChoice?.chosen.some((o) => typeof o === 'number') ?? false,
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
    ...scheduleFacts(state.schedule, config),
    keyLocationGiven: keyLocationComplete(state),
    // The tip selector sets the tip to the amount whenever the typed text is numeric (parseCustomTip), else to none.
    additionalPhonesValid: validateAdditionalPhones(state.additionalPhones).ok,
    tipValid: state.tipCustomText === null || state.tipCustomText.trim() === '' || state.tip?.kind === 'amount',
    // Written by the review as its payment methods load (H-18..H-21); the card rule's blocker reads it.
    paymentSettled: state.payment !== null,
    shopLocationCount: state.shopLocationIds?.length ?? 0,
    serviceVehicleId: state.serviceVehicleId,
  };
}
