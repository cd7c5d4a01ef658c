import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../src/booking/apply-command';
import { bookingFacts } from '../../src/booking/booking-facts';
import { CLEARED_ON_SUCCESS, clearedFields } from '../../src/booking/reset-booking-fields';
import type { BookingCommand } from '../../src/booking/booking-command';
import { emptyBooking, type BookingState, type CartLine, type CartOffering } from '../../src/booking/booking-state';
import { DEMO_CAMRY, DEMO_HOME_ADDRESS, OIL_CHANGE_LINE, bookingSchedule } from '../../src/booking/sample-booking';
import { personalBooking } from '../support/personal-data';

const run = (booking: Partial<BookingState>, ...commands: BookingCommand[]) => commands.reduce(applyCommand, { ...emptyBooking(), ...booking });
const offering = (id: number, over: Partial<CartOffering> = {}): CartOffering => ({ service_offering_id: id, long_name: `S${id}`, kind: 'standard', ...over });
const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({ ...offering(id), quantity: 1, ...over });
const ids = (b: BookingState) => b.cart.map((l) => [l.service_offering_id, l.quantity]);
const unsavedAddress = { ...DEMO_HOME_ADDRESS, id: null };

describe('applyCommand: answers', () => {
  it('answer writes the field as given and nothing else', () => {
    const b = run({}, { type: 'answer', field: 'termsAccepted', value: true }, { type: 'answer', field: 'tireSize', value: '205/55R16' });
    expect(b).toEqual({ ...emptyBooking(), termsAccepted: true, tireSize: '205/55R16' });
  });

  it('returns the booking itself when nothing changes (the store then tells no one)', () => {
    const before = emptyBooking();
    expect(applyCommand(before, { type: 'answer', field: 'dirtLevel', value: 2 })).toBe(before);
    expect(applyCommand(before, { type: 'endChangeBooking' })).toBe(before);
  });
});

