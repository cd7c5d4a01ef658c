/** The demo customers with their vehicles and addresses (docs/api.md "Demo data": accounts, vehicles, places). */
import { md5 } from 'js-md5';
import type { Address, Vehicle } from '../../../src/api/entities';
import { lookupFixtures, vehicleFromLookup } from '../catalog/vehicle-data';
import {
  DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD, FLEET_CUSTOMER, NEW_CUSTOMER, TAKEN_SLOT_CUSTOMER_ID,
} from '../ids';
import type { StoredCustomer, WorldState } from '../types';

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

export function seedCustomers(): Pick<WorldState, 'customers' | 'vehicles' | 'addresses'> {
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

  return { customers, vehicles, addresses };
}
