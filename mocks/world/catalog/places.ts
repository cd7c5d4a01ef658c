/** Client locations (workplaces, shops, the mobile service area) with keyosks and parking zones; the service area. */
import type { ClientLocation, Keyosk, ParkingZone } from '../../../src/api/entities';

export type LocationRecord = ClientLocation & {
  keyosks: Keyosk[];
  parking_zones: ParkingZone[];
  /** Schedule type names offered here (M-04). */
  offered_schedule_types: string[];
  /** Labor rate in dollars per hour (pricing). */
  labor_rate_dollars: number;
  /** Service vehicle per weekday (0 = Sunday … 6 = Saturday); none = closed. */
  service_vehicles: Partial<Record<number, number>>;
};

const ny = 'America/New_York';

export const locations: LocationRecord[] = [
  {
    client_location_id: 1, short_name: 'Acme HQ', long_name: 'Acme Corp Headquarters', location_type: 'workplace',
    address: { address_line_1: '1800 Reston Pkwy', city: 'Reston', state: 'VA', postal_code: '20190', one_line_human_readable_address: '1800 Reston Pkwy, Reston, VA 20190', lat: 38.9586, lng: -77.3570 },
    tax_rate_percent: 6, time_zone: ny, is_active: true,
    van_parking_location: { lat: 38.9590, lng: -77.3575 }, trailer: { lat: 38.9583, lng: -77.3566 },
    keyosks: [
      { keyosk_id: 11, name: 'Lobby Keyosk', blurb: 'Inside the main lobby, left of the security desk.', image_url: '/demo-assets/keyosks/lobby.jpg', lat: 38.9587, lng: -77.3571 },
      { keyosk_id: 12, name: 'Garage P1 Keyosk', blurb: 'Next to the elevators on garage level P1.', image_url: '/demo-assets/keyosks/garage.jpg', lat: 38.9584, lng: -77.3569 },
    ],
    parking_zones: [
      { parking_id: 21, name: 'Lot A (North)', blurb: 'Surface lot north of the building.', image_url: '/demo-assets/parking/lot-a.jpg', lat: 38.9592, lng: -77.3572 },
      { parking_id: 22, name: 'Garage P1', blurb: 'Any spot on level P1.', image_url: '/demo-assets/parking/p1.jpg', lat: 38.9584, lng: -77.3568 },
    ],
    offered_schedule_types: ['mechanical', 'tires', 'detailing'], labor_rate_dollars: 110,
    service_vehicles: { 1: 903, 2: 902, 3: 903, 4: 902, 5: 903 },
  },
  {
    client_location_id: 2, short_name: 'Innovation Park', long_name: 'Innovation Park Campus', location_type: 'workplace',
    address: { address_line_1: '2300 Dulles Station Blvd', city: 'Herndon', state: 'VA', postal_code: '20171', one_line_human_readable_address: '2300 Dulles Station Blvd, Herndon, VA 20171', lat: 38.9569, lng: -77.4010 },
    tax_rate_percent: 6, time_zone: ny, is_active: true,
    keyosks: [{ keyosk_id: 13, name: 'Building C Keyosk', blurb: 'Building C, ground floor.', image_url: '/demo-assets/keyosks/c.jpg', lat: 38.9570, lng: -77.4012 }],
    parking_zones: [
      { parking_id: 23, name: 'Employee Lot 1', blurb: 'Rows 1–10.', image_url: null, lat: 38.9566, lng: -77.4008 },
      { parking_id: 100, name: 'Visitor Parking', blurb: 'Visitor spaces by the main entrance.', image_url: null, lat: 38.9571, lng: -77.4005 },
    ],
    offered_schedule_types: ['mechanical', 'tires'], labor_rate_dollars: 110,
    service_vehicles: { 2: 903, 4: 903 },
  },
  {
    client_location_id: 3, short_name: 'Springfield Shop', long_name: 'Demo Auto Shop - Springfield', location_type: 'shop',
    address: { address_line_1: '6600 Backlick Rd', city: 'Springfield', state: 'VA', postal_code: '22150', one_line_human_readable_address: '6600 Backlick Rd, Springfield, VA 22150', lat: 38.7789, lng: -77.1830 },
    tax_rate_percent: 6, time_zone: ny, is_active: true, keyosks: [], parking_zones: [],
    offered_schedule_types: ['mechanical', 'tires', 'detailing'], labor_rate_dollars: 100,
    service_vehicles: { 1: 904, 2: 904, 3: 904, 4: 904, 5: 904, 6: 904 },
  },
  {
    client_location_id: 4, short_name: 'Dallas Shop', long_name: 'Demo Auto Shop - Dallas', location_type: 'shop',
    address: { address_line_1: '1500 Main St', city: 'Dallas', state: 'TX', postal_code: '75201', one_line_human_readable_address: '1500 Main St, Dallas, TX 75201', lat: 32.7810, lng: -96.7990 },
    tax_rate_percent: 8.25, time_zone: 'America/Chicago', is_active: true, keyosks: [], parking_zones: [],
    offered_schedule_types: ['mechanical', 'tires'], labor_rate_dollars: 95,
    service_vehicles: { 1: 905, 2: 905, 3: 905, 4: 905, 5: 905 },
  },
  {
    client_location_id: 5, short_name: 'Old Office Park', long_name: 'Old Office Park (closed)', location_type: 'workplace',
    address: { address_line_1: '1 Closed Way', city: 'Fairfax', state: 'VA', postal_code: '22030', one_line_human_readable_address: '1 Closed Way, Fairfax, VA 22030' },
    tax_rate_percent: 6, time_zone: ny, is_active: false, keyosks: [], parking_zones: [],
    offered_schedule_types: ['mechanical'], labor_rate_dollars: 110, service_vehicles: {},
  },
  {
    client_location_id: 10, short_name: 'Mobile NoVA', long_name: 'Mobile Service - Northern Virginia', location_type: 'mobile',
    address: { address_line_1: '100 Main Street', city: 'Springfield', state: 'VA', postal_code: '22150', one_line_human_readable_address: '100 Main Street, Springfield, VA 22150' },
    tax_rate_percent: 6, time_zone: ny, is_active: true, keyosks: [], parking_zones: [],
    offered_schedule_types: ['mechanical', 'tires', 'detailing'], labor_rate_dollars: 120,
    service_vehicles: { 1: 901, 2: 901, 3: 901, 4: 901, 5: 901, 6: 901 },
  },
];

