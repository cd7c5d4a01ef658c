import { describe, expect, it } from 'vitest';
import bookingFactsSchema from '../../schemas/booking-facts.schema.json';
import { bookingFacts } from '../../src/booking/booking-facts';
import { emptyBooking, type BookingScheduleChoice, type CartLine } from '../../src/booking/booking-state';
import { bookingSchedule } from '../../src/booking/sample-booking';

const line = (over: Partial<CartLine> = {}): CartLine => ({ service_offering_id: 1, long_name: 'X', kind: 'standard', display_category: 'standard', quantity: 1, total_cost_dollars: 10, ...over });
const car = { id: 1, type: 'automobile' as const, year: 2020, make: 'ford', model: 'F-150', color: 'Blue', displayName: 'Ford' };
const schedule = (over: Partial<BookingScheduleChoice> = {}): BookingScheduleChoice => bookingSchedule({ date: '2026-03-11', serviceVehicleId: 901, waitlist: false, ...over });
const month = { scheduling_system: 'availability_windows' };
const slots = { scheduling_system: 'time_slots' };
const home = { id: 0, address_line_1: '1 Main St', city: 'Fairfax', state: 'VA', postal_code: '22150', one_line_human_readable_address: '1 Main St, Fairfax, VA 22150' };

describe('bookingFacts', () => {
  it('derives exactly the facts of booking-facts.schema.json', () => {
    const facts = bookingFacts(emptyBooking(), {});
    expect(Object.keys(facts).sort()).toEqual(Object.keys(bookingFactsSchema.properties).sort());
  });

  it('describes an empty booking', () => {
    expect(bookingFacts(emptyBooking(), {})).toMatchObject({
      hasVehicle: false,
      vehicleType: 'none',
      vehicleMakeOffered: true,
      hasPlace: false,
      placeMode: 'none',
      cartEmpty: true,
      cartBelowMinimum: false,
      accountExists: false,
      changeBooking: false,
    });
  });

  it('checks the make against offered_vehicle_makes ignoring case', () => {
    const state = { ...emptyBooking(), vehicle: car };
    expect(bookingFacts(state, { offered_vehicle_makes: ['Ford'] }).vehicleMakeOffered).toBe(true);
    expect(bookingFacts(state, { offered_vehicle_makes: ['Honda'] }).vehicleMakeOffered).toBe(false);
    expect(bookingFacts(state, { offered_vehicle_makes: [] }).vehicleMakeOffered).toBe(true);
  });

  it('has a place for a chosen home address or client location', () => {
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', homeAddress: home }, {})).toMatchObject({ hasPlace: true, hasHomeAddress: true });
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'shop', clientLocation: { id: 4, name: 'Shop' } }, {})).toMatchObject({ hasPlace: true, hasHomeAddress: false });
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'shop' }, {}).hasPlace).toBe(false);
  });

  it('compares the cart with the minimum in cents', () => {
    const config = { minimum_appointment_amount_dollars: 50 };
    expect(bookingFacts({ ...emptyBooking(), cart: [line({ total_cost_dollars: 49.99 })] }, config).cartBelowMinimum).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), cart: [line({ total_cost_dollars: 25, quantity: 2 })] }, config).cartBelowMinimum).toBe(false);
  });

  it('reads cart flags', () => {
    const facts = bookingFacts(
      { ...emptyBooking(), cart: [line({ kind: 'recall' }), line({ quote_option_id: 3 }), line({ kind: 'detailing', detailing_category: 'Scratch' })] },
      {},
    );
    expect(facts).toMatchObject({ cartHasRecall: true, cartHasQuoteOption: true, cartHasScratchOrPaint: true, cartHasPackageOrStandard: true });
  });

  it('is diagnostic-ready with a concern or 5+ characters (D-33)', () => {
    expect(bookingFacts({ ...emptyBooking(), diagnosticDescription: 'abcd' }, {}).diagnosticReady).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), diagnosticDescription: 'abcde' }, {}).diagnosticReady).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), diagnosticConcerns: ['noise'] }, {}).diagnosticReady).toBe(true);
  });

  it('gives the guards’ inputs: shop location count and service vehicle', () => {
    expect(bookingFacts(emptyBooking(), {})).toMatchObject({ shopLocationCount: 0, serviceVehicleId: null });
    expect(bookingFacts({ ...emptyBooking(), shopLocationIds: [7], serviceVehicleId: 12 }, {})).toMatchObject({ shopLocationCount: 1, serviceVehicleId: 12 });
  });

  it('reads the review and location facts', () => {
    const facts = bookingFacts(
      { ...emptyBooking(), parkingId: 1, customer: { firstName: 'A', lastName: 'B', email: 'a@b.c', phone: ' ' }, termsAccepted: true },
      {},
    );
    expect(facts).toMatchObject({ parkingChosen: true, keyoskChosen: false, customerInfoComplete: false, termsAccepted: true });
  });

  it('F-17/F-22 dateChosen: a date on the month calendar; a date and a time on the slot grid and the week calendar; never the waitlist', () => {
    expect(bookingFacts(emptyBooking(), month).dateChosen).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule() }, month).dateChosen).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule() }, slots).dateChosen).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule() }, {}).dateChosen).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ plannedArrivalTime: '09:00', confirmedAppointmentStartTime: '09:00' }) }, slots).dateChosen).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ date: null, waitlist: true }) }, month).dateChosen).toBe(false);
  });

  it('F-16/F-15 scheduleWaitlist, handRaise and availabilityGiven', () => {
    const waitlist = bookingFacts({ ...emptyBooking(), schedule: schedule({ date: null, waitlist: true, serviceVehicleId: null }) }, month);
    expect(waitlist).toMatchObject({ scheduleWaitlist: true, handRaise: false, availabilityGiven: false });
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ date: null, waitlist: true, waitlist_note: 'Weekends' }) }, month).availabilityGiven).toBe(true);
    // A schedule saved before `waitlist` existed: no date with availability text is the waitlist.
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ date: null, waitlist: undefined, waitlist_note: 'Weekends' }) }, month).scheduleWaitlist).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ is_handraise: true, waitlist_note: '  ' }) }, month)).toMatchObject({ handRaise: true, availabilityGiven: false });
    expect(bookingFacts(emptyBooking(), month)).toMatchObject({ scheduleWaitlist: false, handRaise: false, availabilityGiven: false });
  });

  it('F-21 leaveAfterArrive: true until both times are chosen, then leave must be later', () => {
    expect(bookingFacts(emptyBooking(), month).leaveAfterArrive).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ plannedArrivalTime: '12:00' }) }, month).leaveAfterArrive).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ plannedArrivalTime: '12:00', plannedDepartureTime: '13:00' }) }, month).leaveAfterArrive).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ plannedArrivalTime: '12:00', plannedDepartureTime: '12:00' }) }, month).leaveAfterArrive).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), schedule: schedule({ plannedArrivalTime: '12:00', plannedDepartureTime: '11:00' }) }, month).leaveAfterArrive).toBe(false);
  });

  it('G-11 keyLocationGiven: not asked away from home; at home an option, and Other with its text', () => {
    expect(bookingFacts(emptyBooking(), {}).keyLocationGiven).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'workplace' }, {}).keyLocationGiven).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', homeAddress: home }, {}).keyLocationGiven).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', keyLocation: 'inside_vehicle' }, {}).keyLocationGiven).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', keyLocation: 'other', keyLocationNote: ' ' }, {}).keyLocationGiven).toBe(false);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', keyLocation: 'other', keyLocationNote: 'Concierge' }, {}).keyLocationGiven).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), placeMode: 'home', keyLocation: 'garage' }, {}).keyLocationGiven).toBe(false);
  });

  it('H-17 tipValid: no custom text, a blank one, or one the tip selector read as the amount', () => {
    expect(bookingFacts(emptyBooking(), {}).tipValid).toBe(true);
    for (const text of ['', '  ']) expect(bookingFacts({ ...emptyBooking(), tipCustomText: text }, {}).tipValid).toBe(true);
    expect(bookingFacts({ ...emptyBooking(), tipCustomText: '$7.50', tip: { kind: 'amount', cents: 750 } }, {}).tipValid).toBe(true);
    for (const text of ['five', '-5', '1,000']) expect(bookingFacts({ ...emptyBooking(), tipCustomText: text, tip: null }, {}).tipValid).toBe(false);
  });

  it('gives values valid against the schema’s types', () => {
    const facts = bookingFacts(emptyBooking(), {}) as unknown as Record<string, unknown>;
    for (const [name, prop] of Object.entries(bookingFactsSchema.properties) as Array<[string, { type?: string | string[]; enum?: string[] }]>) {
      const v = facts[name];
      if (prop.enum) expect(prop.enum).toContain(v);
      else {
        const types = ([] as string[]).concat(prop.type ?? []);
        const t = v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v;
        expect(types, name).toContain(t);
      }
    }
  });
});
