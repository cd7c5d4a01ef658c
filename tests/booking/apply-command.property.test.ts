import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSnapshotSchema } from '../../src/api/booking-snapshot-schema';
import { VEHICLE_TYPES } from '../../src/domain/vehicle-types';
import { applyCommand } from '../../src/booking/apply-command';
import type { BookingCommand, PlaceChoice } from '../../src/booking/booking-command';
import { emptyBooking, type BookingAddress, type BookingState, type BookingVehicle, type CartLine, type CartOffering } from '../../src/booking/booking-state';
import { DEMO_CAMRY, DEMO_HOME_ADDRESS, OIL_CHANGE_LINE, bookingSchedule } from '../../src/booking/sample-booking';
import { personalBooking } from '../support/personal-data';

// The seed is fixed in CI (tests/setup.ts); a failure prints it with the shrunk command sequence.

const id = fc.integer({ min: 1, max: 400 });
const maybeId = fc.option(id, { nil: null });
const text = fc.string({ maxLength: 12 });
const maybeText = fc.option(text, { nil: null });

const offering: fc.Arbitrary<CartOffering> = fc.record({
  service_offering_id: fc.integer({ min: 200, max: 212 }),
  long_name: text,
  kind: fc.constantFrom('package', 'standard', 'addon', 'recall', 'tire', 'detailing', 'diagnostic', 'other'),
  per_tire: fc.boolean(),
  included_with_every_mechanical_service: fc.boolean(),
  quote_option_id: fc.option(fc.integer({ min: 70, max: 72 }), { nil: null }),
  incompatible_service_offering_ids: fc.array(fc.integer({ min: 200, max: 212 }), { maxLength: 2 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  total_cost_dollars: fc.integer({ min: 0, max: 500 }),
  is_atd_tire_product: fc.boolean(),
});
const line: fc.Arbitrary<CartLine> = offering.map((o) => ({ ...o, quantity: o.quantity ?? 1 }));
const tireCount = fc.integer({ min: 1, max: 4 });
const tireLine: fc.Arbitrary<CartLine> = fc.tuple(line, tireCount).map(([l, n]) => ({ ...l, kind: 'tire', is_atd_tire_product: true, atd_product_number: 'ATD1', quantity: n }));
const address: fc.Arbitrary<BookingAddress> = fc.record({ id: maybeId }).map(({ id: a }) => ({ ...DEMO_HOME_ADDRESS, id: a }));
const location = fc.record({ id, name: text });
const vehicle: fc.Arbitrary<BookingVehicle> = fc.record({ id: maybeId, type: fc.constantFrom(...VEHICLE_TYPES), make: maybeText, color: maybeText }).map((v) => ({ ...DEMO_CAMRY, ...v }));
const place: fc.Arbitrary<PlaceChoice> = fc.oneof(
  address.map((a) => ({ mode: 'home' as const, address: a })),
  fc.tuple(fc.constantFrom('workplace' as const, 'shop' as const), location).map(([mode, l]) => ({ mode, location: l })),
);
const schedule = fc.record({ date: fc.option(fc.constant('2025-03-18'), { nil: null }), serviceVehicleId: maybeId, customerNote: text, waitlist: fc.boolean() }).map((s) => bookingSchedule(s));
const customer = fc.record({ firstName: text, lastName: text, email: text, phone: text });
const lastBooking = id.map((scheduledWorkId) => ({ ...personalBooking().lastBooking!, scheduledWorkId }));

type Arbs = { [T in BookingCommand['type']]: fc.Arbitrary<Extract<BookingCommand, { type: T }>> };

/** One arbitrary per command (the type makes a new command without one a compile error). */
const commands: Arbs = {
  answer: fc.oneof(
    fc.record({ type: fc.constant('answer'), field: fc.constant('tireSize'), value: maybeText }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('dirtLevel'), value: fc.integer({ min: 0, max: 4 }) }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('parkingId'), value: maybeId }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('termsAccepted'), value: fc.boolean() }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('keyLocation'), value: maybeText }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('couponCode'), value: maybeText }),
    fc.record({ type: fc.constant('answer'), field: fc.constant('images'), value: fc.array(fc.record({ id: text, fileName: text, originalFileName: text }), { maxLength: 2 }) }),
  ) as Arbs['answer'],
  toggleService: fc.record({ type: fc.constant('toggleService'), line: offering, included: fc.array(offering, { maxLength: 2 }), perTire: fc.boolean() }),
  removeService: fc.record({ type: fc.constant('removeService'), line: offering }),
  setServiceQuantity: fc.record({ type: fc.constant('setServiceQuantity'), serviceOfferingId: fc.integer({ min: 200, max: 212 }), quantity: fc.integer({ min: -2, max: 9 }), quoteOptionId: fc.constant(null) }),
  chooseOnlyService: fc.record({ type: fc.constant('chooseOnlyService'), line: offering }),
  refreshDetailingCategory: fc.record({ type: fc.constant('refreshDetailingCategory'), serviceOfferingId: fc.integer({ min: 200, max: 212 }), category: maybeText }),
  describeOtherService: fc.record({ type: fc.constant('describeOtherService'), description: text, images: fc.constant([]) }),
  wantNewTires: fc.constant({ type: 'wantNewTires' }),
  removeTireProducts: fc.constant({ type: 'removeTireProducts' }),
  addTireProduct: fc.record({ type: fc.constant('addTireProduct'), line: tireLine }),
  addTireInstall: fc.record({ type: fc.constant('addTireInstall'), line: offering, count: tireCount }),
  clearCart: fc.constant({ type: 'clearCart' }),
  toggleDiagnosticConcern: fc.record({ type: fc.constant('toggleDiagnosticConcern'), concern: fc.constantFrom('noise', 'leak') }),
  setShopLocations: fc.record({ type: fc.constant('setShopLocations'), ids: fc.array(id, { maxLength: 3 }) }),
  choosePlace: fc.record({ type: fc.constant('choosePlace'), place }),
  typeHomeAddress: fc.record({ type: fc.constant('typeHomeAddress'), address: fc.option(address, { nil: null }) }),
  dropUnsavedHomeAddress: fc.constant({ type: 'dropUnsavedHomeAddress' }),
  choosePlaceMode: fc.record({ type: fc.constant('choosePlaceMode'), mode: fc.constantFrom('home', 'workplace', 'shop'), locationIds: fc.array(id, { maxLength: 3 }) }),
  setVehicle: fc.record({ type: fc.constant('setVehicle'), vehicle: fc.option(vehicle, { nil: null }) }),
  vehicleLookedUp: fc.record({ type: fc.constant('vehicleLookedUp'), vehicle, revealAgain: fc.boolean() }),
  vehicleSaved: fc.record({ type: fc.constant('vehicleSaved'), vehicleId: id }),
  setVehicleColor: fc.record({ type: fc.constant('setVehicleColor'), color: maybeText }),
  setVehicleCandidate: fc.record({ type: fc.constant('setVehicleCandidate'), make: maybeText }),
  chooseSlot: fc.record({ type: fc.constant('chooseSlot'), schedule: fc.option(schedule, { nil: null }) }),
  confirmSchedule: fc.record({ type: fc.constant('confirmSchedule'), schedule }),
  endChangeBooking: fc.constant({ type: 'endChangeBooking' }),
  setCustomerField: fc.record({ type: fc.constant('setCustomerField'), field: fc.constantFrom('firstName', 'lastName', 'email', 'phone'), value: text }),
  prefillCustomer: fc.record({ type: fc.constant('prefillCustomer'), customer }),
  saveForm: fc.record({ type: fc.constant('saveForm'), stepId: fc.constantFrom('account', 'vehicle'), data: fc.dictionary(text, text, { maxKeys: 2 }) }),
  accountSaved: fc.record({
    type: fc.constant('accountSaved'),
    customer,
    guest: fc.boolean(),
    form: fc.dictionary(text, text, { maxKeys: 2 }),
    address: fc.option(fc.record({ id, one_line_human_readable_address: text, time_zone: maybeText, tax_rate_percent: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }) }), { nil: null }),
    vehicleId: maybeId,
  }),
  mergeSignedIn: fc.record({ type: fc.constant('mergeSignedIn'), savedVehicles: fc.array(vehicle, { maxLength: 2 }) }),
  signedOut: fc.constant({ type: 'signedOut' }),
  chooseTip: fc.record({
    type: fc.constant('chooseTip'),
    tip: fc.option(fc.oneof(fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 30 }) }), fc.record({ kind: fc.constant('amount' as const), cents: fc.nat(9999) })), { nil: null }),
    customText: maybeText,
  }),
  settlePayment: fc.record({ type: fc.constant('settlePayment'), payment: fc.option(fc.oneof(fc.record({ kind: fc.constant('method' as const), paymentMethodId: id }), fc.constant({ kind: 'free' as const })), { nil: null }) }),
  startBookingIntent: fc.record({ type: fc.constant('startBookingIntent'), key: text }),
  bookingMade: fc.record({ type: fc.constant('bookingMade'), lastBooking }),
  protectPersonalData: fc.constant({ type: 'protectPersonalData' }),
  clearFinishedDrafts: fc.constant({ type: 'clearFinishedDrafts' }),
  bookAnother: fc.constant({ type: 'bookAnother' }),
  startNewBooking: fc.record({ type: fc.constant('startNewBooking'), vehicle: fc.option(vehicle, { nil: null }), cart: fc.array(line, { maxLength: 2 }) }),
  loadWork: fc.record({
    type: fc.constant('loadWork'),
    work: fc.record({
      place: fc.option(place, { nil: null }),
      vehicle: fc.option(vehicle, { nil: null }),
      cart: fc.array(line, { maxLength: 2 }),
      schedule,
      keyLocation: maybeText,
      keyLocationNote: text,
      keyoskId: maybeId,
      parkingId: maybeId,
      changeBookingId: id,
    }),
  }),
  typeAdditionalPhones: fc.record({ type: fc.constant('typeAdditionalPhones'), phones: fc.array(text, { maxLength: 3 }) }),
  chooseQuoteOptions: fc.record({ type: fc.constant('chooseQuoteOptions'), quoteUuid: text, chosen: fc.array(fc.option(fc.nat(3), { nil: null }), { maxLength: 3 }) }),
  bookQuoteOptions: fc.record({ type: fc.constant('bookQuoteOptions'), quote: fc.record({ quoteId: id, customDiscountDollars: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }), customDiscountReason: maybeText }), cart: fc.array(line, { maxLength: 2 }), couponCode: maybeText, vehicle: fc.option(vehicle, { nil: null }), address: fc.option(address, { nil: null }) }),
  rescheduleConfirmed: fc.record({
    type: fc.constant('rescheduleConfirmed'),
    record: id.map((scheduledWorkId) => ({ kind: 'reschedule' as const, scheduledWorkId, customerId: 1001, date: '2025-03-18', arrival: null, departure: null, timeZone: 'America/New_York', details: null })),
  }),
  replaceBooking: fc.constantFrom(emptyBooking(), personalBooking()).map((booking) => ({ type: 'replaceBooking' as const, booking })),
};

