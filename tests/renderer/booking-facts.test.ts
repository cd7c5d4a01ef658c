import { describe, expect, it } from 'vitest';
import bookingFactsSchema from '../../schemas/booking-facts.schema.json';
import { bookingFacts } from '../../src/renderer/booking-facts';
import { emptyBooking, type CartLine } from '../../src/renderer/booking-state';

const line = (over: Partial<CartLine> = {}): CartLine => ({ service_offering_id: 1, long_name: 'X', kind: 'standard', display_category: 'standard', quantity: 1, total_cost_dollars: 10, ...over });
const car = { id: 1, type: 'automobile' as const, year: 2020, make: 'ford', model: 'F-150', color: 'Blue', displayName: 'Ford' };
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