describe('applyCommand: the cart', () => {
  it('D-53 D-54 toggleService adds a line, drops lines incompatible with it, and removes it again', () => {
    const b = run({ cart: [line(1)] }, { type: 'toggleService', line: offering(2, { incompatible_service_offering_ids: [1] }) });
    expect(ids(b)).toEqual([[2, 1]]);
    expect(ids(applyCommand(b, { type: 'toggleService', line: offering(2) }))).toEqual([]);
  });

  it('D-55 toggleService brings the included services with the first mechanical service and takes them with the last', () => {
    const included = [offering(208, { kind: 'other', included_with_every_mechanical_service: true })];
    const b = run({}, { type: 'toggleService', line: offering(201), included });
    expect(ids(b)).toEqual([[201, 1], [208, 1]]);
    expect(ids(applyCommand(b, { type: 'toggleService', line: offering(201), included }))).toEqual([]);
  });

  it('D-49 D-50 toggleService gives a per-tire line the booking’s tire count when asked', () => {
    const b = run({ tireQuantity: 3 }, { type: 'toggleService', line: offering(5, { per_tire: true }), perTire: true });
    expect(ids(b)).toEqual([[5, 3]]);
  });

  it('D-55 removeService keeps a line included with every mechanical service', () => {
    const locked = line(208, { included_with_every_mechanical_service: true });
    expect(ids(run({ cart: [line(1), locked] }, { type: 'removeService', line: offering(1) }, { type: 'removeService', line: offering(208) }))).toEqual([[208, 1]]);
  });

  it('D-56 setServiceQuantity clamps to 1..6 (per-tire lines to 1..4)', () => {
    const b = run({ cart: [line(1), line(5, { per_tire: true })] }, { type: 'setServiceQuantity', serviceOfferingId: 1, quantity: 9, quoteOptionId: null }, { type: 'setServiceQuantity', serviceOfferingId: 5, quantity: 9, quoteOptionId: null });
    expect(ids(b)).toEqual([[1, 6], [5, 4]]);
  });

  it('chooseOnlyService makes the cart that one line (the detailing and diagnostic screens)', () => {
    expect(ids(run({ cart: [line(1), line(2)] }, { type: 'chooseOnlyService', line: offering(9, { quantity: 3 }) }))).toEqual([[9, 1]]);
  });

  it('D-30 refreshDetailingCategory updates the chosen line’s category', () => {
    const b = run({ cart: [line(9, { kind: 'detailing' })] }, { type: 'refreshDetailingCategory', serviceOfferingId: 9, category: 'paint' });
    expect(b.cart[0]!.detailing_category).toBe('paint');
  });

  it('D-58 describeOtherService keeps the description and its images', () => {
    const images = [{ id: 'i1', fileName: 'a.jpg', originalFileName: 'a.jpg' }];
    expect(run({}, { type: 'describeOtherService', description: 'Squeak', images })).toMatchObject({ otherServiceDescription: 'Squeak', images });
  });

  it('D-41 wantNewTires and removeTireProducts switch new tires on and off (the product lines go with it)', () => {
    const product = line(300, { kind: 'tire', is_atd_tire_product: true, atd_product_number: 'A1' });
    expect(run({}, { type: 'wantNewTires' }).wantsNewTires).toBe(true);
    const b = run({ cart: [line(1), product], wantsNewTires: true }, { type: 'removeTireProducts' });
    expect(ids(b)).toEqual([[1, 1]]);
    expect(b.wantsNewTires).toBe(false);
  });

  it('D-47 D-50 D-52 addTireProduct keeps one set of tires and sets every per-tire line and the tire count to it', () => {
    const old = line(300, { kind: 'tire', is_atd_tire_product: true, atd_product_number: 'OLD' });
    const fresh = line(300, { kind: 'tire', is_atd_tire_product: true, atd_product_number: 'NEW', quantity: 2 });
    const b = run({ cart: [old, line(5, { per_tire: true, quantity: 4 })] }, { type: 'addTireProduct', line: fresh });
    expect(b.cart.map((l) => [l.atd_product_number ?? null, l.quantity])).toEqual([[null, 2], ['NEW', 2]]);
    expect(b).toMatchObject({ tireQuantity: 2, wantsNewTires: true });
  });

  it('D-49 D-50 addTireInstall adds Tire Installation for the count and sets every per-tire line to it', () => {
    const b = run({ cart: [line(6, { per_tire: true, quantity: 4 })] }, { type: 'addTireInstall', line: offering(5, { per_tire: true }), count: 3 });
    expect(ids(b)).toEqual([[6, 3], [5, 3]]);
    expect(b.tireQuantity).toBe(3);
  });

  it('clearCart empties the cart (the flow’s clearCart effect)', () => {
    expect(run({ cart: [line(1)] }, { type: 'clearCart' }).cart).toEqual([]);
  });

  it('toggleDiagnosticConcern adds and removes a concern', () => {
    const b = run({}, { type: 'toggleDiagnosticConcern', concern: 'noise' }, { type: 'toggleDiagnosticConcern', concern: 'leak' }, { type: 'toggleDiagnosticConcern', concern: 'noise' });
    expect(b.diagnosticConcerns).toEqual(['leak']);
  });
});

