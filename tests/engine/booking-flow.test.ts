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

describe('begin (/pricing/begin, OPEN-30)', () => {
  it('B-44 OPEN-30 a visitor starts with the vehicle', () => {
    expect(send('begin', 'continue')).toMatchObject({ path: '/pricing/vehicle-lookup', rule: 'B-44' });
  });
  it('B-44 OPEN-30 a signed-in customer starts with the place, whose saved cards route on', () => {
    expect(send('begin', 'continue', { signedIn: true })).toMatchObject({ path: '/pricing/place', rule: 'begin-signed-in' });
  });
  it('B-44 C-03 D-08 a provider that skips the vehicle step starts with its services screen', () => {
    expect(send('begin', 'continue', { config: { is_skipping_vehicle: true, skip_simple_services_to: 'tires' } })).toMatchObject({ path: '/pricing/tires', rule: 'begin-skip-vehicle' });
    expect(send('begin', 'continue', { config: { is_skipping_vehicle: true } }).path).toBe('/pricing/simple');
  });
  it('B-19 issue 26 "Booked service before?" on begin leads to login, then to the place as a signed-in customer starts', () => {
    expect(send('begin', 'bookedBefore')).toMatchObject({ path: '/login?redirect=%2Fpricing%2Fplace', rule: 'B-19-begin' });
  });
});

