import { describe, expect, it } from 'vitest';
import { continueBlocker, nextStep, resolveStep, type FlowEvent } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards, readyBooking, type ContextInput } from './support/context';

/** Resolves a route and returns where the customer ends up, with the guard ids that redirected. */
function open(path: string, input: ContextInput = {}, guardValues: Record<string, boolean> = {}) {
  const r = resolveStep(bookingFlow, path, makeContext(input), makeGuards(guardValues));
  if (r.kind !== 'step') throw new Error(`not found: ${path}`);
  return { step: r.step.id, path: r.path, via: r.redirects.map((x) => x.explanation.decidedBy), effects: r.effects };
}

/** Sends an event to a step and returns the destination path and the deciding rule. */
function send(stepId: string, event: FlowEvent | string, input: ContextInput = {}, guardValues: Record<string, boolean> = {}) {
  const e = typeof event === 'string' ? { type: event } : event;
  const t = nextStep(bookingFlow, stepId, e, makeContext(input), makeGuards(guardValues));
  return { path: t.to.path, rule: t.to.external ? `external ${t.explanation.decidedBy}` : t.explanation.decidedBy, effects: t.effects };
}

const signedIn = { signedIn: true, booking: readyBooking };

describe('place (/pricing/place)', () => {
  it('B-17 Continue goes to /pricing/schedule when logged in', () => {
    expect(send('place', 'continue', signedIn)).toMatchObject({ path: '/pricing/schedule', rule: 'B-17' });
  });
  it('B-18 Continue goes to /pricing/account when not logged in', () => {
    expect(send('place', 'continue', { booking: readyBooking })).toMatchObject({ path: '/pricing/account', rule: 'B-18' });
  });
  it('B-17 a guest who chose guest checkout goes on to schedule', () => {
    expect(send('place', 'continue', { guest: true, booking: readyBooking }).path).toBe('/pricing/schedule');
  });
  it('B-15 B-16 Continue is blocked with "Please choose a location" until a place exists', () => {
    const blocked = continueBlocker(bookingFlow, 'place', makeContext({ booking: { hasPlace: false } }), makeGuards());
    expect(blocked).toMatchObject({ blocked: true, message: 'Please choose a location' });
    expect(continueBlocker(bookingFlow, 'place', makeContext({ booking: { hasPlace: true } }), makeGuards()).blocked).toBe(false);
  });
  it('B-19 "Booked service before?" leads to login and back to the place', () => {
    expect(send('place', 'bookedBefore').path).toBe('/login?redirect=%2Fpricing%2Fplace');
  });
});

describe('saved place card (B-20..B-25)', () => {
  const pick = (input: ContextInput) => send('place', 'pickSavedPlace', { signedIn: true, ...input });
  it('B-20 routes to the redirect query when present', () => {
    expect(pick({ query: { redirect: '/pricing/services' } })).toMatchObject({ path: '/pricing/services', rule: 'B-20' });
  });
  it('B-20 ignores an off-site redirect and falls back to schedule', () => {
    expect(pick({ query: { redirect: '//evil.example/x' } })).toMatchObject({ path: '/pricing/schedule', rule: 'B-20' });
  });
  it('B-21 with a quote option in the cart goes to schedule when logged in, else to begin', () => {
    expect(pick({ booking: { cartHasQuoteOption: true } })).toMatchObject({ path: '/pricing/schedule', rule: 'B-21-signed-in' });
    expect(send('place', 'pickSavedPlace', { booking: { cartHasQuoteOption: true } })).toMatchObject({ path: '/pricing/begin', rule: 'B-21-visitor' });
  });
  it('B-22 special vehicle types go to schedule', () => {
    for (const vehicleType of ['rv', 'atv', 'motorcycle', 'boat', 'plane']) {
      expect(pick({ booking: { vehicleType, cartEmpty: true } })).toMatchObject({ path: '/pricing/schedule', rule: 'B-22' });
    }
  });
  it('B-22 a skipped vehicle step goes to schedule', () => {
    expect(pick({ config: { is_skipping_vehicle: true }, booking: { cartEmpty: true } }).rule).toBe('B-22');
  });
  it('B-23 an empty cart goes to the configured skip-to page', () => {
    for (const [target, path] of [['services', '/pricing/services'], ['detailing', '/pricing/detailing'], ['tires', '/pricing/tires'], ['diagnostic', '/pricing/diagnostic']]) {
      expect(pick({ config: { skip_simple_services_to: target }, booking: { cartEmpty: true, vehicleType: 'automobile' } })).toMatchObject({ path, rule: 'B-23' });
    }
  });
  it('B-24 a cart with items goes to the vehicle step', () => {
    expect(pick({ booking: { cartEmpty: false, vehicleType: 'automobile' } })).toMatchObject({ path: '/pricing/vehicle', rule: 'B-24' });
  });
  it('B-25 otherwise the card goes to simple', () => {
    expect(pick({ booking: { cartEmpty: true, vehicleType: 'automobile' } })).toMatchObject({ path: '/pricing/simple', rule: 'B-25' });
  });
});