const anyCommand: fc.Arbitrary<BookingCommand> = fc.oneof(...Object.values(commands));
const start = fc.constantFrom(emptyBooking(), personalBooking(), { ...emptyBooking(), cart: [OIL_CHANGE_LINE], tireQuantity: 2 });

/** Valid: the booking's schema accepts it and it has exactly the booking's fields. */
function expectValid(state: BookingState): void {
  const parsed = bookingSnapshotSchema.safeParse(state);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  expect(Object.keys(state).sort()).toEqual(Object.keys(emptyBooking()).sort());
}

describe('applyCommand properties (fast-check, seeded)', () => {
  it('any sequence of commands keeps the booking valid against its schema', () => {
    fc.assert(
      fc.property(start, fc.array(anyCommand, { maxLength: 25 }), (initial, sequence) => {
        let state = initial;
        for (const command of sequence) {
          state = applyCommand(state, command);
          expectValid(state);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never changes the booking it is given, and a command that changes nothing returns it as it was', () => {
    fc.assert(
      fc.property(start, anyCommand, (initial, command) => {
        const before = structuredClone(initial);
        const next = applyCommand(initial, command);
        expect(initial).toEqual(before);
        if (JSON.stringify(next) === JSON.stringify(initial) && command.type === 'answer') expect(next).toBe(initial);
      }),
      { numRuns: 150 },
    );
  });

  it('D-52 D-56 the cart rules hold after any sequence: every line has a quantity, at most one tire product', () => {
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 25 }), (sequence) => {
        const state = sequence.reduce(applyCommand, emptyBooking());
        const tireProducts = state.cart.filter((l) => l.is_atd_tire_product === true || (l.atd_product_number ?? null) !== null);
        expect(tireProducts.filter((l) => l.atd_product_number).length).toBeLessThanOrEqual(1);
        for (const l of state.cart) expect(l.quantity).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});