describe('place Continue supplies what is missing (OPEN-42)', () => {
  it('OPEN-42 place Continue goes to the vehicle, then the services, before schedule or account', () => {
    expect(send('place', 'continue', { signedIn: true, booking: { ...readyBooking, hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle', rule: 'needs-vehicle-signed-in' });
    expect(send('place', 'continue', { booking: { ...readyBooking, hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle-lookup', rule: 'needs-vehicle' });
    expect(send('place', 'continue', { signedIn: true, config: { skip_simple_services_to: 'services' }, booking: { ...readyBooking, cartEmpty: true } })).toMatchObject({ path: '/pricing/services', rule: 'needs-services' });
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
  it('B-22 special vehicle types go to schedule once services are chosen', () => {
    for (const vehicleType of ['rv', 'atv', 'motorcycle', 'boat', 'plane']) {
      expect(pick({ booking: { vehicleType, cartEmpty: false } })).toMatchObject({ path: '/pricing/schedule', rule: 'B-22' });
    }
  });
  it('B-22 a skipped vehicle step goes to schedule once services are chosen', () => {
    expect(pick({ config: { is_skipping_vehicle: true }, booking: { cartEmpty: false } }).rule).toBe('B-22');
  });
  it('B-22 B-25 with an empty cart the card leads to the services instead of a schedule that would send the customer back (OPEN-42)', () => {
    expect(pick({ config: { is_skipping_vehicle: true }, booking: { cartEmpty: true } })).toMatchObject({ path: '/pricing/simple', rule: 'B-25' });
    expect(pick({ config: { is_skipping_vehicle: true, skip_simple_services_to: 'tires' }, booking: { cartEmpty: true } })).toMatchObject({ path: '/pricing/tires', rule: 'B-23' });
  });
  it('B-23 an empty cart goes to the configured skip-to page', () => {
    for (const [target, path] of [['services', '/pricing/services'], ['detailing', '/pricing/detailing'], ['tires', '/pricing/tires'], ['diagnostic', '/pricing/diagnostic']]) {
      expect(pick({ config: { skip_simple_services_to: target }, booking: { cartEmpty: true, vehicleType: 'automobile' } })).toMatchObject({ path, rule: 'B-23' });
    }
  });
  it('B-24 a cart with items and no vehicle yet goes to the vehicle step', () => {
    expect(pick({ booking: { cartEmpty: false, hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle', rule: 'B-24' });
  });
  it('B-24 issue 26 a cart with items and a vehicle already chosen (kept on signing in) goes to the schedule, not Select Your Vehicle', () => {
    expect(pick({ booking: { cartEmpty: false, hasVehicle: true, vehicleType: 'automobile' } })).toMatchObject({ path: '/pricing/schedule', rule: 'B-24-vehicle-kept' });
  });
  it('B-25 otherwise the card goes to simple', () => {
    expect(pick({ booking: { cartEmpty: true, hasVehicle: true, vehicleType: 'automobile' } })).toMatchObject({ path: '/pricing/simple', rule: 'B-25' });
  });
  it('B-25 D-09 OPEN-42 without a vehicle the card goes to the saved vehicles first, not to a simple that would send the customer to begin', () => {
    expect(pick({ booking: { cartEmpty: true, hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle', rule: 'needs-vehicle-saved-place' });
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
    expect(send('vehicle', 'pickVehicle', { signedIn: true, booking: { ...readyBooking, cartEmpty: true } }, { singleShopLocation: true })).toMatchObject({ path: '/pricing/simple', rule: 'C-08' });
    expect(send('vehicle', 'pickVehicle', signedIn, { singleShopLocation: true })).toMatchObject({ path: '/pricing/schedule', rule: 'C-07' });
  });
  it('C-07 OPEN-42 picking a vehicle before the services or the place leads to the step that supplies them', () => {
    expect(send('vehicle', 'pickVehicle', { signedIn: true, config: { skip_simple_services_to: 'diagnostic' }, booking: { ...readyBooking, cartEmpty: true } })).toMatchObject({ path: '/pricing/diagnostic', rule: 'needs-services' });
    expect(send('vehicle', 'pickVehicle', { signedIn: true, booking: { ...readyBooking, hasPlace: false } })).toMatchObject({ path: '/pricing/place', rule: 'needs-place' });
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
    expect(send('vehicle-lookup', 'vehicleSaved', signedIn).path).toBe('/pricing/schedule');
    expect(send('vehicle-lookup', 'vehicleSaved', { booking: { cartEmpty: true } }).path).toBe('/pricing/simple');
    expect(send('vehicle-lookup', 'vehicleSaved', { config: { skip_simple_services_to: 'tires' }, booking: { cartEmpty: true } }).path).toBe('/pricing/tires');
  });
  it('C-56 Continue on verify goes to service choice with an empty cart, else schedule', () => {
    expect(send('verify-vehicle-info', 'continue', { booking: { cartEmpty: true } }).path).toBe('/pricing/simple');
    expect(send('verify-vehicle-info', 'continue', signedIn).path).toBe('/pricing/schedule');
  });
  it('C-50 C-56 OPEN-42 a visitor with services goes on to the place, then the account, never to a schedule that sends them back', () => {
    expect(send('verify-vehicle-info', 'continue', { booking: { ...readyBooking, hasPlace: false } })).toMatchObject({ path: '/pricing/place', rule: 'needs-place' });
    expect(send('vehicle-lookup', 'vehicleSaved', { booking: readyBooking })).toMatchObject({ path: '/pricing/account', rule: 'needs-account' });
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
  it('OPEN-42 services Continue goes to the vehicle, the place or the account when missing, else to schedule', () => {
    expect(send('services', 'continue', { booking: { hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle-lookup', rule: 'needs-vehicle' });
    expect(send('services', 'continue', { signedIn: true, booking: { hasVehicle: false } })).toMatchObject({ path: '/pricing/vehicle', rule: 'needs-vehicle-signed-in' });
    expect(send('services', 'continue', { config: { is_skipping_vehicle: true }, booking: { hasVehicle: false } }).path).toBe('/pricing/place');
    expect(send('services', 'continue', { booking: { ...readyBooking, hasPlace: false } }).path).toBe('/pricing/place');
    expect(send('services', 'continue', { booking: readyBooking })).toMatchObject({ path: '/pricing/account', rule: 'needs-account' });
    expect(send('services', 'continue', signedIn).path).toBe('/pricing/schedule');
    expect(send('services', 'continue', { guest: true, booking: readyBooking }).path).toBe('/pricing/schedule');
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
    expect(send('tiresize', 'continue', { booking: { ...readyBooking, hasPlace: false } }).path).toBe('/pricing/place');
    expect(send('tiresize', 'continue', signedIn).path).toBe('/pricing/schedule');
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
    const chosen = { dateChosen: true, leaveAfterArrive: true };
    const r = continueBlocker(flow, 'schedule', makeContext({ booking: { ...chosen, scheduleNoteGiven: false } }), makeGuards());
    expect(r.message).toBe('Please enter a note with a description of the issue you are experiencing.');
    expect(continueBlocker(bookingFlow, 'schedule', makeContext({ booking: { ...chosen, scheduleNoteGiven: false } }), makeGuards()).blocked).toBe(false);
  });
});

describe('schedule Continue blockers (F-15..F-17, F-21, F-22)', () => {
  const month = { scheduling_system: 'availability_windows' };
  /** A date (and time) chosen, nothing else: Continue is free. */
  const chosen = { dateChosen: true, scheduleWaitlist: false, handRaise: false, availabilityGiven: false, leaveAfterArrive: true };
  const b = (booking: Record<string, boolean>, config: Record<string, unknown> = month) => {
    const r = continueBlocker(bookingFlow, 'schedule', makeContext({ config, booking: { ...chosen, ...booking } }), makeGuards());
    return { rule: r.explanation.decidedBy, message: r.message };
  };
  it('a chosen date (and time) lets Continue through on every calendar', () => {
    for (const scheduling_system of ['availability_windows', 'time_slots', 'other', undefined]) expect(b({}, { scheduling_system }).rule).toBe('none');
  });
  it('F-17 blocks Continue without a date on the month calendar (flow blocker)', () => {
    expect(b({ dateChosen: false })).toEqual({ rule: 'F-17', message: 'Please select a date before you can continue.' });
  });
  it('F-22 blocks Continue without a date and time on the slot grid and the week calendar (flow blocker)', () => {
    for (const config of [{ scheduling_system: 'time_slots' }, { scheduling_system: 'other' }, { is_using_time_blocks: true }, {}]) {
      expect(b({ dateChosen: false }, config)).toEqual({ rule: 'F-22', message: 'Please select a date and time.' });
    }
    expect(b({ dateChosen: false }, { scheduling_system: 'availability_windows', is_using_time_blocks: true }).rule).toBe('F-17');
  });
  it('F-16 blocks the waitlist without availability text; with it no date is needed (flow blocker)', () => {
    for (const config of [month, { scheduling_system: 'time_slots' }]) {
      expect(b({ dateChosen: false, scheduleWaitlist: true }, config)).toEqual({ rule: 'F-16', message: 'Please add your schedule availability before continuing without a date.' });
      expect(b({ dateChosen: false, scheduleWaitlist: true, availabilityGiven: true }, config).rule).toBe('none');
    }
  });
  it('F-15 blocks the hand-raise without availability text, before the date-and-time rule (flow blocker)', () => {
    expect(b({ handRaise: true })).toEqual({ rule: 'F-15', message: 'Please add your availability and reason for wanting service sooner.' });
    expect(b({ handRaise: true, dateChosen: false }, { scheduling_system: 'time_slots' }).rule).toBe('F-15');
    expect(b({ handRaise: true, availabilityGiven: true }).rule).toBe('none');
  });
  it('F-21 blocks a leave time not after the arrive time (flow blocker; only the month calendar lets the customer choose both)', () => {
    expect(b({ leaveAfterArrive: false })).toEqual({ rule: 'F-21', message: 'Your leave time must be after your arrive time.' });
    expect(b({ leaveAfterArrive: false, dateChosen: false }).rule).toBe('F-17');
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
    const booking = { customerInfoComplete: true, textAgreementChecked: true, termsAccepted: false, cancellationPolicyAccepted: false, keyLocationGiven: true, tipValid: true };
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
  it('G-11 blocks Confirm until the key location is given, on both checkout steps, after H-03..H-06 (flow blocker)', () => {
    const done = { customerInfoComplete: true, textAgreementChecked: true, termsAccepted: true, cancellationPolicyAccepted: true, tipValid: true };
    for (const step of ['confirm-appointment', 'review']) {
      const r = continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, keyLocationGiven: false } }), makeGuards());
      expect(r).toMatchObject({ blocked: true, message: 'Please tell us where we will find your keys.', explanation: { decidedBy: 'G-11' } });
      expect(continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, keyLocationGiven: false, textAgreementChecked: false } }), makeGuards()).explanation.decidedBy).toBe('H-04');
      expect(continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, keyLocationGiven: true } }), makeGuards()).blocked).toBe(false);
    }
  });
  it('H-17 blocks Confirm while the custom tip is not numeric, on both checkout steps, after G-11 (flow blocker)', () => {
    const done = { customerInfoComplete: true, textAgreementChecked: true, termsAccepted: true, cancellationPolicyAccepted: true, keyLocationGiven: true };
    for (const step of ['confirm-appointment', 'review']) {
      const r = continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, tipValid: false } }), makeGuards());
      expect(r).toMatchObject({ blocked: true, message: 'Please enter the tip as an amount in dollars, for example 5 or 7.50.', explanation: { decidedBy: 'H-17' } });
      expect(continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, keyLocationGiven: false, tipValid: false } }), makeGuards()).explanation.decidedBy).toBe('G-11');
      expect(continueBlocker(bookingFlow, step, makeContext({ booking: { ...done, tipValid: true } }), makeGuards()).blocked).toBe(false);
    }
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
