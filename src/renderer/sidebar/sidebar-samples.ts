/** Sample bookings for the chrome's stories and tests (no network). */
import { emptyBooking, type BookingState, type CartLine } from '../../booking/booking-state';
import { DEMO_CAMRY, DEMO_HOME_ADDRESS } from '../../booking/sample-booking';

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
  homeAddress: DEMO_HOME_ADDRESS,
  vehicle: DEMO_CAMRY,
  cart: sampleCart,
};

export const sampleShopBooking: BookingState = {
  ...sampleHomeBooking,
  placeMode: 'shop',
  homeAddress: null,
  clientLocation: { id: 3, name: 'Demo Auto Shop - Springfield', time_zone: 'America/New_York' },
};
