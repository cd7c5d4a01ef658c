/**
 * The booking the signed-in demo customer (Dana Demo, `demo@example.com`, mocks/world) holds on reaching the schedule
 * step: home service at their saved place "Home" (12 Elm Street, id 4001), their saved 2019 Toyota Camry (id 3001),
 * an oil change (+ the bundled inspection), no time chosen yet. Its shape was captured from the mock build with
 * `BENCH_DUMP_STEP=schedule npm run bench:steps -- --runs 1` (the tab's `booking.state.v1:demo` on the guest path),
 * then the place, vehicle and contact details were set to the demo customer's. `npm run perf` puts it, and the demo
 * customer's session token (`demo-customer-token`, a session the HTTP mock back end knows), into the tab's
 * sessionStorage before the app's own scripts run, so `/pricing/schedule` loads as a reload of that step does
 * instead of being sent back by the flow's guards (a fresh visitor lands on `/`; a guest's booking without a session
 * lands on `/pricing/account`).
 */

/** The route measured with the seeded booking. */
export const SEEDED_ROUTE = '/pricing/schedule';

/** The booking (BookingState of src/booking/booking-state.ts as the app stores it). */
const SCHEDULE_STEP_BOOKING = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    address_line_2: null,
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
    serviceability_note: null,
    time_zone: 'America/New_York',
    tax_rate_percent: 6,
  },
  clientLocation: null,
  shopLocationIds: [4, 3],
  vehicle: {
    id: 3001,
    type: 'automobile',
    year: 2019,
    make: 'Toyota',
    model: 'Camry',
    color: 'Blue',
    trim: 'Sport',
    engine: null,
    vin: '4T1B11HK5KU123456',
    plate: 'ABC1234',
    plateState: 'VA',
    displayName: '2019 Toyota Camry',
    standardTireSizes: ['P215/55R17', 'P235/45R18'],
    oilCapacity: 4.8,
  },
  serviceVehicleId: null,
  cart: [
    {
      service_offering_id: 201,
      long_name: 'Synthetic Oil Change',
      display_name: 'Oil Change',
      short_name: 'Oil Change',
      quantity: 1,
      labor_hours: 0.5,
      parts_cost_dollars: 40,
      labor_cost_dollars: 60,
      total_cost_dollars: 100,
      tax_type: 'itemized',
      display_category: 'standard',
      schedule_types: ['mechanical'],
      incompatible_service_offering_ids: null,
      included_with_every_mechanical_service: null,
      per_tire: null,
      quote_option_id: null,
      is_recall: false,
      booking_message_1: 'Up to 5 quarts included; extra quarts are billed per quart.',
      booking_message_2: null,
      kind: 'standard',
      detailing_category: null,
    },
    {
      service_offering_id: 208,
      long_name: 'Multi-Point Inspection',
      display_name: 'Multi-Point Inspection',
      short_name: 'Inspection',
      quantity: 1,
      labor_hours: 0,
      parts_cost_dollars: 0,
      labor_cost_dollars: 0,
      total_cost_dollars: 0,
      tax_type: 'bundled',
      display_category: 'standard',
      schedule_types: ['mechanical'],
      incompatible_service_offering_ids: null,
      included_with_every_mechanical_service: true,
      per_tire: null,
      quote_option_id: null,
      is_recall: false,
      booking_message_1: null,
      booking_message_2: null,
      kind: 'other',
      detailing_category: null,
    },
  ],
  tireQuantity: 4,
  wantsNewTires: false,
  tireSize: null,
  couponCode: null,
  referrerCode: null,
  otherServiceDescription: '',
  images: [],
  detailingNote: '',
  dirtLevel: 2,
  diagnosticConcerns: [],
  diagnosticDescription: '',
  accountExists: true,
  changeBookingId: null,
  parkingId: null,
  keyoskId: null,
  customer: { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '(555) 555-0101' },
  textAgreementChecked: false,
  termsAccepted: false,
  cancellationPolicyAccepted: false,
  scheduleNote: '',
  schedule: null,
  keyLocation: null,
  keyLocationNote: '',
  tip: null,
  tipCustomText: null,
  payment: null,
  bookingIntentKey: null,
  lastBooking: null,
  lastReschedule: null,
  guest: false,
} as const;

/** The demo customer's session token in the mock back end (mocks/world/ids.ts DEMO_CUSTOMER_TOKEN). */
const DEMO_CUSTOMER_TOKEN = 'demo-customer-token';

/**
 * A script for the tab (puppeteer's `evaluateOnNewDocument`) that stores {@link SCHEDULE_STEP_BOOKING} as the
 * provider's saved booking and {@link DEMO_CUSTOMER_TOKEN} as the session token (the keys of
 * src/booking/persisted-booking.ts and src/api/client.ts) on the app's pages (not on about:blank), before any of the
 * app's scripts run.
 */
export function seededBookingScript(provider: string): string {
  const entries: [string, string][] = [
    [`booking.state.v1:${provider}`, JSON.stringify(SCHEDULE_STEP_BOOKING)],
    ['booking.auth-token', DEMO_CUSTOMER_TOKEN],
  ];
  const sets = entries.map(([k, v]) => `sessionStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join(' ');
  return `try { if (location.protocol.startsWith('http')) { ${sets} } } catch (e) {}`;
}
