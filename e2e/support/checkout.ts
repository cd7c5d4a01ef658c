/**
 * Set-up of the checkout tests (e2e/checkout.spec.ts): a repro scenario with a fixed clock, a booking
 * made of real price-list lines, a guest account created through the mock back end, and reads of the
 * mock back end's bookings — all in the page, because the mock world lives in the browser (shared by its tabs, not by tests).
 */
import { expect, type Page } from '@playwright/test';
import { md5 } from 'js-md5';
import { encodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { bookingStorageKey } from '../../src/booking/persisted-booking';
import { DEMO_CAMRY, DEMO_HOME_ADDRESS } from '../../src/booking/sample-booking';
import { origin } from './app';
import { NOW } from './now';

export { NOW } from './now';
export const FREE_DAY = '2026-03-11';
export const TAKEN_DAY = '2026-03-12';

export { DEMO_HOME_ADDRESS as DEMO_HOME, DEMO_CAMRY } from '../../src/booking/sample-booking';


export function scheduleAt(date: string | null, from: string | null, to: string | null, serviceVehicleId: number | null = null): BookingState['schedule'] {
  return {
    date,
    plannedArrivalTime: from,
    plannedDepartureTime: to,
    serviceVehicleId,
    scheduleInstanceId: null,
    customerNote: '',
    waitlist_note: '',
    is_handraise: false,
    isPickupAndDelivery: false,
    confirmedAppointmentStartTime: from,
  };
}

/**
 * Opens the app for `provider` with a repro scenario (fixed clock, optional session and response
 * overrides), then puts `booking` in the tab (after the scenario, which starts a fresh booking) and
 * opens `path`.
 */
export async function openCheckout(
  page: Page,
  path: string,
  { provider, scenario = {}, booking }: { provider: string; scenario?: Omit<Scenario, 'provider'>; booking?: (page: Page) => Promise<Partial<BookingState>> },
): Promise<void> {
  const start = new URL('/pricing/begin', origin(provider));
  start.searchParams.set('preview', encodeScenario({ provider, now: NOW, ...scenario }));
  await page.goto(start.toString());
  await expect(page.locator('#main')).toBeVisible();
  if (booking) {
    const state = { ...emptyBooking(), ...(await booking(page)) };
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [bookingStorageKey(provider), JSON.stringify(state)] as const);
  }
  await page.goto(new URL(path, origin(provider)).toString());
  // The step is drawn once the mock back end runs (calls made before would miss it).
  await expect(page.locator('[data-step]').first()).toBeVisible();
  // A signed-in customer's details fill the review's blank fields when the account loads: wait for that,
  // so a test typing into a field does not race it.
  if (scenario.session === 'customer' && /\/pricing\/(confirm-appointment|review)$/.test(path)) {
    await expect(page.getByLabel(/Mobile phone/)).not.toHaveValue('');
  }
}

/**
 * The demo customer (signed in) at the review step (/pricing/confirm-appointment) with the usual booking: their
 * home, their Camry, the oil change (201) in the cart and `day` from `from` to `to` with service vehicle 901;
 * `responses` are the scenario's fault overrides.
 */
export async function openDemoReview(page: Page, day: string, from: string, to: string | null, responses?: Scenario['responses']): Promise<void> {
  await openCheckout(page, '/pricing/confirm-appointment', {
    provider: 'demo',
    scenario: responses ? { session: 'customer', responses } : { session: 'customer' },
    booking: async (p) => ({
      placeMode: 'home', homeAddress: DEMO_HOME_ADDRESS, vehicle: DEMO_CAMRY, cart: await cartOf(p, 'demo', 10, 3001, [201]),
      schedule: scheduleAt(day, from, to, 901), serviceVehicleId: 901,
    }),
  });
}

async function call<T>(page: Page, provider: string, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ provider, method, path, body }) => {
      const token = sessionStorage.getItem('booking.auth-token');
      const headers: Record<string, string> = { Accept: 'application/json', 'Pro-Name': provider, 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
      const fresh = res.headers.get('X-Auth-Token');
      if (fresh) sessionStorage.setItem('booking.auth-token', fresh);
      return JSON.parse(text) as T;
    },
    { provider, method, path, body },
  );
}

