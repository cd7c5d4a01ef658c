/**
 * The initial demo world, built relative to the world's "now" (clock.ts). docs/api.md "Demo data" lists what
 * is here; keep the two in step.
 */
import { md5 } from 'js-md5';
import type { Address, Coupon, ServiceLine, Vehicle } from '../../src/api/entities';
import type { Quote } from '../../src/api/quotes';
import { providerFixtures } from '../fixtures/providers';
import { addDays, isoDay, now } from './clock';
import { offeringTemplate } from './catalog/offerings';
import { locationById, MOBILE_LOCATION_ID, type LocationRecord } from './catalog/places';
import { lookupFixtures, vehicleFromLookup } from './catalog/vehicle-data';
import { isFullyBooked, weekday } from './availability';
import { computeTotals, priceOffering } from './pricing';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_TOKEN } from './ids';
import type { StoredCustomer, StoredWork, WorldState } from './types';

export const WORLD_VERSION = 1;

export const FLEET_CUSTOMER = { id: 1002, email: 'fleet@example.com', password: 'fleet1234' } as const;
const NEW_CUSTOMER = { id: 1003, email: 'new@example.com', password: 'new12345' } as const;
const TAKEN_SLOT_CUSTOMER_ID = 1099;
/** A session token that the server no longer knows: any authenticated call with it answers 403. */
export const EXPIRED_SESSION_TOKEN = 'expired-session-token';

export const DEMO_TOKENS = {
  /** Appointment 5001 (scheduled, card on file, unpaid). */
  appointment: 'demo-appointment-token',
  /** Appointment 5008 (finished, unpaid: pay / tip). */
  payment: 'demo-payment-token',
  /** Appointment 5001, expired: answers "Token is expired.". */
  expired: 'demo-expired-token',
} as const;

export const DEMO_RESET_IDS = { valid: 'demo-reset', expired: 'expired-reset' } as const;
export const DEMO_QUOTE_UUID = '3f1c2a9e-7b4d-4e21-9c1a-demo00quote1';

/** First day on or after `from` that `location` serves and that is not fully booked. */
function nextOpenDay(from: string, location: LocationRecord): string {
  let day = from;
  for (let i = 0; i < 14; i++) {
    if (location.service_vehicles[weekday(day)] !== undefined && !isFullyBooked(day)) return day;
    day = addDays(day, 1);
  }
  return from;
}

/** The day whose 10:00–12:00 slot is taken by another customer, for home service and at Acme HQ (docs/api.md). */
export function demoTakenDay(): string {
  const today = isoDay(now());
  const home = locationById(MOBILE_LOCATION_ID)!;
  const hq = locationById(1)!;
  let day = addDays(today, 2);
  for (let i = 0; i < 21; i++) {
    if (home.service_vehicles[weekday(day)] !== undefined && hq.service_vehicles[weekday(day)] !== undefined && !isFullyBooked(day)) return day;
    day = addDays(day, 1);
  }
  return day;
}

function customer(
  id: number,
  first: string,
  last: string,
  email: string,
  password: string | null,
  extra: Partial<StoredCustomer> = {},
): StoredCustomer {
  return {
    customer_id: id,
    first_name: first,
    last_name: last,
    email,
    phone: '5555550100',
    stripe_last4: null,
    stripe_brand: null,
    square_last4: null,
    square_brand: null,
    is_fleet_user: false,
    fleet_account_name: null,
    default_client_location_id: null,
    preferredKeyoskId: null,
    preferredParkingId: null,
    is_guest: password === null,
    password_md5: password === null ? null : md5(password),
    has_credit_card: false,
    ...extra,
  };
}

function address(id: number, customerId: number, name: string, line1: string, city: string, postal: string, primary: boolean): Address {
  return {
    customer_address_id: id,
    id,
    customer_id: customerId,
    display_name: name,
    address_line_1: line1,
    address_line_2: null,
    city,
    state: 'VA',
    postal_code: postal,
    country: 'US',
    one_line_human_readable_address: `${line1}, ${city}, VA ${postal}`,
    lat: 38.78 + (id % 7) * 0.003,
    lng: -77.18 - (id % 5) * 0.003,
    is_deleted: false,
    is_primary: primary,
    serviceability_note: null,
    tax_rate_percent: 6,
    time_zone: 'America/New_York',
  };
}

