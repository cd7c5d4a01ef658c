/** A booking full of personal data and how to find any of it in the tab's storage (issue 15, personal data lifetime). */
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { bookingStorageKey } from '../../src/booking/persisted-booking';
import { DEMO_HOME_ADDRESS, OIL_CHANGE_LINE, bookingSchedule } from '../../src/booking/sample-booking';

/** The personal data of a booking (issue 15): every one of these must be gone from storage when it should be. */
export const PERSONAL = ['Dana', 'Demo-Smith', 'dana@example.com', '(555) 010-7788', '5550107788', '12 Elm Street', '1HGCM82633A004352', 'XYZ9876', 'Ring the bell twice', 'Leave the gate open'];

/** A booking full of personal data: customer, home address, vehicle with VIN and plate, notes, a typed form and the finished page's summary. */
export function personalBooking(): BookingState {
  return {
    ...emptyBooking(),
    placeMode: 'home',
    homeAddress: DEMO_HOME_ADDRESS,
    vehicle: { id: 3001, type: 'automobile', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', displayName: '2019 Toyota Camry', vin: '1HGCM82633A004352', plate: 'XYZ9876', plateState: 'VA' },
    cart: [OIL_CHANGE_LINE],
    customer: { firstName: 'Dana', lastName: 'Demo-Smith', email: 'dana@example.com', phone: '(555) 010-7788' },
    keyLocation: 'other',
    keyLocationNote: 'Ring the bell twice',
    schedule: bookingSchedule({ date: '2025-03-18', customerNote: 'Leave the gate open' }),
    forms: { account: { firstName: 'Dana', email: 'dana@example.com' } },
    shopLocationIds: [3, 4],
    referrerCode: 'FRIEND20',
    lastBooking: {
      scheduledWorkId: 9001,
      customer: { firstName: 'Dana', lastName: 'Demo-Smith', email: 'dana@example.com', phone: '5550107788' },
      place: { kind: 'home', address: '12 Elm Street, Springfield, VA 22150' },
      date: '2025-03-18',
      arrival: '09:00',
      departure: '11:00',
      timeZone: 'America/New_York',
      vehicle: '2019 Toyota Camry',
      services: [{ name: 'Oil Change', quantity: 1, cents: 10000 }],
      costs: [{ id: 'subtotal', label: 'Subtotal', cents: 10000 }],
      totalCents: 10000,
      pricesHidden: false,
    },
  };
}

/** The personal data found in the tab's saved booking of `provider`. */
export function personalDataInStorage(provider: string): string[] {
  const raw = sessionStorage.getItem(bookingStorageKey(provider)) ?? '';
  return PERSONAL.filter((p) => raw.includes(p));
}