describe('/add-home-address', () => {
  it('L-59 requires sign-in, otherwise goes to /pricing/begin', () => {
    expect(open('/add-home-address')).toMatchObject({ step: 'begin', via: ['L-59'] });
    expect(open('/add-home-address', { signedIn: true }).step).toBe('add-home-address');
  });
  it('L-60 after save goes to the redirect query, default /account', () => {
    expect(send('add-home-address', 'saved', { signedIn: true, query: { redirect: '/pricing/place' } }).path).toBe('/pricing/place');
    expect(send('add-home-address', 'saved', { signedIn: true }).path).toBe('/account');
  });
});

describe('vehicle (/pricing/vehicle)', () => {
  it('C-02 requires login; visitors are sent to /', () => {
    expect(open('/pricing/vehicle')).toMatchObject({ step: 'home', path: '/', via: ['C-02'] });
  });
  it('C-03 a provider that skips the vehicle step goes to /pricing/schedule', () => {
    expect(open('/pricing/vehicle', { signedIn: true, config: { is_skipping_vehicle: true }, booking: readyBooking })).toMatchObject({ step: 'schedule', via: ['C-03'] });
  });
  it('C-07 picking a vehicle goes to schedule', () => {
    expect(send('vehicle', 'pickVehicle', signedIn)).toMatchObject({ path: '/pricing/schedule', rule: 'C-07' });
  });
  it('C-08 with a single shop location picking a vehicle goes straight to service choice', () => {
    expect(send('vehicle', 'pickVehicle', signedIn, { singleShopLocation: true })).toMatchObject({ path: '/pricing/simple', rule: 'C-08' });
  });
  it('C-06 Add a New Vehicle opens the lookup', () => {
    expect(send('vehicle', 'addVehicle', signedIn).path).toBe('/pricing/vehicle-lookup');
  });
});

describe('vehicle lookup and verify', () => {
  it('C-51 C-52 a found plate or VIN goes to verify with its state segment', () => {
    expect(send('vehicle-lookup', { type: 'lookupFound', plateState: 'CA', plateNumber: '7ABC123' }).path).toBe('/pricing/verify-vehicle-info/CA/7ABC123');
    expect(send('vehicle-lookup', { type: 'lookupFound', plateState: 'VIN', plateNumber: '1HGCM82633A004352' }).path).toBe('/pricing/verify-vehicle-info/VIN/1HGCM82633A004352');
  });
  it('C-14 a failed lookup goes to /pricing/vehicle-lookup?error=true', () => {
    expect(send('vehicle-lookup', 'lookupFailed').path).toBe('/pricing/vehicle-lookup?error=true');
  });
  it('C-50 a saved vehicle goes on to schedule, or to service choice when the cart is empty', () => {
    expect(send('vehicle-lookup', 'vehicleSaved', { booking: readyBooking }).path).toBe('/pricing/schedule');
    expect(send('vehicle-lookup', 'vehicleSaved', { booking: { cartEmpty: true } }).path).toBe('/pricing/simple');
  });
  it('C-56 Continue on verify goes to service choice with an empty cart, else schedule', () => {
    expect(send('verify-vehicle-info', 'continue', { booking: { cartEmpty: true } }).path).toBe('/pricing/simple');
    expect(send('verify-vehicle-info', 'continue', { booking: readyBooking }).path).toBe('/pricing/schedule');
  });
});

