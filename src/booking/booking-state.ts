/**
 * The booking being built, as the booking store keeps it (booking-store.ts, persisted to sessionStorage
 * per provider, so the cart and typed data survive reloads). Components read it with `useBooking(selector)`
 * and widgets change it with named commands (booking-command.ts, `dispatch`); `bookingFacts` derives the flags flow conditions read.
 * Cart lines keep the offering's wire fields, so `src/domain` pricing and cart rules apply directly.
 */
import type { CartItem, SelectableOffering } from '../domain/service-types';
import type { VehicleType } from '../domain/vehicle-types';
import type { LastBooking, LastReschedule } from './booking-outcomes';

export type { LastBooking, LastReschedule } from './booking-outcomes';

type PlaceMode = 'none' | 'home' | 'workplace' | 'shop';
/** What the flow distinguishes in the cart. */
export type CartLineKind = 'package' | 'standard' | 'addon' | 'recall' | 'tire' | 'detailing' | 'diagnostic' | 'other';

/** The service address of a home booking (a saved address has an id; a typed, unsaved one has null). */
export interface BookingAddress {
  id: number | null;
  address_line_1: string;
  address_line_2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  one_line_human_readable_address: string;
  time_zone?: string | null;
  tax_rate_percent?: number | null;
  serviceability_note?: string | null;
}

/** The chosen workplace or shop. */
export interface BookingClientLocation {
  id: number;
  name: string;
  time_zone?: string | null;
  tax_rate_percent?: number | null;
}

export interface BookingVehicle {
  /** Saved vehicle id; null until saved. */
  id: number | null;
  type: VehicleType;
  year: number | null;
  make: string | null;
  model: string | null;
  color: string | null;
  trim?: string | null;
  engine?: string | null;
  vin?: string | null;
  plate?: string | null;
  plateState?: string | null;
  displayName: string;
  standardTireSizes?: string[];
  oilCapacity?: number | null;
}

/** A service offering as the cart keeps it: the wire fields pricing needs plus what the screens show. */
export interface CartOffering extends SelectableOffering {
  long_name: string;
  display_name?: string | null;
  short_name?: string | null;
  labor_hours?: number | null;
  labor_cost_dollars?: number | null;
  schedule_types?: readonly string[] | null;
  booking_message_1?: string | null;
  booking_message_2?: string | null;
  kind: CartLineKind;
  /** Detailing category, e.g. "scratch", "paint" (D-30). */
  detailing_category?: string | null;
  /** A tire product line (D-52): the ATD product number and the size it was chosen for; the line's id is the price list's is_atd_tire_product offering. */
  atd_product_number?: string | null;
  tire_size?: string | null;
  is_atd_tire_product?: boolean | null;
}

export type CartLine = CartItem<CartOffering>;

/** An uploaded image of the issue-description modal (D-66). */
export interface BookingImage {
  id: string;
  fileName: string;
  originalFileName: string;
  folder?: string | null;
}

/**
 * The schedule chosen on the schedule step (F-43 field names): a date with times, or no date
 * (waitlist). Dates and `HH:mm` times are in the service location's time zone.
 */
export interface BookingScheduleChoice {
  /** `YYYY-MM-DD`; null on the waitlist (F-13). */
  date: string | null;
  plannedArrivalTime: string | null;
  plannedDepartureTime: string | null;
  serviceVehicleId: number | null;
  scheduleInstanceId: number | null;
  /** The notes box (F-08); the same text as `scheduleNote`. */
  customerNote: string;
  /** Availability text of the waitlist or of "Prefer to have your service sooner" (F-15, F-16). */
  waitlist_note: string;
  is_handraise: boolean;
  isPickupAndDelivery: boolean;
  /** Time-slot and week-calendar bookings: the chosen start. */
  confirmedAppointmentStartTime: string | null;
  /**
   * The customer continues without a date, on the waitlist (F-13, F-16), even while the availability
   * text is still blank. Not sent. Absent (older data): no date and availability text.
   */
  waitlist?: boolean;
}

/**
 * How a booking will be paid, as the review settled it (H-18..H-21): the payment_method_id chosen (the card
 * processor's method or the fleet account's), or nothing to pay (a zero total, H-21).
 */
export type BookingPayment = { kind: 'method'; paymentMethodId: number } | { kind: 'free' };

/** The options chosen on the quote page of `quoteUuid` (L-29): the chosen option's index per section, null for none. */
interface QuoteChoice {
  quoteUuid: string;
  chosen: (number | null)[];
}

/**
 * The quote a booking was made from (L-35, H-14): its id and the custom discount the provider granted on it, sent
 * with the booking (`quote_id`, `customDiscountAmountDollars`, `customDiscountReason`) and counted in its totals.
 */
export interface BookingQuote {
  quoteId: number;
  customDiscountDollars: number | null;
  customDiscountReason: string | null;
}

