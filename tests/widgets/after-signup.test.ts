/**
 * What follows a sign-up (src/widgets/account-form/after-signup.ts) against the mock back end: the visitor's
 * typed home address is saved while the vehicles are fetched and the vehicle saved (issue 28: the customer
 * waits for the longer chain, not for both one after the other).
 */
import { http } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { customerSignup } from '../../src/api/auth';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { DEMO_HOME_ADDRESS } from '../../src/booking/sample-booking';
import { afterSignup } from '../../src/widgets/account-form/after-signup';
import { server, useMockServer } from '../api/harness';

useMockServer();

const booking: BookingState = {
  ...emptyBooking(),
  placeMode: 'home',
  // The visitor typed it: not saved yet (no id).
  homeAddress: { ...DEMO_HOME_ADDRESS, id: null },
  vehicle: { id: null, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' },
};

describe('afterSignup', () => {
  it('E-17 saves the typed home address while the vehicles are still being fetched, then saves the vehicle', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Ada', last_name: 'Park', email: 'ada.after@example.com', phone: '+15555550123', password: 'secret12' },
    });
    const calls: string[] = [];
    let answerVehicles: () => void = () => undefined;
    const vehiclesHeld = new Promise<void>((resolve) => (answerVehicles = resolve));
    server.use(
      // Resolvers that return nothing hand the request on to the mock back end.
      http.get('http://localhost/api/vehicle', async () => {
        calls.push('GET /vehicle');
        await vehiclesHeld;
      }),
      http.post('http://localhost/api/customer/address', () => {
        calls.push('POST /customer/address');
        answerVehicles();
      }),
      http.post('http://localhost/api/vehicle', () => void calls.push('POST /vehicle')),
    );
    const after = await afterSignup(new QueryClient(), booking, answer);
    // Held until the address is posted: one after the other, this never ends (and the test times out).
    expect(calls).toEqual(['GET /vehicle', 'POST /customer/address', 'POST /vehicle']);
    expect(after.address?.address_line_1).toBe(DEMO_HOME_ADDRESS.address_line_1);
    expect(after.vehicleId).toEqual(expect.any(Number));
    expect(after.addressError).toBeNull();
    expect(after.vehicleError).toBeNull();
  });
});