describe('simple (/pricing/simple)', () => {
  it('D-07 redirects to schedule for a special vehicle type with services in the cart', () => {
    expect(open('/pricing/simple', { signedIn: true, booking: { ...readyBooking, vehicleType: 'boat' } })).toMatchObject({ step: 'schedule', via: ['D-07'] });
  });
  it('D-07 redirects to schedule when vehicle skipping is on and the cart has services', () => {
    expect(open('/pricing/simple', { signedIn: true, config: { is_skipping_vehicle: true }, booking: { ...readyBooking, hasVehicle: false } })).toMatchObject({ step: 'schedule', via: ['D-07'] });
  });
  it('D-07 with an empty cart stays on simple instead of bouncing between simple and schedule', () => {
    expect(open('/pricing/simple', { config: { is_skipping_vehicle: true }, booking: { cartEmpty: true } }).step).toBe('simple');
  });
  it('D-08 redirects to the configured skip target', () => {
    for (const [target, step] of [['services', 'services'], ['detailing', 'detailing'], ['tires', 'tires'], ['diagnostic', 'diagnostic']]) {
      expect(open('/pricing/simple', { config: { skip_simple_services_to: target }, booking: { hasVehicle: true, cartEmpty: true } })).toMatchObject({ step, via: ['D-08'] });
    }
  });
  it('D-09 with no vehicle and no skipping clears the cart and goes to /pricing/begin', () => {
    expect(open('/pricing/simple', { booking: { hasVehicle: false, cartEmpty: false } })).toMatchObject({
      step: 'begin',
      via: ['D-09'],
      effects: [{ clearCart: true }, { track: 'begin_booking' }],
    });
  });
  it('D-02..D-05 each category card leads to its screen', () => {
    const pick = (category: string) => send('simple', { type: 'pickCategory', category }).path;
    expect(pick('mechanical')).toBe('/pricing/services');
    expect(pick('tires')).toBe('/pricing/tires');
    expect(pick('detailing')).toBe('/pricing/detailing');
    expect(pick('diagnostic')).toBe('/pricing/diagnostic');
  });
  it('D-01 shows the simple page with a vehicle and no redirect condition', () => {
    expect(open('/pricing/simple', { booking: { hasVehicle: true, cartEmpty: true } }).step).toBe('simple');
  });
});