describe('applyCommand: the place', () => {
  it('setShopLocations keeps the shop ids the singleShopLocation guard reads', () => {
    expect(run({}, { type: 'setShopLocations', ids: [3] }).shopLocationIds).toEqual([3]);
  });

  it('B-20..B-25 choosePlace sets the mode with its address or location', () => {
    expect(run({}, { type: 'choosePlace', place: { mode: 'home', address: DEMO_HOME_ADDRESS } })).toMatchObject({ placeMode: 'home', homeAddress: { id: 4001 } });
    expect(run({}, { type: 'choosePlace', place: { mode: 'shop', location: { id: 3, name: 'Shop' } } })).toMatchObject({ placeMode: 'shop', clientLocation: { id: 3 } });
  });

  it('B-15 typeHomeAddress makes the typed address (or none while a check fails) the home place', () => {
    expect(run({ placeMode: 'shop' }, { type: 'typeHomeAddress', address: unsavedAddress })).toMatchObject({ placeMode: 'home', homeAddress: { id: null } });
    expect(run({ homeAddress: unsavedAddress }, { type: 'typeHomeAddress', address: null }).homeAddress).toBeNull();
  });

  it('B-26 dropUnsavedHomeAddress drops only an address not saved yet', () => {
    expect(run({ homeAddress: unsavedAddress }, { type: 'dropUnsavedHomeAddress' }).homeAddress).toBeNull();
    expect(run({ homeAddress: DEMO_HOME_ADDRESS }, { type: 'dropUnsavedHomeAddress' }).homeAddress).toEqual(DEMO_HOME_ADDRESS);
  });

  it('choosePlaceMode keeps the chosen location only when the new mode offers it', () => {
    const at = { placeMode: 'workplace' as const, clientLocation: { id: 3, name: 'Plant' } };
    expect(run(at, { type: 'choosePlaceMode', mode: 'shop', locationIds: [4] })).toMatchObject({ placeMode: 'shop', clientLocation: null });
    expect(run(at, { type: 'choosePlaceMode', mode: 'shop', locationIds: [3] }).clientLocation).toEqual({ id: 3, name: 'Plant' });
    expect(run(at, { type: 'choosePlaceMode', mode: 'home', locationIds: [] }).clientLocation).toEqual({ id: 3, name: 'Plant' });
  });
});

describe('applyCommand: the vehicle', () => {
  it('setVehicle, vehicleSaved and setVehicleColor', () => {
    const b = run({}, { type: 'setVehicle', vehicle: { ...DEMO_CAMRY, id: null } }, { type: 'vehicleSaved', vehicleId: 9 }, { type: 'setVehicleColor', color: 'Red' });
    expect(b.vehicle).toMatchObject({ id: 9, color: 'Red' });
    expect(run({}, { type: 'vehicleSaved', vehicleId: 9 }, { type: 'setVehicleColor', color: 'Red' }).vehicle).toBeNull();
  });

  it('C-44 C-45 C-56 vehicleLookedUp makes the looked-up make the candidate and, for a new lookup, reveals afresh', () => {
    expect(run({ vehicleInfoRevealed: true }, { type: 'vehicleLookedUp', vehicle: DEMO_CAMRY, revealAgain: true })).toMatchObject({ vehicleCandidate: { make: 'Toyota' }, vehicleInfoRevealed: false });
    expect(run({ vehicleInfoRevealed: true }, { type: 'vehicleLookedUp', vehicle: { ...DEMO_CAMRY, make: null }, revealAgain: false })).toMatchObject({ vehicleCandidate: null, vehicleInfoRevealed: true });
  });

  it('C-44 setVehicleCandidate sets or clears the make being entered', () => {
    expect(run({}, { type: 'setVehicleCandidate', make: 'Ford' }).vehicleCandidate).toEqual({ make: 'Ford' });
    expect(run({ vehicleCandidate: { make: 'Ford' } }, { type: 'setVehicleCandidate', make: null }).vehicleCandidate).toBeNull();
  });
});

describe('applyCommand: the schedule', () => {
  it('F-43 chooseSlot and confirmSchedule write the choice and its service vehicle; endChangeBooking leaves change-booking mode', () => {
    const schedule = bookingSchedule({ date: '2025-03-18', serviceVehicleId: 12 });
    expect(run({}, { type: 'chooseSlot', schedule })).toMatchObject({ schedule, serviceVehicleId: 12 });
    expect(run({ schedule, serviceVehicleId: 12 }, { type: 'chooseSlot', schedule: null })).toMatchObject({ schedule: null, serviceVehicleId: null });
    expect(run({}, { type: 'confirmSchedule', schedule })).toMatchObject({ schedule, serviceVehicleId: 12 });
    expect(run({ changeBookingId: 5 }, { type: 'endChangeBooking' }).changeBookingId).toBeNull();
  });
});

