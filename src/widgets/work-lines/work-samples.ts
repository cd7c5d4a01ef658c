/**
 * Sample scheduled works for the link pages' stories, tests and end-to-end checks (not imported by the
 * app). Their stored totals add up line by line (decisions.md "Money"), except `mismatchedWork`.
 */
import type { ScheduledWork, ServiceLine } from '../../api/entities';

const line = (id: number, offeringId: number, longName: string, total: number, parts: number, extra: Partial<ServiceLine> = {}): ServiceLine => ({
  id,
  service_offering_id: offeringId,
  long_name: longName,
  short_name: longName,
  display_name: null,
  parts_cost_dollars: parts,
  labor_cost_dollars: Math.round((total - parts) * 100) / 100,
  total_cost_dollars: total,
  quantity: 1,
  display_category: offeringId < 200 ? 'package' : offeringId < 300 ? 'standard' : 'addon',
  schedule_types: ['mechanical'],
  tax_type: 'bundled',
  is_upsell: false,
  upsell_status: null,
  employee_note: null,
  ...extra,
});

type Money = 'subtotal_dollars' | 'coupon_amount_dollars' | 'custom_discount_amount_dollars' | 'shop_fee_dollars' | 'sales_tax_dollars' | 'minimum_service_charge_amount_dollars' | 'tip_amount_dollars' | 'total_taxed_price_dollars' | 'amount_paid_dollars';

/** A sample's stored figures: those given, every other charge and the amount paid 0. */
const bill = (figures: Partial<Pick<ScheduledWork, Money>>): Pick<ScheduledWork, Money> => ({
  subtotal_dollars: 0,
  coupon_amount_dollars: 0,
  custom_discount_amount_dollars: 0,
  shop_fee_dollars: 0,
  sales_tax_dollars: 0,
  minimum_service_charge_amount_dollars: 0,
  tip_amount_dollars: 0,
  total_taxed_price_dollars: 0,
  amount_paid_dollars: 0,
  ...figures,
});

const vehicle = { vehicle_id: 3002, id: 3002, customer_id: 1001, display_name: '2018 Honda Civic', year: 2018, make: 'Honda', model: 'Civic', color: 'Silver' };
const customer = { customer_id: 1001, first_name: 'Dana', last_name: 'Demo', email: 'demo@example.com', phone: '5550100111', stripe_brand: 'Visa', stripe_last4: '4242' };
const acmeHq = {
  client_location_id: 1,
  short_name: 'Acme HQ',
  long_name: 'Acme Corp Headquarters',
  location_type: 'workplace' as const,
  address: { one_line_human_readable_address: '100 Corporate Drive, Reston, VA 20190', state: 'VA' },
  tax_rate_percent: 6,
  time_zone: 'America/New_York',
  is_active: true,
};

/** Work 5002 as the demo world seeds it: checked in today at Acme HQ, two services awaiting approval (L-16). */
export const approvalWork: ScheduledWork = {
  scheduled_work_id: 5002,
  id: 5002,
  customer_id: 1001,
  customer,
  vehicle,
  vehicle_id: 3002,
  status: 'keys_available',
  date: '2026-03-10',
  plannedArrivalTime: '08:00',
  plannedDepartureTime: '12:00',
  client_location_id: 1,
  client_location: acmeHq,
  keyosk: { keyosk_id: 11, name: 'Lobby' },
  parking: { parking_id: 21, name: 'Lot A' },
  box: 7,
  tax_rate_percent: 6,
  services: [
    line(9011, 101, 'Basic Maintenance Package', 149, 49),
    line(9012, 204, 'Battery Replacement', 189, 139, { is_upsell: true, upsell_status: 'pending', employee_note: 'Battery tested at 38% health.' }),
    line(9013, 301, 'Wiper Blades', 39, 24, { is_upsell: true, upsell_status: 'pending', employee_note: 'Wipers are streaking.' }),
  ],
  ...bill({ subtotal_dollars: 149, sales_tax_dollars: 8.94, total_taxed_price_dollars: 157.94 }),
  payment_method: { is_stripe: true, is_square: false, name: 'Credit Card' },
  hc_is_complete: true,
  health_check_url: 'https://reports.example/health-check/5002',
};

/** Work 5002 after the customer approved the battery and declined the wipers (L-21). */
export const approvedWork: ScheduledWork = {
  ...approvalWork,
  services: [
    approvalWork.services[0]!,
    { ...approvalWork.services[1]!, upsell_status: 'approved' },
    { ...approvalWork.services[2]!, upsell_status: 'rejected' },
  ],
  subtotal_dollars: 338,
  sales_tax_dollars: 20.28,
  total_taxed_price_dollars: 358.28,
};