describe('services, detailing, diagnostic, tires', () => {
  const blocker = (step: string, input: ContextInput) => continueBlocker(bookingFlow, step, makeContext(input), makeGuards()).message;
  it('D-16 needs a package or standard service unless a recall is in the cart', () => {
    expect(blocker('services', { booking: { cartHasPackageOrStandard: false } })).toBe('You must select at least one Package or Standard Service');
    expect(blocker('services', { booking: { cartHasPackageOrStandard: false, cartHasRecall: true, cartBelowMinimum: true } })).toBeNull();
  });
  it('D-17 D-18 needs the minimum amount unless a recall is in the cart', () => {
    const input = { config: { minimum_appointment_amount_dollars: 75 }, booking: { cartHasPackageOrStandard: true, cartBelowMinimum: true } };
    expect(blocker('services', input)).toBe('The minimum order amount is $75');
    expect(blocker('services', { ...input, booking: { ...input.booking, cartHasRecall: true } })).toBeNull();
  });
  it('services Continue goes to the place when none is chosen, else to schedule', () => {
    expect(send('services', 'continue', { booking: { hasPlace: false } }).path).toBe('/pricing/place');
    expect(send('services', 'continue', { booking: readyBooking }).path).toBe('/pricing/schedule');
  });
  it('D-21 choosing a detailing card goes to detailing-more', () => {
    expect(send('detailing', 'pickDetailing').path).toBe('/pricing/detailing-more');
  });
  it('D-30 detailing Continue needs a note when a Scratch or Paint service is selected', () => {
    expect(blocker('detailing-more', { booking: { cartHasScratchOrPaint: true, detailingNoteGiven: false } })).not.toBeNull();
    expect(blocker('detailing-more', { booking: { cartHasScratchOrPaint: true, detailingNoteGiven: true } })).toBeNull();
    expect(blocker('detailing-more', { booking: { cartHasScratchOrPaint: false } })).toBeNull();
  });
  it('D-31 detailing-more Continue goes to schedule when logged in, else to account', () => {
    expect(send('detailing-more', 'continue', signedIn)).toMatchObject({ path: '/pricing/schedule', rule: 'D-31-signed-in' });
    expect(send('detailing-more', 'continue', { booking: readyBooking })).toMatchObject({ path: '/pricing/account', rule: 'D-31' });
  });
  it('D-33 diagnostic Continue is disabled until a concern or a 5-character description', () => {
    expect(blocker('diagnostic', { booking: { diagnosticReady: false } })).not.toBeNull();
    expect(blocker('diagnostic', { booking: { diagnosticReady: true } })).toBeNull();
  });
  it('D-37 a tire service goes to tire size, then to the place or schedule', () => {
    expect(send('tires', 'pickTireService').path).toBe('/pricing/tiresize');
    expect(send('tiresize', 'continue', { booking: { hasPlace: false } }).path).toBe('/pricing/place');
    expect(send('tiresize', 'continue', { booking: readyBooking }).path).toBe('/pricing/schedule');
  });
  it('D-41 buying new tires goes from tire size to the tire products', () => {
    expect(send('tiresize', 'continue', { booking: { wantsNewTires: true } }).path).toBe('/pricing/newtires');
  });
  it('D-35 Back To vehicle goes to the vehicle step (signed in) or the lookup', () => {
    expect(send('tires', 'backToVehicle', signedIn).path).toBe('/pricing/vehicle');
    expect(send('tires', 'backToVehicle').path).toBe('/pricing/vehicle-lookup');
  });
  it('D-51 a tire product opens its detail page', () => {
    expect(send('newtires', { type: 'viewTire', product: 'ATD123' }).path).toBe('/pricing/tireDetail?product=ATD123');
  });
});

describe('account (/pricing/account)', () => {
  it('E-18 redirects to / when there is neither a location nor a home address', () => {
    expect(open('/pricing/account', { booking: { hasPlace: false, hasHomeAddress: false } })).toMatchObject({ step: 'home', via: ['E-18'] });
  });
  it('E-19 redirects to /pricing/save when the account exists and the cart is empty', () => {
    expect(open('/pricing/account', { booking: { hasPlace: true, accountExists: true, cartEmpty: true } })).toMatchObject({ step: 'save', via: ['E-19'] });
  });
  it('E-20 redirects to /pricing/schedule when logged in', () => {
    expect(open('/pricing/account', signedIn)).toMatchObject({ step: 'schedule', via: ['E-20'] });
  });
  it('E-21 after sign-up goes to schedule, or to /pricing/save with nothing to book', () => {
    expect(send('account', 'signedUp', { booking: readyBooking }).path).toBe('/pricing/schedule');
    expect(send('account', 'signedUp', { booking: { cartEmpty: true } }).path).toBe('/pricing/save');
  });
});

