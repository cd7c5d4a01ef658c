/** Sample bookings for the chrome's stories and tests (no network). */
import { emptyBooking, type BookingState, type CartLine } from '../../booking/booking-state';

export const sampleCart: CartLine[] = [
  { service_offering_id: 101, long_name: 'Basic Maintenance Package', kind: 'package', display_category: 'package', quantity: 1, total_cost_dollars: 129.99 },
  { service_offering_id: 301, long_name: 'Wiper Blades', kind: 'addon', display_category: 'addon', quantity: 2, total_cost_dollars: 25 },
  {
    service_offering_id: 208,
    long_name: 'Multi-Point Inspection',
    kind: 'standard',
    display_category: 'standard',
    quantity: 1,
    total_cost_dollars: 0,
    included_with_every_mechanical_service: true,
  },
];

export const sampleHomeBooking: BookingState = {
  ...emptyBooking(),
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
    time_zone: 'America/New_York',
  },
  vehicle: { id: 3001, type: 'automobile', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', displayName: '2019 Toyota Camry' },
  cart: sampleCart,
};

export const sampleShopBooking: BookingState = {
  ...sampleHomeBooking,
  placeMode: 'shop',
  homeAddress: null,
  clientLocation: { id: 3, name: 'Demo Auto Shop - Springfield', time_zone: 'America/New_York' },
};
