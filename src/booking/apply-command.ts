import { produce } from 'immer';
import { removeService, setServiceQuantity, toggleService } from '../domain/cart';
import type { BookingCommand } from './booking-command';
import { emptyBooking, type BookingState } from './booking-state';
import { isTireProductLine, tireCountOf, withIncludedServices, withTireCount, withTireProduct } from './cart-rules';
import { CLEARED_ON_SUCCESS, CLEARED_WHEN_FINISHED, resetBookingFields } from './reset-booking-fields';

type Handlers = { [T in BookingCommand['type']]: (draft: BookingState, command: Extract<BookingCommand, { type: T }>) => void };

/** A fresh booking over `draft` that keeps the `kept` fields as they were. */
function afresh(draft: BookingState, kept: readonly (keyof BookingState)[], set: Partial<BookingState> = {}): void {
  const keep = Object.fromEntries(kept.map((k) => [k, draft[k]]));
  Object.assign(draft, emptyBooking(), keep, set);
}

/** What a new booking started elsewhere keeps (K-10, K-11, L-25): the referral code and the last records. */
const KEPT_BY_NEW_BOOKING = ['referrerCode', 'lastBooking', 'lastReschedule', 'personalDataInMemoryOnly'] as const;

const handlers: Handlers = {
  answer: (d, c) => {
    (d as unknown as Record<string, unknown>)[c.field] = c.value;
  },
  // D-53..D-56 (toggleService), D-55 (the included services), D-49/D-50 (a per-tire line takes the tire count).
  toggleService: (d, c) => {
    const next = toggleService(d.cart, c.line, c.perTire ? { tireQuantity: d.tireQuantity } : {});
    d.cart = c.included ? withIncludedServices(next, c.included) : next;
  },
  removeService: (d, c) => {
    d.cart = removeService(d.cart, c.line);
  },
  setServiceQuantity: (d, c) => {
    d.cart = setServiceQuantity(d.cart, c.serviceOfferingId, c.quantity, c.quoteOptionId);
  },
  chooseOnlyService: (d, c) => {
    d.cart = [{ ...c.line, quantity: 1 }];
  },
  refreshDetailingCategory: (d, c) => {
    const line = d.cart.find((l) => l.service_offering_id === c.serviceOfferingId);
    if (line) line.detailing_category = c.category;
  },
  describeOtherService: (d, c) => {
    d.otherServiceDescription = c.description;
    d.images = c.images;
  },
  wantNewTires: (d) => {
    d.wantsNewTires = true;
  },
  removeTireProducts: (d) => {
    d.cart = d.cart.filter((l) => !isTireProductLine(l));
    d.wantsNewTires = false;
  },
  // D-47, D-50, D-52: one set of tires; the booking's tire count follows it.
  addTireProduct: (d, c) => {
    d.cart = withTireProduct(d.cart, c.line);
    d.tireQuantity = c.line.quantity;
    d.wantsNewTires = true;
  },
  // D-49, D-50: Tire Installation for `count` tires, every per-tire line at that count.
  addTireInstall: (d, c) => {
    d.tireQuantity = c.count;
    d.cart = withTireCount(toggleService(d.cart, c.line, { tireQuantity: c.count }), c.count);
  },
  clearCart: (d) => {
    d.cart = [];
  },
  toggleDiagnosticConcern: (d, c) => {
    d.diagnosticConcerns = d.diagnosticConcerns.includes(c.concern)
      ? d.diagnosticConcerns.filter((x) => x !== c.concern)
      : [...d.diagnosticConcerns, c.concern];
  },
  setShopLocations: (d, c) => {
    d.shopLocationIds = c.ids;
  },
  choosePlace: (d, c) => {
    d.placeMode = c.place.mode;
    if (c.place.mode === 'home') d.homeAddress = c.place.address;
    else d.clientLocation = c.place.location;
  },
  typeHomeAddress: (d, c) => {
    d.placeMode = 'home';
    d.homeAddress = c.address;
  },
  dropUnsavedHomeAddress: (d) => {
    if (d.homeAddress?.id === null) d.homeAddress = null;
  },
  // A client location not offered in the new mode is no longer chosen.
  choosePlaceMode: (d, c) => {
    d.placeMode = c.mode;
    if (c.mode !== 'home' && d.clientLocation && !c.locationIds.includes(d.clientLocation.id)) d.clientLocation = null;
  },
  setVehicle: (d, c) => {
    d.vehicle = c.vehicle;
  },
  // C-44/C-45: the looked-up make is the one the step checks; C-56: a new lookup reveals its facts afresh.
  vehicleLookedUp: (d, c) => {
    d.vehicle = c.vehicle;
    d.vehicleCandidate = c.vehicle.make ? { make: c.vehicle.make } : null;
    if (c.revealAgain) d.vehicleInfoRevealed = false;
  },
  vehicleSaved: (d, c) => {
    if (d.vehicle) d.vehicle.id = c.vehicleId;
  },
  setVehicleColor: (d, c) => {
    if (d.vehicle) d.vehicle.color = c.color;
  },
  setVehicleCandidate: (d, c) => {
    d.vehicleCandidate = c.make ? { make: c.make } : null;
  },
  chooseSlot: (d, c) => {
    d.schedule = c.schedule;
  },
  confirmSchedule: (d, c) => {
    d.schedule = c.schedule;
    d.serviceVehicleId = c.schedule.serviceVehicleId;
  },
  endChangeBooking: (d) => {
    d.changeBookingId = null;
  },
  setCustomerField: (d, c) => {
    d.customer[c.field] = c.value;
  },
  // H-03: the signed-in customer's details fill the fields still blank.
  prefillCustomer: (d, c) => {
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
      if (!d.customer[field].trim() && c.customer[field]) d.customer[field] = c.customer[field];
    }
  },
  saveForm: (d, c) => {
    d.forms[c.stepId] = c.data;
  },
  // E-19: the account step's answer; the typed address and vehicle now saved get their ids.
  accountSaved: (d, c) => {
    d.customer = c.customer;
    d.guest = c.guest;
    d.accountExists = !c.guest;
    d.forms.account = c.form;
    const a = c.address;
    if (a && d.homeAddress && d.homeAddress.id === null) {
      d.homeAddress = {
        ...d.homeAddress,
        id: a.id,
        one_line_human_readable_address: a.one_line_human_readable_address || d.homeAddress.one_line_human_readable_address,
        time_zone: a.time_zone ?? d.homeAddress.time_zone ?? null,
        tax_rate_percent: a.tax_rate_percent ?? d.homeAddress.tax_rate_percent ?? null,
      };
    }
    if (c.vehicleId !== null && d.vehicle && d.vehicle.id === null) d.vehicle.id = c.vehicleId;
  },
  // J-06: the visitor's unsaved home address and vehicle go (a booking needs the customer's saved ones); a chosen
  // workplace or shop, the cart and everything else stay; the guest choice ends.
  signedIn: (d) => {
    if (d.homeAddress && d.homeAddress.id === null) {
      d.homeAddress = null;
      if (d.placeMode === 'home') d.placeMode = 'none';
    }
    if (d.vehicle && d.vehicle.id === null) d.vehicle = null;
    d.guest = false;
  },
  // J-11: a fresh booking that keeps the client locations already loaded; saved whole again (issue 15).
  signedOut: (d) => afresh(d, ['shopLocationIds']),
  chooseTip: (d, c) => {
    d.tip = c.tip;
    d.tipCustomText = c.customText;
  },
  settlePayment: (d, c) => {
    if (JSON.stringify(d.payment) !== JSON.stringify(c.payment)) d.payment = c.payment;
  },
  startBookingIntent: (d, c) => {
    d.bookingIntentKey = c.key;
  },
  // H-31 (the extras go, the cart stays for the finished page), H-41 (its summary), issue 15 (no personal data saved).
  bookingMade: (d, c) => {
    d.lastBooking = c.lastBooking;
    resetBookingFields(d, CLEARED_ON_SUCCESS);
    d.personalDataInMemoryOnly = true;
  },
  protectPersonalData: (d) => {
    d.personalDataInMemoryOnly = true;
  },
  // H-37: the cart and every draft value; place, vehicle, customer and the summary stay.
  clearFinishedDrafts: (d) => resetBookingFields(d, CLEARED_WHEN_FINISHED),
  // A new booking begins with the place, vehicle and customer kept; saved whole again, without the summary.
  bookAnother: (d) => {
    d.lastBooking = null;
    d.personalDataInMemoryOnly = false;
  },
  startNewBooking: (d, c) => afresh(d, KEPT_BY_NEW_BOOKING, { vehicle: c.vehicle, cart: c.cart }),
  // I-05/I-06: the work in change-booking mode; the extras of a new booking (coupon, tip, images, intent) go.
  loadWork: (d, { work }) => {
    const { place, ...fields } = work;
    if (place?.mode === 'home') Object.assign(d, { placeMode: 'home', homeAddress: place.address, clientLocation: null });
    else if (place) Object.assign(d, { placeMode: place.mode, clientLocation: place.location, homeAddress: null });
    Object.assign(d, fields);
    d.tireQuantity = tireCountOf(work.cart, d.tireQuantity);
    d.scheduleNote = work.schedule?.customerNote ?? '';
    d.serviceVehicleId = work.schedule?.serviceVehicleId ?? null;
    Object.assign(d, { couponCode: null, tip: null, tipCustomText: null, images: [], bookingIntentKey: null });
  },
  // L-29, L-34: read by the quoteOptionChosen fact.
  chooseQuoteOptions: (d, c) => {
    d.quoteChoice = { quoteUuid: c.quoteUuid, chosen: c.chosen };
  },
  // L-30: the chosen options' services; the quote's coupon; a reschedule and the last intent end.
  bookQuoteOptions: (d, c) => {
    d.cart = c.cart;
    d.tireQuantity = tireCountOf(c.cart, d.tireQuantity);
    if (c.couponCode) d.couponCode = c.couponCode;
    d.changeBookingId = null;
    d.bookingIntentKey = null;
    if (c.vehicle) d.vehicle = c.vehicle;
    if (c.address) Object.assign(d, { placeMode: 'home', homeAddress: c.address, clientLocation: null });
  },
  rescheduleConfirmed: (d, c) => {
    d.lastReschedule = c.record;
  },
  replaceBooking: (d, c) => {
    Object.assign(d, c.booking);
  },
};

/**
 * The booking after `command`: the one place the booking changes (issue 24). Pure: `booking` is never changed;
 * unchanged parts are shared, and a command that changes nothing returns `booking` itself (so the store tells no
 * one). Every command keeps a booking valid against the booking's schema (`bookingSnapshotSchema`) valid (tests/booking/apply-command.property.test.ts).
 */
export function applyCommand(booking: BookingState, command: BookingCommand): BookingState {
  const handle = handlers[command.type] as (draft: BookingState, command: BookingCommand) => void;
  return produce(booking, (draft) => {
    handle(draft as BookingState, command);
  });
}