export const MOBILE_LOCATION_ID = 10;

/** Postal codes served at home (M-21), with their tax rate and zone. Outside example: 90210. */
export const serviceArea: { postal_code: string; state: string; tax_rate_percent: number; time_zone: string; detailing: boolean }[] = [
  { postal_code: '22150', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: true },
  { postal_code: '22151', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: true },
  { postal_code: '22152', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '22153', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '22201', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: true },
  { postal_code: '22202', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '22203', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '20171', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '20190', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '20191', state: 'VA', tax_rate_percent: 6, time_zone: ny, detailing: false },
  { postal_code: '75201', state: 'TX', tax_rate_percent: 8.25, time_zone: 'America/Chicago', detailing: false },
  { postal_code: '75202', state: 'TX', tax_rate_percent: 8.25, time_zone: 'America/Chicago', detailing: false },
];

export function locationById(id: number): LocationRecord | undefined {
  return locations.find((l) => l.client_location_id === id);
}

/** The client-location record without the mock-only fields. */
export function publicLocation(l: LocationRecord): ClientLocation {
  const { keyosks: _k, parking_zones: _p, offered_schedule_types: _o, labor_rate_dollars: _r, service_vehicles: _s, ...rest } = l;
  return rest;
}

export const scheduleTypes = ['mechanical', 'tires', 'detailing', 'pickup_and_delivery', 'fuel', 'rv', 'atv', 'motorcycle', 'plane', 'boat'].map((name, i) => ({
  schedule_type_id: i + 1,
  name,
}));