/** Work 5004: finished and paid, coupon ONCE25; rotors recommended for later, the cabin filter declined (L-25). */
export const quoteWork: ScheduledWork = {
  scheduled_work_id: 5004,
  id: 5004,
  customer_id: 1001,
  customer,
  vehicle: { ...vehicle, vehicle_id: 3001, id: 3001, display_name: '2019 Toyota Camry', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue' },
  vehicle_id: 3001,
  status: 'finished',
  date: '2026-02-18',
  plannedArrivalTime: '10:00',
  plannedDepartureTime: '12:00',
  customer_address: {
    customer_address_id: 4001,
    display_name: 'Home',
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
    tax_rate_percent: 6,
    time_zone: 'America/New_York',
  },
  tax_rate_percent: 6,
  services: [
    line(9021, 102, 'Premium Maintenance Package', 249, 89),
    line(9022, 203, 'Front Brake Pads & Rotors', 420, 260, { is_upsell: true, upsell_status: 'future', employee_note: 'Rotors at minimum thickness in ~3 months.' }),
    line(9023, 302, 'Cabin Air Filter', 59, 29, { is_upsell: true, upsell_status: 'rejected' }),
  ],
  coupon_code: 'ONCE25',
  coupon_detail: { coupon_code: 'ONCE25', amount_off_dollars: 25, applies_to_full_bill: true },
  ...bill({ subtotal_dollars: 249, coupon_amount_dollars: 25, sales_tax_dollars: 13.44, total_taxed_price_dollars: 237.44, amount_paid_dollars: 237.44 }),
  payment_method: { is_stripe: true, is_square: false, name: 'Credit Card' },
  hc_is_complete: true,
  health_check_url: 'https://reports.example/health-check/5004',
};

/**
 * A record with every K-68 field and service lines with every K-69 field: coupon and custom discount (with
 * its reason), a supplies fee, sales tax, tip, part paid; one line of each upsell state (L-23).
 */
export const fullWork: ScheduledWork = {
  id: 5050,
  scheduled_work_id: 5050,
  customer_id: 1001,
  customer: { ...customer, square_brand: 'Visa', square_last4: '1111', is_fleet_user: false, default_client_location_id: 1 },
  vehicle: { ...vehicle, vin: '2HGFC2F59JH000001', license_plate_number: 'ABC1234', license_plate_state: 'VA', trim: 'EX', engine: { engine_name: '2.0L I4' } },
  vehicle_id: 3002,
  status: 'scheduled',
  date: '2026-03-14',
  confirmed_appointment_start_time: '09:00',
  plannedArrivalTime: '09:00',
  plannedDepartureTime: '11:00',
  services: [
    line(9101, 102, 'Premium Maintenance Package', 249, 89, { display_name: 'Premium Package', marketing_url: 'https://example.com/premium', scheduled_work_id: 5050, quote_option_id: null }),
    line(9102, 204, 'Battery Replacement', 189, 139, { is_upsell: true, upsell_status: 'approved', employee_note: 'Battery tested at 38% health.', scheduled_work_id: 5050, marketing_url: null, quote_option_id: null }),
    line(9103, 301, 'Wiper Blades', 39, 24, { is_upsell: true, upsell_status: 'pending', scheduled_work_id: 5050, marketing_url: null, quote_option_id: null }),
    line(9104, 203, 'Front Brake Pads & Rotors', 420, 260, { is_upsell: true, upsell_status: 'future', scheduled_work_id: 5050, marketing_url: null, quote_option_id: 71 }),
    line(9105, 302, 'Cabin Air Filter', 59, 29, { is_upsell: true, upsell_status: 'rejected', scheduled_work_id: 5050, marketing_url: null, quote_option_id: null }),
  ],
  client_location_id: 1,
  client_location: acmeHq,
  customer_address: {
    customer_address_id: 4001,
    id: 4001,
    customer_id: 1001,
    display_name: 'Home',
    address_line_1: '12 Elm Street',
    address_line_2: null,
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    country: 'US',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
    lat: 38.78,
    lng: -77.18,
    is_deleted: false,
    is_primary: true,
    serviceability_note: null,
    tax_rate_percent: 6,
    time_zone: 'America/New_York',
  },
  keyosk: { keyosk_id: 11, name: 'Lobby', lat: 38.959, lng: -77.357 },
  parking: { parking_id: 21, name: 'Lot A', lat: 38.958, lng: -77.356 },
  box: 7,
  service_vehicle_id: 901,
  tax_rate_percent: 6,
  coupon_detail: { coupon_code: 'SHARE5', amount_off_dollars: 5, applies_to_full_bill: true, can_use_multiple_times: true },
  coupon_code: 'SHARE5',
  coupon_amount_dollars: 5,
  custom_discount_amount_dollars: 10,
  custom_discount_reason: 'Loyal customer',
  tip_amount_dollars: 20,
  subtotal_dollars: 438,
  sales_tax_dollars: 25.38,
  shop_fee_dollars: 12.34,
  minimum_service_charge_amount_dollars: 0,
  total_taxed_price_dollars: 480.72,
  amount_paid_dollars: 200,
  payment_method: { is_stripe: false, is_square: true, name: 'Credit Card' },
  square_card_id: 'sq-card-1',
  hc_is_complete: false,
  health_check_url: 'https://reports.example/health-check/5050',
  customer_location: { lat: 38.78, lng: -77.18 },
  created_at: '2026-03-01T14:00:00Z',
  customer_note: 'Please park on the street.',
  key_exchange_note: 'Keys under the doormat',
  is_handraise: false,
  additional_phone_numbers: ['5555550111', false],
  has_credit_card: true,
};

/** A record whose stored total is not the sum of its stored lines (a back end rounding its own way). */
export const mismatchedWork: ScheduledWork = { ...approvedWork, total_taxed_price_dollars: 358.3 };