/** Cart lines of the price list of a client location (the mobile area 10 for home service). */
export async function cartOf(page: Page, provider: string, locationId: number, vehicleId: number | null, ids: number[]): Promise<BookingState['cart']> {
  const list = await call<{ service_offerings: Record<string, unknown>[] }>(
    page,
    provider,
    'GET',
    `/client-location/${locationId}/priced-service-offerings${vehicleId ? `?vehicle_id=${vehicleId}` : ''}`,
  );
  return ids.map((id) => {
    const o = list.service_offerings.find((x) => x.service_offering_id === id);
    if (!o) throw new Error(`offering ${id} is not in the price list of location ${locationId}`);
    const category = o.display_category as string | undefined;
    return { ...o, quantity: 1, kind: category === 'package' || category === 'addon' ? category : 'standard' } as BookingState['cart'][number];
  });
}

export interface Visitor {
  customerId: number;
  addressId: number | null;
  vehicleId: number;
}

/**
 * A visitor as the account step leaves them: signed up (as a guest — no password — where the provider
 * allows guest checkout, else with a password), signed in for this tab, with a home address (optional)
 * and a vehicle.
 */
export async function createVisitor(
  page: Page,
  provider: string,
  { email, password, home = true, clientLocationId = null }: { email: string; password?: string; home?: boolean; clientLocationId?: number | null },
): Promise<Visitor> {
  await page.evaluate(() => sessionStorage.removeItem('booking.auth-token'));
  const signup = await call<{ customer_id: number; token: string }>(page, provider, 'POST', '/booking/customer-signup', {
    customer: { first_name: 'Gail', last_name: 'Guest', email, phone: '+15550107788', client_location_id: clientLocationId, ...(password ? { md5: md5(password) } : {}) },
  });
  await page.evaluate((t) => sessionStorage.setItem('booking.auth-token', t), signup.token);
  const address = home
    ? await call<{ customer_address_id: number }>(page, provider, 'POST', '/customer/address', {
        address_line_1: '7 Birch Lane', city: 'Springfield', state: 'VA', postal_code: '22151', is_primary: true, is_deleted: false,
      })
    : null;
  const vehicle = await call<{ vehicle_id: number }>(page, provider, 'POST', '/vehicle', { year: 2020, make: 'Honda', model: 'Civic', color: 'Red' });
  return { customerId: signup.customer_id, addressId: address?.customer_address_id ?? null, vehicleId: vehicle.vehicle_id };
}

/** Signs an account in for this tab (POST /user/sign-in; the app reads the stored token). */
export async function signInAs(page: Page, provider: string, email: string, password: string): Promise<void> {
  const answer = await call<{ token: string }>(page, provider, 'POST', '/user/sign-in', { email, md5: md5(password) });
  await page.evaluate((t) => sessionStorage.setItem('booking.auth-token', t), answer.token);
}

/** The visitor's home address as the place step keeps it. */
export function visitorHome(addressId: number) {
  return {
    id: addressId,
    address_line_1: '7 Birch Lane',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22151',
    one_line_human_readable_address: '7 Birch Lane, Springfield, VA 22151',
    time_zone: 'America/New_York',
    tax_rate_percent: 6,
  };
}

export const visitorCivic = (vehicleId: number) =>
  ({ id: vehicleId, type: 'automobile', year: 2020, make: 'Honda', model: 'Civic', color: 'Red', displayName: '2020 Honda Civic' }) as const;

export interface StoredBooking {
  scheduled_work_id: number;
  date: string | null;
  plannedArrivalTime: string | null;
  key_exchange_note: string | null;
  keyosk: { keyosk_id: number } | null;
  parking: { parking_id: number } | null;
  tip_amount_dollars: number | null;
  coupon_code: string | null;
  total_taxed_price_dollars: number | null;
  payment_method: { name: string | null } | null;
}

/** The signed-in account's bookings as the mock back end holds them (GET /customer-info). */
export async function bookingsInBackEnd(page: Page, provider: string): Promise<StoredBooking[]> {
  const info = await call<{ scheduled_works: StoredBooking[] }>(page, provider, 'GET', '/customer-info');
  return info.scheduled_works;
}