describe('applyCommand: the customer and the account', () => {
  const dana = { firstName: 'Dana', lastName: 'Smith', email: 'dana@example.com', phone: '(555) 010-7788' };

  it('H-03 setCustomerField writes one field; prefillCustomer fills only blank ones', () => {
    const b = run({}, { type: 'setCustomerField', field: 'firstName', value: 'Ada' }, { type: 'prefillCustomer', customer: dana });
    expect(b.customer).toEqual({ ...dana, firstName: 'Ada' });
    expect(run({}, { type: 'prefillCustomer', customer: { ...dana, phone: '' } }).customer.phone).toBe('');
  });

  it('saveForm keeps a step’s typed data', () => {
    expect(run({}, { type: 'saveForm', stepId: 'account', data: { firstName: 'Dana' } }).forms).toEqual({ account: { firstName: 'Dana' } });
  });

  it('E-19 B-26 accountSaved records the customer and gives the typed address and vehicle their new ids', () => {
    const b = run(
      { homeAddress: unsavedAddress, vehicle: { ...DEMO_CAMRY, id: null } },
      { type: 'accountSaved', customer: dana, guest: false, form: { firstName: 'Dana' }, address: { id: 77, one_line_human_readable_address: '', time_zone: null, tax_rate_percent: 7 }, vehicleId: 88 },
    );
    expect(b).toMatchObject({ customer: dana, guest: false, accountExists: true, forms: { account: { firstName: 'Dana' } }, vehicle: { id: 88 } });
    expect(b.homeAddress).toMatchObject({ id: 77, one_line_human_readable_address: DEMO_HOME_ADDRESS.one_line_human_readable_address, time_zone: 'America/New_York', tax_rate_percent: 7 });
    expect(run({}, { type: 'accountSaved', customer: dana, guest: true, form: {}, address: null, vehicleId: null })).toMatchObject({ guest: true, accountExists: false, homeAddress: null });
  });

  it('J-06 mergeSignedIn drops the typed home address and ends the guest choice; the cart, saved ones and a location stay', () => {
    expect(run({ placeMode: 'home', homeAddress: unsavedAddress, guest: true, cart: [line(1)] }, { type: 'mergeSignedIn', savedVehicles: [] })).toMatchObject({
      placeMode: 'none', homeAddress: null, guest: false, cart: [line(1)],
    });
    expect(run({ placeMode: 'shop', clientLocation: { id: 3, name: 'S' }, vehicle: DEMO_CAMRY }, { type: 'mergeSignedIn', savedVehicles: [] })).toMatchObject({ placeMode: 'shop', vehicle: DEMO_CAMRY });
  });

  it('J-06 issue 26 mergeSignedIn puts the saved vehicle with the same plate and state in place of the looked-up one', () => {
    const looked = { ...DEMO_CAMRY, id: null, vin: null, plate: 'abc1234', plateState: 'va', color: 'Red' };
    const other = { ...DEMO_CAMRY, id: 40, vin: null, plate: 'ABC1234', plateState: 'MD' };
    const same = { ...DEMO_CAMRY, id: 41, vin: null, plate: 'ABC1234', plateState: 'VA' };
    const b = run({ vehicle: looked, cart: [line(1)] }, { type: 'mergeSignedIn', savedVehicles: [other, same] });
    expect(b.vehicle).toEqual(same);
    expect(ids(b)).toEqual([[1, 1]]);
  });

  it('J-06 issue 26 mergeSignedIn matches a saved vehicle by VIN, whatever its plate', () => {
    const looked = { ...DEMO_CAMRY, id: null, vin: '4t1bf1fk5cu123456', plate: null, plateState: null };
    const saved = { ...DEMO_CAMRY, id: 42, vin: '4T1BF1FK5CU123456', plate: 'XYZ9', plateState: 'VA' };
    expect(run({ vehicle: looked }, { type: 'mergeSignedIn', savedVehicles: [saved] }).vehicle).toEqual(saved);
  });

  it('J-06 issue 26 mergeSignedIn keeps a new vehicle (no saved one matches) for the booking, unsaved, and a saved one as chosen', () => {
    const looked = { ...DEMO_CAMRY, id: null, vin: null, plate: 'NEW1', plateState: 'VA' };
    const saved = [{ ...DEMO_CAMRY, id: 43, vin: null, plate: 'OLD1', plateState: 'VA' }, { ...DEMO_CAMRY, id: 44, vin: null, plate: null, plateState: null }];
    expect(run({ vehicle: looked }, { type: 'mergeSignedIn', savedVehicles: saved }).vehicle).toEqual(looked);
    const noPlate = { ...DEMO_CAMRY, id: null, vin: null, plate: null, plateState: null };
    expect(run({ vehicle: noPlate }, { type: 'mergeSignedIn', savedVehicles: saved }).vehicle).toEqual(noPlate);
    const chosen = { ...DEMO_CAMRY, id: 7, plate: 'OLD1', plateState: 'VA' };
    expect(run({ vehicle: chosen }, { type: 'mergeSignedIn', savedVehicles: saved }).vehicle).toBe(chosen);
  });

  it('J-11 signedOut leaves a fresh booking with the loaded shop locations, saved whole again', () => {
    expect(run({ ...personalBooking(), personalDataInMemoryOnly: true }, { type: 'signedOut' })).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4] });
  });
});