describe('schedule (/pricing/schedule)', () => {
  it('F-02 redirects to / when there is no vehicle', () => {
    expect(open('/pricing/schedule', { signedIn: true, booking: { ...readyBooking, hasVehicle: false } })).toMatchObject({ step: 'home', via: ['F-02'] });
  });
  it('F-02 needs no vehicle when the provider skips the vehicle step', () => {
    expect(open('/pricing/schedule', { signedIn: true, config: { is_skipping_vehicle: true }, booking: { ...readyBooking, hasVehicle: false } }).step).toBe('schedule');
  });
  it('F-03 redirects to /pricing/simple when the cart is empty', () => {
    expect(open('/pricing/schedule', { signedIn: true, booking: { ...readyBooking, cartEmpty: true } })).toMatchObject({ step: 'simple', via: ['F-03'] });
  });
  it('E-22 visitors go through the account step before scheduling', () => {
    expect(open('/pricing/schedule', { booking: readyBooking })).toMatchObject({ step: 'account', via: ['E-22'] });
  });
  it('F-10 Continue goes to /pricing/confirm-appointment', () => {
    expect(send('schedule', 'continue', signedIn)).toMatchObject({ path: '/pricing/confirm-appointment', rule: 'F-10' });
  });
  it('F-11 Continue goes to /pricing/location for workplace service', () => {
    expect(send('schedule', 'continue', { signedIn: true, booking: { ...readyBooking, placeMode: 'workplace' } })).toMatchObject({ path: '/pricing/location', rule: 'F-11' });
  });
  it('I-04 after a change-booking save goes back to /account', () => {
    expect(send('schedule', 'bookingUpdated', signedIn).path).toBe('/account');
  });
  it('F-12 a provider overlay can require the issue note (fleetco)', async () => {
    const { applyOverlay } = await import('../../src/engine');
    const overlay = (await import('../../flows/overlays/fleetco.json')).default;
    const flow = applyOverlay(bookingFlow, overlay as never);
    const r = continueBlocker(flow, 'schedule', makeContext({ booking: { scheduleNoteGiven: false } }), makeGuards());
    expect(r.message).toBe('Please enter a note with a description of the issue you are experiencing.');
    expect(continueBlocker(bookingFlow, 'schedule', makeContext({ booking: { scheduleNoteGiven: false } }), makeGuards()).blocked).toBe(false);
  });
});

describe('location, confirm, finished', () => {
  const workplace = { signedIn: true, booking: { ...readyBooking, placeMode: 'workplace' } };
  it('G-01 the location step is only for workplace service', () => {
    expect(open('/pricing/location', signedIn)).toMatchObject({ step: 'confirm-appointment', via: ['G-01'] });
    expect(open('/pricing/location', workplace).step).toBe('location');
  });
  it('G-04 G-05 a parking lot and a Keyosk are required, unless the vehicle parks anywhere', () => {
    const b = (booking: Record<string, boolean>, guards: Record<string, boolean> = {}) =>
      continueBlocker(bookingFlow, 'location', makeContext({ booking }), makeGuards(guards)).message;
    expect(b({ parkingChosen: false, keyoskChosen: false })).toBe('Please select a parking lot to continue');
    expect(b({ parkingChosen: true, keyoskChosen: false })).toBe('Please select a Keyosk to continue');
    expect(b({ parkingChosen: false, keyoskChosen: false }, { parkAnywhereVehicle: true })).toBe('Please select a Keyosk to continue');
    expect(b({ parkingChosen: true, keyoskChosen: true })).toBeNull();
  });
  it('G-07 location Continue goes to /pricing/review', () => {
    expect(send('location', 'continue', workplace).path).toBe('/pricing/review');
  });
  it('H-05 H-06 terms and the cancellation policy must be accepted when configured', () => {
    const booking = { customerInfoComplete: true, textAgreementChecked: true, termsAccepted: false, cancellationPolicyAccepted: false };
    const b = (config: Record<string, unknown>) => continueBlocker(bookingFlow, 'confirm-appointment', makeContext({ config, booking }), makeGuards()).message;
    expect(b({})).toBeNull();
    expect(b({ terms_and_conditions_url: 'https://x.test/terms' })).toBe('Please check the box above to agree to the Terms and Conditions.');
    expect(b({ is_charging_cancellation_fee: true })).not.toBeNull();
  });
  it('H-03 H-04 customer info and the text agreement come first', () => {
    const b = (booking: Record<string, boolean>) => continueBlocker(bookingFlow, 'review', makeContext({ booking }), makeGuards()).explanation.decidedBy;
    expect(b({ customerInfoComplete: false })).toBe('H-03');
    expect(b({ customerInfoComplete: true, textAgreementChecked: false })).toBe('H-04');
  });
  it('H-32 a booking goes to /pricing/finished', () => {
    expect(send('confirm-appointment', 'booked', signedIn).path).toBe('/pricing/finished');
  });
  it('H-33 a provider with an external thank-you page goes there instead', () => {
    const r = send('review', 'booked', { ...signedIn, config: { external_thank_you_url: 'https://thanks.example/done' } });
    expect(r).toMatchObject({ path: 'https://thanks.example/done', rule: 'external H-32/H-33' });
    expect(send('review', 'booked', { ...signedIn, config: { external_thank_you_url: 'javascript:alert(1)' } }).path).toBe('/pricing/finished');
  });
  it('H-35 after the double-booking dialog the customer returns to /pricing/schedule with the cart kept', () => {
    expect(send('confirm-appointment', 'doubleBooking', signedIn)).toMatchObject({ path: '/pricing/schedule', effects: [] });
    expect(send('review', 'doubleBooking', signedIn)).toMatchObject({ path: '/pricing/schedule', effects: [] });
  });
  it('H-40 Book another service empties the cart and goes to /pricing/schedule', () => {
    expect(send('finished', 'bookAnother', signedIn)).toMatchObject({ path: '/pricing/schedule', effects: [{ clearCart: true }] });
  });
});

