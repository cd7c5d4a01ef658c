/**
 * What follows a sign-up (src/widgets/account-form/after-signup.ts) against the mock back end: the visitor's
 * typed home address is saved while the vehicles are fetched and the vehicle saved (issue 28: the customer
 * waits for the longer chain, not for both one after the other).
 */
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { customerSignup } from '../../src/api/auth';
import { authKeys } from '../../src/api/auth-keys';
import { ApiError } from '../../src/api/client';
import { vehicleKeys } from '../../src/api/vehicles';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { DEMO_HOME_ADDRESS } from '../../src/booking/sample-booking';
import { afterSignup } from '../../src/widgets/account-form/after-signup';
import { FLEET_CUSTOMER } from '../../mocks/world/ids';
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
  it('E-17 saves the typed home address and a new customer’s vehicle while the vehicles are still being fetched', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Ada', last_name: 'Park', email: 'ada.after@example.com', phone: '+15555550123', password: 'secret12' },
    });
    expect(answer.existing_customer).toBe(false);
    const calls: string[] = [];
    let seen = 0;
    let answerVehicles: () => void = () => undefined;
    const vehiclesHeld = new Promise<void>((resolve) => (answerVehicles = resolve));
    // The list is answered only once both saves have arrived: one after the other, this never ends (the test times out).
    const saved = (call: string) => {
      calls.push(call);
      if (++seen === 2) answerVehicles();
    };
    server.use(
      // Resolvers that return nothing hand the request on to the mock back end.
      http.get('http://localhost/api/vehicle', async () => {
        calls.push('GET /vehicle');
        await vehiclesHeld;
      }),
      http.post('http://localhost/api/customer/address', () => void saved('POST /customer/address')),
      http.post('http://localhost/api/vehicle', () => void saved('POST /vehicle')),
    );
    const after = await afterSignup(new QueryClient(), booking, answer);
    expect(calls[0]).toBe('GET /vehicle');
    expect(calls.slice(1).sort()).toEqual(['POST /customer/address', 'POST /vehicle']);
    expect(after.address?.address_line_1).toBe(DEMO_HOME_ADDRESS.address_line_1);
    expect(after.vehicleId).toEqual(expect.any(Number));
    expect(after.addressError).toBeNull();
    expect(after.vehicleError).toBeNull();
  });

  it('E-17 matches an existing customer’s vehicle against the fetched list before saving it', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Fleet', last_name: 'Owner', email: FLEET_CUSTOMER.email, phone: '+15555550125', password: FLEET_CUSTOMER.password },
    });
    expect(answer.existing_customer).toBe(true);
    const calls: string[] = [];
    let answerVehicles: () => void = () => undefined;
    const vehiclesHeld = new Promise<void>((resolve) => (answerVehicles = resolve));
    server.use(
      http.get('http://localhost/api/vehicle', async () => {
        calls.push('GET /vehicle');
        await vehiclesHeld;
      }),
      http.post('http://localhost/api/vehicle', () => void calls.push('POST /vehicle')),
    );
    const run = afterSignup(new QueryClient(), { ...booking, placeMode: 'none' }, answer);
    await vi.waitFor(() => expect(calls).toContain('GET /vehicle'));
    // Held list: the vehicle waits for what it is matched against.
    expect(calls).toEqual(['GET /vehicle']);
    answerVehicles();
    const after = await run;
    expect(calls).toEqual(['GET /vehicle', 'POST /vehicle']);
    expect(after.vehicleId).toEqual(expect.any(Number));
  });

  it('E-17 leaves the new session’s customer-info and vehicle list stale: what shows them next fetches what was saved', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Ada', last_name: 'Park', email: 'ada.stale@example.com', phone: '+15555550124', password: 'secret12' },
    });
    const qc = new QueryClient();
    qc.setQueryData(authKeys.customerInfo(), { customer: null, vehicles: [], scheduled_works: [] });
    const after = await afterSignup(qc, booking, answer);
    expect(qc.getQueryState(authKeys.customerInfo())?.isInvalidated).toBe(true);
    // The list fetched before the vehicle was saved does not hold it: whatever shows the list next fetches it.
    expect(after.vehicleId).toEqual(expect.any(Number));
    expect(qc.getQueryState(vehicleKeys.list())?.isInvalidated).toBe(true);
  });

  it('E-17 a new customer: a refused vehicle save is returned as the vehicle’s failure; the address and the list stand', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Ada', last_name: 'Park', email: 'ada.refused@example.com', phone: '+15555550126', password: 'secret12' },
    });
    server.use(http.post('http://localhost/api/vehicle', () => HttpResponse.json({ Status: 'error', Message: 'refused' }, { status: 500 })));
    const after = await afterSignup(new QueryClient(), booking, answer);
    expect(after.vehicleId).toBeNull();
    expect(after.vehicleError).toBeInstanceOf(ApiError);
    expect(after.vehicles).toEqual([]);
    expect(after.address?.address_line_1).toBe(DEMO_HOME_ADDRESS.address_line_1);
    expect(after.addressError).toBeNull();
  });

  it('E-17 a new customer: a failed vehicle list does not stop the vehicle being saved', async () => {
    const answer = await customerSignup({
      customer: { first_name: 'Ada', last_name: 'Park', email: 'ada.nolist@example.com', phone: '+15555550127', password: 'secret12' },
    });
    server.use(http.get('http://localhost/api/vehicle', () => new HttpResponse(null, { status: 503 })));
    const after = await afterSignup(new QueryClient({ defaultOptions: { queries: { retry: false } } }), booking, answer);
    expect(after.vehicles).toEqual([]);
    expect(after.vehicleId).toEqual(expect.any(Number));
    expect(after.vehicleError).toBeNull();
  });
});