export interface BookingState {
  placeMode: PlaceMode;
  homeAddress: BookingAddress | null;
  clientLocation: BookingClientLocation | null;
  /**
   * Ids of the provider's shop client locations, as loaded by the place step; null until loaded.
   * Read by the `singleShopLocation` guard.
   */
  shopLocationIds: number[] | null;
  vehicle: BookingVehicle | null;
  /**
   * The vehicle being entered or looked up on the vehicle steps, before it becomes the booking's vehicle: its make as
   * the customer chose or typed it (lookup tabs) or as the lookup answered (verify). Set on the customer's action,
   * cleared when the vehicle is saved, the entry tab changes or the lookup screen opens; read by the
   * `candidateMake`/`candidateMakeOffered` facts (C-44, C-45 blockers). Null while no make is chosen.
   */
  vehicleCandidate: { make: string } | null;
  /** The verify screen has revealed its four info items (C-55): set when the last is shown, reset when a reveal starts (C-56). */
  vehicleInfoRevealed: boolean;
  /** The service vehicle (van) that will do the work, once scheduling picked one. */
  serviceVehicleId: number | null;
  cart: CartLine[];
  /** Tires for per-tire services, 1–4 (D-49). */
  tireQuantity: number;
  wantsNewTires: boolean;
  tireSize: string | null;
  couponCode: string | null;
  /** Referral code from the referral link (packages at 80 %, D-15). */
  referrerCode: string | null;
  /** Issue description for the Other service (D-58) and its images. */
  otherServiceDescription: string;
  images: BookingImage[];
  detailingNote: string;
  /** How dirty is your vehicle? 0–4, default 2 (D-26). */
  dirtLevel: number;
  diagnosticConcerns: string[];
  diagnosticDescription: string;
  /** Sign-up answered whether the account exists (E-19); null before asking. */
  accountExists: boolean | null;
  /** Rescheduling an existing booking (I-01). */
  changeBookingId: number | null;
  /** Location step (G-04, G-05). */
  parkingId: number | null;
  keyoskId: number | null;
  /** Review step: the four customer fields (H-03) and the boxes (H-04..H-06). */
  customer: { firstName: string; lastName: string; email: string; phone: string };
  textAgreementChecked: boolean;
  termsAccepted: boolean;
  cancellationPolicyAccepted: boolean;
  /** The schedule screen's notes (F-12). */
  scheduleNote: string;
  /**
   * The schedule step's choice (F-43), written as the customer chooses (so the step's blockers
   * F-15..F-22 read it through the booking facts) and completed on Continue; null while nothing is chosen.
   */
  schedule: BookingScheduleChoice | null;
  /** Review step: where the keys are (G-10 option id, home service) and the text for "Other". */
  keyLocation: string | null;
  keyLocationNote: string;
  /** Review step: the tip choice (H-15..H-17); null = no tip. */
  tip: { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number } | null;
  /** Review step: the custom tip as typed while "Custom amount" is chosen (H-17, read by the tipValid fact); null otherwise. */
  tipCustomText: string | null;
  /**
   * Review step: how this booking will be paid, written by the review as its payment methods load and the
   * choice changes; null while no payment method is available (loading, failed to load, none offered). Read
   * by the `paymentSettled` fact (the card rule's blocker); cleared on success (H-31).
   */
  payment: BookingPayment | null;
  /** Idempotency key of this booking intent (sent as Idempotency-Key; kept until it succeeds). */
  bookingIntentKey: string | null;
  /** The booking just made, for the finished page (H-41..H-44). */
  lastBooking: LastBooking | null;
  /** The date a reschedule/proactive link just confirmed (I-15). */
  lastReschedule: LastReschedule | null;
  /**
   * The options chosen on a multi-option quote page (L-29), written on each choice (so the step's L-34 blocker reads
   * them through the `quoteOptionChosen` fact) and on Continue; null before any choice.
   */
  quoteChoice: QuoteChoice | null;
  /** Additional phone numbers for text updates (K-54), as typed (masked); sent with the booking (H-28). */
  additionalPhones: string[];
  /** The quote this booking was made from (L-35, H-14); null for a booking not made from a quote. */
  quote: BookingQuote | null;
  /** The visitor chose to continue as a guest. */
  guest: boolean;
  /** Data typed into form widgets, by step id (survives reloads). */
  forms: Record<string, Record<string, unknown>>;
  /** Issue 15: a booking was made, so the saved copy holds no personal data (`withoutPersonalData`); cleared by `bookAnother`, `signedOut`. */
  personalDataInMemoryOnly: boolean;
}

/** A fresh booking. */
export function emptyBooking(): BookingState {
  return {
    placeMode: 'none',
    homeAddress: null,
    clientLocation: null,
    shopLocationIds: null,
    vehicle: null,
    vehicleCandidate: null,
    vehicleInfoRevealed: false,
    serviceVehicleId: null,
    cart: [],
    tireQuantity: 4,
    wantsNewTires: false,
    tireSize: null,
    couponCode: null,
    referrerCode: null,
    otherServiceDescription: '',
    images: [],
    detailingNote: '',
    dirtLevel: 2,
    diagnosticConcerns: [],
    diagnosticDescription: '',
    accountExists: null,
    changeBookingId: null,
    parkingId: null,
    keyoskId: null,
    customer: { firstName: '', lastName: '', email: '', phone: '' },
    textAgreementChecked: false,
    termsAccepted: false,
    cancellationPolicyAccepted: false,
    scheduleNote: '',
    schedule: null,
    keyLocation: null,
    keyLocationNote: '',
    tip: null,
    tipCustomText: null,
    payment: null,
    bookingIntentKey: null,
    lastBooking: null,
    lastReschedule: null,
    quoteChoice: null,
    quote: null,
    additionalPhones: [],
    guest: false,
    forms: {},
    personalDataInMemoryOnly: false,
  };
}
