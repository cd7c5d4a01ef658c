import { removeService, setServiceQuantity, toggleService } from '../domain/cart';
import type { BookingCommand } from './booking-command';
import { emptyBooking, type BookingScheduleChoice, type BookingState } from './booking-state';
import { isTireProductLine, tireCountOf, withIncludedServices, withTireCount, withTireProduct } from './cart-rules';
import { isSameVehicle } from './same-vehicle';
import { CLEARED_ON_SUCCESS, CLEARED_WHEN_FINISHED, clearedFields } from './reset-booking-fields';

type Patch = Partial<BookingState>;
type Handlers = { [T in BookingCommand['type']]: (b: BookingState, command: Extract<BookingCommand, { type: T }>) => Patch };

/** A fresh booking that keeps the `kept` fields of `b` as they were, with `set` over it. */
function afresh(b: BookingState, kept: readonly (keyof BookingState)[], set: Patch = {}): Patch {
  return { ...emptyBooking(), ...Object.fromEntries(kept.map((k) => [k, b[k]])), ...set };
}

/** What a new booking started elsewhere keeps (K-10, K-11, L-25): the referral code and the last records. */
const KEPT_BY_NEW_BOOKING = ['referrerCode', 'lastBooking', 'lastReschedule', 'personalDataInMemoryOnly'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The schedule and its service vehicle (the `serviceVehicleId` fact, G-06), written together. */
const withSchedule = (schedule: BookingScheduleChoice | null): Partial<BookingState> => ({ schedule, serviceVehicleId: schedule?.serviceVehicleId ?? null });

/** Each command's change, as the fields it sets (a pure function of the booking and the command). */
const handlers: Handlers = {
  answer: (_, c) => ({ [c.field]: c.value }),
  // D-53..D-56 (toggleService), D-55 (the included services), D-49/D-50 (a per-tire line takes the tire count).
  toggleService: (b, c) => {
    const next = toggleService(b.cart, c.line, c.perTire ? { tireQuantity: b.tireQuantity } : {});
    return { cart: c.included ? withIncludedServices(next, c.included) : next };
  },
  removeService: (b, c) => ({ cart: removeService(b.cart, c.line) }),
  setServiceQuantity: (b, c) => ({ cart: setServiceQuantity(b.cart, c.serviceOfferingId, c.quantity, c.quoteOptionId) }),
  chooseOnlyService: (_, c) => ({ cart: [{ ...c.line, quantity: 1 }] }),
  refreshDetailingCategory: (b, c) => {
    const stale = (l: BookingState['cart'][number]) => l.service_offering_id === c.serviceOfferingId && l.detailing_category !== c.category;
    return b.cart.some(stale) ? { cart: b.cart.map((l) => (stale(l) ? { ...l, detailing_category: c.category } : l)) } : {};
  },
  describeOtherService: (_, c) => ({ otherServiceDescription: c.description, images: c.images }),
  wantNewTires: () => ({ wantsNewTires: true }),
  removeTireProducts: (b) => ({ cart: b.cart.filter((l) => !isTireProductLine(l)), wantsNewTires: false }),
  // D-47, D-50, D-52: one set of tires; the booking's tire count follows it.
  addTireProduct: (b, c) => ({ cart: withTireProduct(b.cart, c.line), tireQuantity: c.line.quantity, wantsNewTires: true }),
  // D-49, D-50: Tire Installation for `count` tires, every per-tire line at that count.
  addTireInstall: (b, c) => ({ tireQuantity: c.count, cart: withTireCount(toggleService(b.cart, c.line, { tireQuantity: c.count }), c.count) }),
  clearCart: () => ({ cart: [] }),
  toggleDiagnosticConcern: (b, c) => ({
    diagnosticConcerns: b.diagnosticConcerns.includes(c.concern) ? b.diagnosticConcerns.filter((x) => x !== c.concern) : [...b.diagnosticConcerns, c.concern],
  }),
  setShopLocations: (_, c) => ({ shopLocationIds: c.ids }),
  choosePlace: (_, { place }) => (place.mode === 'home' ? { placeMode: 'home', homeAddress: place.address } : { placeMode: place.mode, clientLocation: place.location }),
  typeHomeAddress: (_, c) => ({ placeMode: 'home', homeAddress: c.address }),
  dropUnsavedHomeAddress: (b) => (b.homeAddress?.id === null ? { homeAddress: null } : {}),
  // A client location not offered in the new mode is no longer chosen.
  choosePlaceMode: (b, c) => ({
    placeMode: c.mode,
    ...(c.mode !== 'home' && b.clientLocation && !c.locationIds.includes(b.clientLocation.id) ? { clientLocation: null } : {}),
  }),
  setVehicle: (_, c) => ({ vehicle: c.vehicle }),
  // C-44/C-45: the looked-up make is the one the step checks; C-56: a new lookup reveals its facts afresh.
  vehicleLookedUp: (_, c) => ({
    vehicle: c.vehicle,
    vehicleCandidate: c.vehicle.make ? { make: c.vehicle.make } : null,
    ...(c.revealAgain ? { vehicleInfoRevealed: false } : {}),
  }),
  vehicleSaved: (b, c) => (b.vehicle && b.vehicle.id !== c.vehicleId ? { vehicle: { ...b.vehicle, id: c.vehicleId } } : {}),
  setVehicleColor: (b, c) => (b.vehicle && b.vehicle.color !== c.color ? { vehicle: { ...b.vehicle, color: c.color } } : {}),
  setVehicleCandidate: (b, c) => (b.vehicleCandidate?.make === (c.make || undefined) ? {} : { vehicleCandidate: c.make ? { make: c.make } : null }),
  // The service vehicle follows the choice as it is made, so a Continue that confirms the standing choice changes no fact.
  chooseSlot: (_, c) => withSchedule(c.schedule),
  confirmSchedule: (_, c) => withSchedule(c.schedule),
  endChangeBooking: () => ({ changeBookingId: null }),
  setCustomerField: (b, c) => (b.customer[c.field] === c.value ? {} : { customer: { ...b.customer, [c.field]: c.value } }),
  // H-03: the signed-in customer's details fill the fields still blank.
  prefillCustomer: (b, c) => {
    const filled = { ...b.customer };
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
      if (!filled[field].trim() && c.customer[field]) filled[field] = c.customer[field];
    }
    return same(filled, b.customer) ? {} : { customer: filled };
  },
  saveForm: (b, c) => ({ forms: { ...b.forms, [c.stepId]: c.data } }),
  // E-19: the account step's answer; the typed address and vehicle now saved get their ids.
  accountSaved: (b, c) => {
    const a = c.address;
    const home = b.homeAddress;
    return {
      customer: c.customer,
      guest: c.guest,
      accountExists: !c.guest,
      forms: { ...b.forms, account: c.form },
      ...(a && home && home.id === null
        ? {
            homeAddress: {
              ...home,
              id: a.id,
              one_line_human_readable_address: a.one_line_human_readable_address || home.one_line_human_readable_address,
              time_zone: a.time_zone ?? home.time_zone ?? null,
              tax_rate_percent: a.tax_rate_percent ?? home.tax_rate_percent ?? null,
            },
          }
        : {}),
      ...(c.vehicleId !== null && b.vehicle && b.vehicle.id === null ? { vehicle: { ...b.vehicle, id: c.vehicleId } } : {}),
    };
  },
  // J-06, issue 26: the returning customer keeps what they entered: the cart, and the looked-up vehicle, or the saved
  // vehicle that is the same one (VIN, or plate and state); an unsaved vehicle stays for the widget to save. The typed home
  // address gives way to the saved ones (offered next); a chosen workplace or shop stays; the guest choice ends.
  mergeSignedIn: (b, c) => {
    const unsaved = b.vehicle && b.vehicle.id === null ? b.vehicle : null;
    const saved = unsaved ? c.savedVehicles.find((v) => v.id !== null && isSameVehicle(unsaved, v)) : undefined;
    return {
      ...(b.homeAddress && b.homeAddress.id === null ? { homeAddress: null, ...(b.placeMode === 'home' ? { placeMode: 'none' as const } : {}) } : {}),
      ...(saved ? { vehicle: saved } : {}),
      guest: false,
    };
  },
  // J-11: a fresh booking that keeps the client locations already loaded; saved whole again (issue 15).
  signedOut: (b) => afresh(b, ['shopLocationIds']),
  chooseTip: (_, c) => ({ tip: c.tip, tipCustomText: c.customText }),
  settlePayment: (b, c) => (same(b.payment, c.payment) ? {} : { payment: c.payment }),
  startBookingIntent: (_, c) => ({ bookingIntentKey: c.key }),
  // H-31 (the extras go, the cart stays for the finished page), H-41 (its summary), issue 15 (no personal data saved).
  bookingMade: (_, c) => ({ lastBooking: c.lastBooking, ...clearedFields(CLEARED_ON_SUCCESS), personalDataInMemoryOnly: true }),
  protectPersonalData: () => ({ personalDataInMemoryOnly: true }),
  // H-37: the cart and every draft value; place, vehicle, customer and the summary stay.
  clearFinishedDrafts: () => clearedFields(CLEARED_WHEN_FINISHED),
  // A new booking begins with the place, vehicle and customer kept; saved whole again, without the summary.
  bookAnother: () => ({ lastBooking: null, personalDataInMemoryOnly: false }),
  startNewBooking: (b, c) => afresh(b, KEPT_BY_NEW_BOOKING, { vehicle: c.vehicle, cart: c.cart }),
  // I-05/I-06: the work in change-booking mode; the extras of a new booking (coupon, tip, images, intent) go.
  loadWork: (b, { work: { place, ...fields } }) => ({
    ...(place?.mode === 'home' ? { placeMode: 'home', homeAddress: place.address, clientLocation: null } : {}),
    ...(place && place.mode !== 'home' ? { placeMode: place.mode, clientLocation: place.location, homeAddress: null } : {}),
    ...fields,
    tireQuantity: tireCountOf(fields.cart, b.tireQuantity),
    scheduleNote: fields.schedule?.customerNote ?? '',
    serviceVehicleId: fields.schedule?.serviceVehicleId ?? null,
    couponCode: null,
    quote: null,
    tip: null,
    tipCustomText: null,
    images: [],
    bookingIntentKey: null,
  }),
  // L-29, L-34: read by the quoteOptionChosen fact.
  typeAdditionalPhones: (_, c) => ({ additionalPhones: c.phones }),
  chooseQuoteOptions: (_, c) => ({ quoteChoice: { quoteUuid: c.quoteUuid, chosen: c.chosen } }),
  // L-30: the chosen options' services; the quote's coupon; a reschedule and the last intent end.
  bookQuoteOptions: (b, c) => ({
    quote: c.quote,
    cart: c.cart,
    tireQuantity: tireCountOf(c.cart, b.tireQuantity),
    ...(c.couponCode ? { couponCode: c.couponCode } : {}),
    changeBookingId: null,
    bookingIntentKey: null,
    ...(c.vehicle ? { vehicle: c.vehicle } : {}),
    ...(c.address ? { placeMode: 'home', homeAddress: c.address, clientLocation: null } : {}),
  }),
  rescheduleConfirmed: (_, c) => ({ lastReschedule: c.record }),
  replaceBooking: (_, c) => c.booking,
};

/**
 * The booking after `command`: the one place the booking changes (issue 24). Pure: `booking` is never changed;
 * unchanged fields are shared, and a command that changes no field (each compared by identity) returns `booking`
 * itself, so the store tells no one. Every command keeps a booking valid against the booking's schema
 * (`bookingSnapshotSchema`) valid (tests/booking/apply-command.property.test.ts).
 */
export function applyCommand(booking: BookingState, command: BookingCommand): BookingState {
  const patch = (handlers[command.type] as (b: BookingState, c: BookingCommand) => Patch)(booking, command);
  const changed = (Object.keys(patch) as (keyof BookingState)[]).some((k) => !Object.is(patch[k], booking[k]));
  return changed ? { ...booking, ...patch } : booking;
}