describe('applyCommand: the review and the booking made', () => {
  it('H-15..H-17 chooseTip; H-18 settlePayment; the booking intent', () => {
    const b = run({}, { type: 'chooseTip', tip: { kind: 'amount', cents: 500 }, customText: '5' }, { type: 'settlePayment', payment: { kind: 'free' } }, { type: 'startBookingIntent', key: 'k1' });
    expect(b).toMatchObject({ tip: { kind: 'amount', cents: 500 }, tipCustomText: '5', payment: { kind: 'free' }, bookingIntentKey: 'k1' });
    expect(applyCommand(b, { type: 'settlePayment', payment: { kind: 'free' } })).toBe(b);
  });

  it('H-31 H-41 bookingMade records the summary, clears the extras but keeps the cart, and keeps personal data out of storage', () => {
    const last = personalBooking().lastBooking!;
    const b = run({ cart: [OIL_CHANGE_LINE], couponCode: 'X', bookingIntentKey: 'k', termsAccepted: true }, { type: 'bookingMade', lastBooking: last });
    expect(b).toMatchObject({ lastBooking: last, couponCode: null, bookingIntentKey: null, termsAccepted: true, cart: [OIL_CHANGE_LINE], personalDataInMemoryOnly: true });
  });

  it('H-37 clearFinishedDrafts clears the cart and drafts; H-40 bookAnother drops the summary and saves again', () => {
    const made = run({ ...personalBooking(), personalDataInMemoryOnly: true }, { type: 'clearFinishedDrafts' });
    expect(made).toMatchObject({ cart: [], schedule: null, forms: {}, customer: personalBooking().customer, vehicle: personalBooking().vehicle });
    expect(applyCommand(made, { type: 'bookAnother' })).toMatchObject({ lastBooking: null, personalDataInMemoryOnly: false, customer: personalBooking().customer });
    expect(run({}, { type: 'protectPersonalData' }).personalDataInMemoryOnly).toBe(true);
  });
});