export function seedWorld(): WorldState {
  const today = isoDay(now());
  const demoConfig = providerFixtures.demo!;
  const home = locationById(MOBILE_LOCATION_ID)!;
  const hq = locationById(1)!;

  const customers: StoredCustomer[] = [
    customer(DEMO_CUSTOMER_ID, 'Dana', 'Demo', DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, {
      phone: '5555550101', stripe_brand: 'Visa', stripe_last4: '4242', square_brand: 'Visa', square_last4: '1111', has_credit_card: true,
      default_client_location_id: 1, preferredKeyoskId: 11, preferredParkingId: 21,
    }),
    customer(FLEET_CUSTOMER.id, 'Frank', 'Fleet', FLEET_CUSTOMER.email, FLEET_CUSTOMER.password, {
      phone: '5555550102', is_fleet_user: true, fleet_account_name: 'FleetCo Logistics', default_client_location_id: 1,
      preferredKeyoskId: 12, preferredParkingId: 22,
    }),
    customer(NEW_CUSTOMER.id, 'Nina', 'New', NEW_CUSTOMER.email, NEW_CUSTOMER.password, { phone: '5555550103' }),
    customer(TAKEN_SLOT_CUSTOMER_ID, 'Terry', 'Taken', 'taken@example.com', 'taken1234', { phone: '5555550199', has_credit_card: true, stripe_brand: 'Visa', stripe_last4: '0005' }),
  ];

  const camry = lookupFixtures[0]!;
  const vehicles: Vehicle[] = [
    { ...vehicleFromLookup(camry), vehicle_id: 3001, id: 3001, customer_id: DEMO_CUSTOMER_ID },
    {
      ...vehicleFromLookup({ vin: '2HGFC2F59JH123456', year: 2018, makeId: 2, modelId: 201, trim: 'Base', color: 'Silver', serviceRecords: 6, recalls: [] }),
      license_plate_number: 'CIV1818', license_plate_state: 'VA', input_method_type: 'license', vehicle_id: 3002, id: 3002, customer_id: DEMO_CUSTOMER_ID,
    },
    // No color: not listed among the saved-vehicle buttons (C-…); deletable.
    { ...vehicleFromLookup(lookupFixtures[1]!), color: null, vehicle_id: 3003, id: 3003, customer_id: DEMO_CUSTOMER_ID },
    {
      ...vehicleFromLookup({ vin: '4S4BSANC5K3123456', year: 2019, makeId: 7, modelId: 701, trim: 'Limited', color: 'Green', serviceRecords: 3, recalls: [] }),
      input_method_type: 'year', vehicle_id: 3004, id: 3004, customer_id: DEMO_CUSTOMER_ID,
    },
    {
      ...vehicleFromLookup({ vin: '1FTFW1E50MFA12345', year: 2021, makeId: 3, modelId: 301, trim: 'Base', color: 'White', serviceRecords: 2, recalls: [] }),
      vehicle_id: 3101, id: 3101, customer_id: FLEET_CUSTOMER.id, display_name: 'Fleet Truck 12',
    },
    { ...vehicleFromLookup(lookupFixtures[2]!), vehicle_id: 3901, id: 3901, customer_id: TAKEN_SLOT_CUSTOMER_ID },
  ];

  const addresses: Address[] = [
    address(4001, DEMO_CUSTOMER_ID, 'Home', '12 Elm Street', 'Springfield', '22150', true),
    address(4002, DEMO_CUSTOMER_ID, "Mom's House", '48 Oak Avenue', 'Arlington', '22201', false),
    address(4099, TAKEN_SLOT_CUSTOMER_ID, 'Home', '7 Birch Court', 'Springfield', '22151', true),
  ];

  const vehicleOf = (id: number) => vehicles.find((v) => v.vehicle_id === id);
  let lineId = 9000;
  const line = (
    offeringId: number,
    location: LocationRecord,
    vehicleId: number,
    extra: Partial<ServiceLine> = {},
  ): ServiceLine => {
    const priced = priceOffering(offeringTemplate(offeringId)!, location, vehicleOf(vehicleId));
    lineId += 1;
    return { ...priced, id: lineId, is_upsell: false, upsell_status: null, employee_note: null, ...extra };
  };

  const work = (
    w: Partial<StoredWork> & Pick<StoredWork, 'scheduled_work_id' | 'customer_id' | 'status' | 'date' | 'services'>,
    location: LocationRecord,
  ): StoredWork => {
    const taxRate = location.tax_rate_percent ?? 6;
    const totals = computeTotals({ lines: w.services, taxRatePercent: taxRate, config: demoConfig, tipDollars: w.tip_amount_dollars ?? 0 });
    return {
      vehicle_id: null,
      customer_address_id: null,
      client_location_id: null,
      keyosk_id: null,
      parking_id: null,
      plannedArrivalTime: null,
      plannedDepartureTime: null,
      confirmed_appointment_start_time: null,
      service_vehicle_id: w.date ? (location.service_vehicles[weekday(w.date)] ?? null) : null,
      schedule_instance_id: null,
      box: null,
      coupon_code: null,
      custom_discount_reason: null,
      amount_paid_dollars: 0,
      tax_rate_percent: taxRate,
      payment_method_id: 1,
      square_card_id: null,
      hc_is_complete: false,
      health_check_url: null,
      customer_location: null,
      created_at: new Date(now().getTime() - 7 * 86_400_000).toISOString(),
      customer_note: null,
      waitlist_note: null,
      key_exchange_note: null,
      is_handraise: false,
      additional_phone_numbers: [],
      cancellation_reason: null,
      cancellation_reason_details: null,
      cancellation_fee_charged_dollars: 0,
      quote_id: null,
      referrer_code: null,
      images: [],
      ...totals,
      ...w,
    };
  };

  const takenDay = demoTakenDay();
  const soon = nextOpenDay(addDays(today, 3), home);
  const later = nextOpenDay(addDays(today, 10), home);
  const fleetDay = nextOpenDay(addDays(today, 1), hq);

  const works: StoredWork[] = [
    work({
      scheduled_work_id: 5001, customer_id: DEMO_CUSTOMER_ID, status: 'scheduled', date: soon, vehicle_id: 3001, customer_address_id: 4001,
      plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', key_exchange_note: 'Keys under the doormat',
      services: [line(201, home, 3001), line(303, home, 3001), line(208, home, 3001)], customer_note: 'Please park on the street.',
      additional_phone_numbers: ['5555550111', false],
    }, home),
    work({
      scheduled_work_id: 5002, customer_id: DEMO_CUSTOMER_ID, status: 'keys_available', date: today, vehicle_id: 3002, client_location_id: 1,
      keyosk_id: 11, parking_id: 21, box: 7, plannedArrivalTime: '08:00', plannedDepartureTime: '12:00', hc_is_complete: true,
      health_check_url: 'https://reports.example/health-check/5002', customer_location: { lat: 38.9591, lng: -77.3573 },
      services: [
        line(101, hq, 3002),
        line(204, hq, 3002, { is_upsell: true, upsell_status: 'pending', employee_note: 'Battery tested at 38% health.' }),
        line(301, hq, 3002, { is_upsell: true, upsell_status: 'pending', employee_note: 'Wipers are streaking.' }),
      ],
    }, hq),
    work({
      scheduled_work_id: 5003, customer_id: DEMO_CUSTOMER_ID, status: 'suggested', date: later, vehicle_id: 3001, customer_address_id: 4001,
      services: [line(202, home, 3001)], payment_method_id: null,
    }, home),
    work({
      scheduled_work_id: 5004, customer_id: DEMO_CUSTOMER_ID, status: 'finished', date: addDays(today, -20), vehicle_id: 3001, customer_address_id: 4001,
      plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', hc_is_complete: true, health_check_url: 'https://reports.example/health-check/5004',
      coupon_code: 'ONCE25',
      services: [
        line(102, home, 3001),
        line(203, home, 3001, { is_upsell: true, upsell_status: 'future', employee_note: 'Rotors at minimum thickness in ~3 months.' }),
        line(302, home, 3001, { is_upsell: true, upsell_status: 'rejected' }),
      ],
    }, home),
    work({
      scheduled_work_id: 5005, customer_id: DEMO_CUSTOMER_ID, status: 'cancelled', date: addDays(today, -5), vehicle_id: 3002, customer_address_id: 4002,
      plannedArrivalTime: '13:00', plannedDepartureTime: '14:00', services: [line(205, home, 3002)],
      cancellation_reason: 'Date or Time Conflict', cancellation_reason_details: null,
    }, home),
    work({
      scheduled_work_id: 5006, customer_id: DEMO_CUSTOMER_ID, status: 'scheduled', date: null, vehicle_id: 3002, customer_address_id: 4001,
      services: [line(601, home, 3002)], waitlist_note: 'Any weekday morning works.', is_handraise: false,
    }, home),
    work({
      // Upper-case status on purpose (OPEN-48): Check In shows for SCHEDULED today.
      scheduled_work_id: 5007, customer_id: DEMO_CUSTOMER_ID, status: 'SCHEDULED', date: today, vehicle_id: 3002, customer_address_id: 4002,
      plannedArrivalTime: '14:00', plannedDepartureTime: '15:00', services: [line(503, home, 3002)],
    }, home),
    work({
      scheduled_work_id: 5008, customer_id: DEMO_CUSTOMER_ID, status: 'finished', date: addDays(today, -2), vehicle_id: 3004, customer_address_id: 4001,
      plannedArrivalTime: '09:00', plannedDepartureTime: '10:00', hc_is_complete: true, health_check_url: 'https://reports.example/health-check/5008',
      services: [line(204, home, 3004)], payment_method_id: 2,
    }, home),
    work({
      scheduled_work_id: 5101, customer_id: FLEET_CUSTOMER.id, status: 'scheduled', date: fleetDay, vehicle_id: 3101, client_location_id: 1,
      keyosk_id: 12, parking_id: 22, box: 3, plannedArrivalTime: '08:00', plannedDepartureTime: '10:00', payment_method_id: 3,
      services: [line(101, hq, 3101)],
    }, hq),
    work({
      // A workplace check-in today (/checkin-geo/1002/5102, L-07..L-15): inside 5002's 08:00–12:00 on the same van, so no slot changes.
      scheduled_work_id: 5102, customer_id: FLEET_CUSTOMER.id, status: 'scheduled', date: today, vehicle_id: 3101, client_location_id: 1,
      keyosk_id: 12, parking_id: 22, box: 5, plannedArrivalTime: '09:00', plannedDepartureTime: '11:00', payment_method_id: 3,
      services: [line(201, hq, 3101)],
    }, hq),
    work({
      scheduled_work_id: 5901, customer_id: TAKEN_SLOT_CUSTOMER_ID, status: 'scheduled', date: takenDay, vehicle_id: 3901, customer_address_id: 4099,
      plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', services: [line(203, home, 3901)],
    }, home),
    work({
      scheduled_work_id: 5902, customer_id: TAKEN_SLOT_CUSTOMER_ID, status: 'scheduled', date: takenDay, vehicle_id: 3901, client_location_id: 1,
      keyosk_id: 11, parking_id: 21, plannedArrivalTime: '10:00', plannedDepartureTime: '12:00', services: [line(102, hq, 3901)],
    }, hq),
  ];
  // 5004 was paid in full; 5008 is unpaid.
  const w5004 = works.find((w) => w.scheduled_work_id === 5004)!;
  const once25: Coupon = {
    coupon_code: 'ONCE25', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 25, amount_off_percent: null,
    applies_to_full_bill: true, can_use_multiple_times: false, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$25 off, once',
  };
  Object.assign(
    w5004,
    computeTotals({ lines: w5004.services, taxRatePercent: 6, config: demoConfig, coupon: once25 }),
  );
  w5004.amount_paid_dollars = w5004.total_taxed_price_dollars;

  const coupons: Coupon[] = [
    { coupon_code: 'FIRST15', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 15, amount_off_percent: null, applies_to_full_bill: true,
      can_use_multiple_times: false, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$15 off your first service' },
    { coupon_code: 'SHARE5', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 5, amount_off_percent: null, applies_to_full_bill: true,
      can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [], description: '$5 off, share with friends' },
    { coupon_code: 'TRY5', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: null, amount_off_percent: 5, applies_to_full_bill: false,
      can_use_multiple_times: true, valid_service_offering_ids: [101, 102], valid_client_location_ids: [], description: '5% off maintenance packages' },
    { coupon_code: 'SUMMER10', start_date: addDays(today, -120), end_date: addDays(today, -30), amount_off_dollars: null, amount_off_percent: 10,
      applies_to_full_bill: true, can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [], description: 'Expired summer deal' },
    { coupon_code: 'SHOP20', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: null, amount_off_percent: 20, applies_to_full_bill: true,
      can_use_multiple_times: true, valid_service_offering_ids: [], valid_client_location_ids: [3], description: '20% off at the Springfield shop only' },
    once25,
    { coupon_code: 'BRAKES10', start_date: '2020-01-01', end_date: addDays(today, 365), amount_off_dollars: 10, amount_off_percent: null, applies_to_full_bill: false,
      can_use_multiple_times: true, valid_service_offering_ids: [202, 203], valid_client_location_ids: [], description: '$10 off brake service' },
  ];

  const quoteVehicle = vehicles[0]!;
  const qLine = (id: number) => priceOffering(offeringTemplate(id)!, home, quoteVehicle);
  const q = (field: string, question: string, type: 'boolean' | 'slider' | 'other', order: number, admin: boolean, max: number | null = null) => ({
    field_name: field, question, type, config_range_max_value: max, display_order: order, admin_can_answer: admin, is_deleted: false,
  });
  const quotes: WorldState['quotes'] = [
    {
      quote_id: 7001,
      quote_uuid: DEMO_QUOTE_UUID,
      customer_id: DEMO_CUSTOMER_ID,
      client_location_id: MOBILE_LOCATION_ID,
      quote_request: { address: addresses[0]!, vehicle: quoteVehicle },
      name: 'Brake and maintenance options for your Camry',
      note: 'Prices include parts and labor. Pick one option per section.',
      coupon_code: null,
      custom_discount_amount_dollars: 20,
      custom_discount_reason: 'Loyal customer discount',
      sections: [
        {
          quote_section_id: 1, name: 'Brakes', note: 'Front pads are at 3 mm.',
          options: [
            { quote_option_id: 71, name: 'Good', label: 'Pads only', note: 'Lasts about 25,000 miles.', services: [{ ...qLine(202), quote_option_id: 71 }],
              answers: [{ question: q('rotor_resurface', 'Resurface rotors?', 'boolean', 1, true), value: false }] },
            { quote_option_id: 72, name: 'Better', label: 'Pads and rotors', note: 'Recommended.', services: [{ ...qLine(203), quote_option_id: 72 }],
              answers: [{ question: q('noise_level', 'How loud is the squeal?', 'slider', 1, true, 10), value: 7 }, { question: q('internal_code', 'Internal code', 'other', 2, false), value: 'BRK-2' }] },
            { quote_option_id: 73, name: 'Best', label: 'Pads, rotors and fluid', note: null, services: [{ ...qLine(203), quote_option_id: 73 }, { ...qLine(205), quote_option_id: 73 }], answers: [] },
          ],
        },
        {
          quote_section_id: 2, name: 'Maintenance', note: null,
          options: [
            { quote_option_id: 74, name: 'Oil change', label: null, note: null, services: [{ ...qLine(201), quote_option_id: 74 }], answers: [] },
            { quote_option_id: 75, name: 'Premium package', label: 'Best value', note: null, services: [{ ...qLine(102), quote_option_id: 75 }], answers: [] },
          ],
        },
      ],
    } satisfies Quote & { quote_uuid: string },
  ];

  const inDays = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString();

  return {
    version: WORLD_VERSION,
    seeded_at: now().toISOString(),
    next_id: 20_000,
    customers,
    sessions: { [DEMO_CUSTOMER_TOKEN]: DEMO_CUSTOMER_ID },
    reset_requests: [
      { rp_id: DEMO_RESET_IDS.valid, customer_id: DEMO_CUSTOMER_ID, expires_at: inDays(1), used: false },
      { rp_id: DEMO_RESET_IDS.expired, customer_id: DEMO_CUSTOMER_ID, expires_at: inDays(-1), used: false },
    ],
    subusers: [
      { id: 8101, customer_id: FLEET_CUSTOMER.id, first_name: 'Dana', last_name: 'Driver', username: 'dana.driver@example.com', phone: '5555550121', is_deleted: false },
      { id: 8102, customer_id: FLEET_CUSTOMER.id, first_name: 'Omar', last_name: 'Ops', username: 'omar.ops@example.com', phone: null, is_deleted: false },
      { id: 8103, customer_id: FLEET_CUSTOMER.id, first_name: 'Old', last_name: 'User', username: 'old.user@example.com', phone: null, is_deleted: true },
    ],
    vehicles,
    addresses,
    saved_places: [
      { customer_id: DEMO_CUSTOMER_ID, client_location_id: 1 },
      { customer_id: FLEET_CUSTOMER.id, client_location_id: 1 },
    ],
    works,
    token_links: [
      { token: DEMO_TOKENS.appointment, scheduled_work_id: 5001, expires_at: inDays(30) },
      { token: DEMO_TOKENS.payment, scheduled_work_id: 5008, expires_at: inDays(30) },
      { token: DEMO_TOKENS.expired, scheduled_work_id: 5001, expires_at: inDays(-1) },
    ],
    coupons,
    quotes,
    uploads: [],
    notifications: [],
  };
}