describe('reschedule and proactive links, login', () => {
  it('I-11 links need login, otherwise /login with a redirect back to /pricing/schedule', () => {
    expect(open('/reschedule/1/2')).toMatchObject({ step: 'login', path: '/login?redirect=%2Fpricing%2Fschedule', via: ['I-11'] });
    expect(open('/proactive-scheduling/1/2/2026-12-01').via).toEqual(['I-11']);
    expect(open('/reschedule/1/2', { signedIn: true }).step).toBe('reschedule-link');
  });
  it('I-10 a loaded link goes to the schedule screen', () => {
    expect(send('reschedule-link', 'loaded', { signedIn: true }).path).toBe('/pricing/schedule');
  });
  it('I-12 an account mismatch alerts and goes to /account', () => {
    expect(send('proactive-link', 'mismatch', { signedIn: true })).toMatchObject({ path: '/account', effects: [{ alert: 'account-mismatch' }] });
  });
  it('I-13 I-15 a confirmed proactive date shows the one-click confirmation', () => {
    expect(send('proactive-link', 'confirmed', { signedIn: true }).path).toBe('/one-click-confirmation/proactive');
  });
  it('I-14 an unavailable date shows a message and goes to the schedule screen', () => {
    expect(send('proactive-link', 'dateUnavailable', { signedIn: true })).toMatchObject({ path: '/pricing/schedule', effects: [{ alert: 'date-filled' }] });
  });
  it('J-07 J-08 login goes to a safe redirect, else /account', () => {
    expect(send('login', 'signedIn', { query: { redirect: '/pricing/schedule' } }).path).toBe('/pricing/schedule');
    expect(send('login', 'signedIn', { query: { redirect: 'https://evil.example' } }).path).toBe('/account');
    expect(send('login', 'signedIn').path).toBe('/account');
  });
  it('K-01 the account area sends visitors to login', () => {
    expect(open('/account').step).toBe('login');
  });
});

describe('not found', () => {
  it('A-25 unknown routes show "Page not found"', () => {
    expect(resolveStep(bookingFlow, '/nope', makeContext(), makeGuards())).toEqual({ kind: 'notFound', path: '/nope', message: 'Page not found' });
  });
});