describe('applyCommand: bookings started elsewhere', () => {
  it('K-10 K-11 L-25 startNewBooking starts afresh with the vehicle and cart, keeping the referral code and the last records', () => {
    const b = run({ ...personalBooking(), personalDataInMemoryOnly: true }, { type: 'startNewBooking', vehicle: DEMO_CAMRY, cart: [line(1)] });
    expect(b).toEqual({
      ...emptyBooking(), vehicle: DEMO_CAMRY, cart: [line(1)], referrerCode: 'FRIEND20', lastBooking: personalBooking().lastBooking, personalDataInMemoryOnly: true,
    });
  });

  it('I-05 I-06 loadWork puts the work in change-booking mode and clears a new booking’s extras', () => {
    const schedule = bookingSchedule({ date: '2025-03-18', customerNote: 'gate', serviceVehicleId: 12 });
    const b = run(
      { couponCode: 'X', images: [{ id: 'i', fileName: 'f', originalFileName: 'f' }], tip: { kind: 'percent', percent: 10 }, bookingIntentKey: 'k', clientLocation: { id: 3, name: 'S' } },
      { type: 'loadWork', work: { place: { mode: 'home', address: DEMO_HOME_ADDRESS }, vehicle: DEMO_CAMRY, cart: [line(5, { per_tire: true, quantity: 2 })], schedule, keyLocation: 'other', keyLocationNote: 'mat', keyoskId: null, parkingId: 4, changeBookingId: 5001 } },
    );
    expect(b).toMatchObject({
      placeMode: 'home', homeAddress: DEMO_HOME_ADDRESS, clientLocation: null, vehicle: DEMO_CAMRY, tireQuantity: 2, schedule, scheduleNote: 'gate', serviceVehicleId: 12,
      keyLocation: 'other', keyLocationNote: 'mat', parkingId: 4, changeBookingId: 5001, couponCode: null, images: [], tip: null, bookingIntentKey: null,
    });
  });

  it('L-29 L-34 chooseQuoteOptions records the choice; L-30 L-35 H-14 bookQuoteOptions books it with the quote and its discount', () => {
    const quote = { quoteId: 7001, customDiscountDollars: 20, customDiscountReason: 'Loyal customer discount' };
    const b = run({ changeBookingId: 9, bookingIntentKey: 'k' }, { type: 'chooseQuoteOptions', quoteUuid: 'q', chosen: [0, null] }, { type: 'bookQuoteOptions', quote, cart: [line(1)], couponCode: 'BRAKES10', vehicle: null, address: unsavedAddress });
    expect(b).toMatchObject({ quoteChoice: { quoteUuid: 'q', chosen: [0, null] }, quote, cart: [line(1)], couponCode: 'BRAKES10', changeBookingId: null, bookingIntentKey: null, placeMode: 'home', homeAddress: unsavedAddress, vehicle: null });
    expect(run({ couponCode: 'MINE' }, { type: 'bookQuoteOptions', quote, cart: [], couponCode: null, vehicle: DEMO_CAMRY, address: null })).toMatchObject({ couponCode: 'MINE', vehicle: DEMO_CAMRY, placeMode: 'none' });
  });

  it('K-54 typeAdditionalPhones keeps the numbers as typed; K-55 the fact says whether each non-empty one has 10 digits; H-31 a booking made clears them', () => {
    const typed = run({}, { type: 'typeAdditionalPhones', phones: ['(555) 123-4567', ''] });
    expect(typed.additionalPhones).toEqual(['(555) 123-4567', '']);
    expect(bookingFacts(typed, {}).additionalPhonesValid).toBe(true);
    expect(bookingFacts(run(typed, { type: 'typeAdditionalPhones', phones: ['(555) 123'] }), {}).additionalPhonesValid).toBe(false);
    expect(clearedFields(CLEARED_ON_SUCCESS)).toMatchObject({ additionalPhones: [], quote: null });
  });

  it('L-35 the quote goes when a new booking starts or the customer signs out', () => {
    const quote = { quoteId: 7001, customDiscountDollars: 20, customDiscountReason: null };
    const quoted = run({}, { type: 'bookQuoteOptions', quote, cart: [line(1)], couponCode: null, vehicle: null, address: null });
    expect(quoted.quote).toEqual(quote);
    expect(run(quoted, { type: 'startNewBooking', vehicle: null, cart: [] }).quote).toBeNull();
    expect(run(quoted, { type: 'signedOut' }).quote).toBeNull();
  });

  it('I-15 rescheduleConfirmed records the confirmed date; replaceBooking (the preview) replaces the booking', () => {
    const record = { kind: 'reschedule' as const, scheduledWorkId: 1, customerId: 2, date: '2025-03-18', arrival: null, departure: null, timeZone: 'UTC', details: null };
    expect(run({}, { type: 'rescheduleConfirmed', record }).lastReschedule).toEqual(record);
    expect(run({ cart: [line(1)] }, { type: 'replaceBooking', booking: personalBooking() })).toEqual(personalBooking());
  });
});
