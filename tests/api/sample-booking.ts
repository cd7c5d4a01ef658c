import type { NewBooking } from '../../src/api/scheduled-works';

/** Monday 10 March 2025, 10:00 in New York: the clock of the booking tests. */
export const SAMPLE_BOOKING_NOW = '2025-03-10T14:00:00Z';

/** The demo customer's booking of one service on Tuesday 18 March 2025 (demo world ids). */
export const sampleBooking: NewBooking = {
  customer_address_id: 4001,
  vehicle_id: 3001,
  schedule: { date: '2025-03-18', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' },
  services: [{ service_offering_id: 201 }],
  payment_method_id: 1,
  key_exchange_note: 'Inside the vehicle',
};
