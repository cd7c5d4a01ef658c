/**
 * The booking being built, as the renderer keeps it (use-immer, persisted to sessionStorage).
 * Widgets of later issues fill it through renderer actions; `bookingFacts` derives the flags flow
 * conditions read. Money in integer cents.
 */

export type PlaceMode = 'none' | 'home' | 'workplace' | 'shop';
export type VehicleType = 'automobile' | 'rv' | 'atv' | 'motorcycle' | 'boat' | 'plane';
export type CartLineKind = 'package' | 'standard' | 'recall' | 'tire' | 'detailing' | 'diagnostic' | 'other';

export interface BookingVehicle {
  id: number | null;
  type: VehicleType;
  make: string | null;
  displayName: string;
}

export interface CartLine {
  id: string;
  name: string;
  kind: CartLineKind;
  quantity: number;
  unitPriceCents: number;
  /** Set when the service came from a quote option. */
  quoteOptionId?: number | null;
  /** Detailing category, e.g. "scratch", "paint" (D-30). */
  detailingCategory?: string | null;
}

export interface BookingState {
  placeMode: PlaceMode;
  /** A valid home address was chosen (id of the saved address, or 0 for a typed one). */
  homeAddressId: number | null;
  /** The chosen workplace or shop client location. */
  clientLocationId: number | null;
  /**
   * Ids of the provider's shop client locations, as loaded by the place step (GET client locations);
   * null until loaded. Read by the `singleShopLocation` guard.
   */
  shopLocationIds: number[] | null;
  vehicle: BookingVehicle | null;
  /** The service vehicle (van) that will do the work, once scheduling picked one. */
  serviceVehicleId: number | null;
  cart: CartLine[];
  wantsNewTires: boolean;
  tireSize: string | null;
  detailingNote: string;
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
  /** The visitor chose to continue as a guest. */
  guest: boolean;
  /** Data typed into form widgets, by step id (survives reloads). */
  forms: Record<string, Record<string, unknown>>;
}

/** A fresh booking. */
export function emptyBooking(): BookingState {
  return {
    placeMode: 'none',
    homeAddressId: null,
    clientLocationId: null,
    shopLocationIds: null,
    vehicle: null,
    serviceVehicleId: null,
    cart: [],
    wantsNewTires: false,
    tireSize: null,
    detailingNote: '',
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
    guest: false,
    forms: {},
  };
}
