/**
 * The named changes of the booking (issue 24): every write goes through one of these, handled by the one pure
 * `applyCommand` (apply-command.ts). A command is plain data (serialisable, listable, traceable); the rules it
 * applies (cart rules D-49..D-56, H-31, H-37, J-06, J-11, I-05, L-30) live in the handler, not in the widget that sends it.
 * Widgets send commands through the `dispatch` prop; they never write the booking with a recipe.
 */
import type { SelectableOffering } from '../domain/service-types';
import type {
  BookingAddress,
  BookingClientLocation,
  BookingImage,
  BookingPayment,
  BookingQuote,
  BookingScheduleChoice,
  BookingState,
  BookingVehicle,
  CartLine,
  CartOffering,
  LastBooking,
  LastReschedule,
} from './booking-state';

/** Plain answers typed on a form, written as they are (no rule but their type). */
type AnswerField =
  | 'tireSize'
  | 'dirtLevel'
  | 'detailingNote'
  | 'diagnosticDescription'
  | 'parkingId'
  | 'keyoskId'
  | 'scheduleNote'
  | 'images'
  | 'textAgreementChecked'
  | 'termsAccepted'
  | 'cancellationPolicyAccepted'
  | 'keyLocation'
  | 'keyLocationNote'
  | 'couponCode'
  | 'referrerCode'
  | 'vehicleInfoRevealed';

/** `{ type: 'answer', field, value }` with `value` of the field's own type. */
type AnswerCommand = { [K in AnswerField]: { type: 'answer'; field: K; value: BookingState[K] } }[AnswerField];

/** Where a loaded work or a quote puts the service: a home address or a client location. */
export type PlaceChoice =
  | { mode: 'home'; address: BookingAddress }
  | { mode: 'workplace' | 'shop'; location: BookingClientLocation };

/** The booking fields a scheduled work fills (I-05/I-06), computed from the work by the widget that loaded it. */
type WorkBooking = Pick<
  BookingState,
  'vehicle' | 'cart' | 'schedule' | 'keyLocation' | 'keyLocationNote' | 'keyoskId' | 'parkingId' | 'changeBookingId'
> & { place: PlaceChoice | null };

export type BookingCommand =
  | AnswerCommand
  // the cart (D-49..D-57)
  | { type: 'toggleService'; line: CartOffering; included?: readonly CartOffering[]; perTire?: boolean }
  | { type: 'removeService'; line: SelectableOffering }
  | { type: 'setServiceQuantity'; serviceOfferingId: number; quantity: number; quoteOptionId: number | null }
  | { type: 'chooseOnlyService'; line: CartOffering }
  | { type: 'refreshDetailingCategory'; serviceOfferingId: number; category: string | null }
  | { type: 'describeOtherService'; description: string; images: BookingImage[] }
  | { type: 'wantNewTires' }
  | { type: 'removeTireProducts' }
  | { type: 'addTireProduct'; line: CartLine }
  | { type: 'addTireInstall'; line: CartOffering; count: number }
  | { type: 'clearCart' }
  | { type: 'toggleDiagnosticConcern'; concern: string }
  // the place
  | { type: 'setShopLocations'; ids: number[] }
  | { type: 'choosePlace'; place: PlaceChoice }
  | { type: 'typeHomeAddress'; address: BookingAddress | null }
  | { type: 'dropUnsavedHomeAddress' }
  | { type: 'choosePlaceMode'; mode: 'home' | 'workplace' | 'shop'; locationIds: readonly number[] }
  // the vehicle
  | { type: 'setVehicle'; vehicle: BookingVehicle | null }
  | { type: 'vehicleLookedUp'; vehicle: BookingVehicle; revealAgain: boolean }
  | { type: 'vehicleSaved'; vehicleId: number }
  | { type: 'setVehicleColor'; color: string | null }
  | { type: 'setVehicleCandidate'; make: string | null }
  // the schedule
  | { type: 'chooseSlot'; schedule: BookingScheduleChoice | null }
  | { type: 'confirmSchedule'; schedule: BookingScheduleChoice }
  | { type: 'endChangeBooking' }
  // the customer and the account
  | { type: 'setCustomerField'; field: keyof BookingState['customer']; value: string }
  | { type: 'prefillCustomer'; customer: BookingState['customer'] }
  | { type: 'saveForm'; stepId: string; data: Record<string, unknown> }
  | {
      type: 'accountSaved';
      customer: BookingState['customer'];
      guest: boolean;
      form: Record<string, unknown>;
      address: Pick<BookingAddress, 'one_line_human_readable_address' | 'time_zone' | 'tax_rate_percent'> & { id: number } | null;
      vehicleId: number | null;
    }
  /**
   * J-06 and issue 26: the visitor signed in mid-flow; `savedVehicles` are the account's (deleted ones left out).
   * The booking keeps what the visitor entered (the cart, the looked-up vehicle), the saved vehicle standing for it when it matches.
   */
  | { type: 'mergeSignedIn'; savedVehicles: readonly BookingVehicle[] }
  | { type: 'signedOut' }
  // the review and the booking made
  | { type: 'chooseTip'; tip: BookingState['tip']; customText: string | null }
  | { type: 'settlePayment'; payment: BookingPayment | null }
  | { type: 'startBookingIntent'; key: string }
  | { type: 'bookingMade'; lastBooking: LastBooking }
  | { type: 'protectPersonalData' }
  | { type: 'clearFinishedDrafts' }
  | { type: 'bookAnother' }
  // bookings started from elsewhere
  | { type: 'startNewBooking'; vehicle: BookingVehicle | null; cart: CartLine[] }
  | { type: 'loadWork'; work: WorkBooking }
  | { type: 'typeAdditionalPhones'; phones: string[] }
  | { type: 'chooseQuoteOptions'; quoteUuid: string; chosen: (number | null)[] }
  | {
      type: 'bookQuoteOptions';
      quote: BookingQuote;
      cart: CartLine[];
      couponCode: string | null;
      vehicle: BookingVehicle | null;
      address: BookingAddress | null;
    }
  | { type: 'rescheduleConfirmed'; record: LastReschedule }
  // the preview's "replace the booking" (mock builds only)
  | { type: 'replaceBooking'; booking: BookingState };
