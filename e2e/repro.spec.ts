import { expect, test, type Page } from '@playwright/test';
import { encodeScenario, type Scenario } from '../src/api/scenario-codec';
import type { BookingState } from '../src/booking/booking-state';
import { expectNoSeriousA11yIssues, openStep } from './support/app';

/** Everything the app and the mock keep for the tab. */
async function tabState(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, string | null> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      out[key] = sessionStorage.getItem(key);
    }
    // The mock world, which the browser's tabs share (localStorage, one entry per scenario: mocks/world/shared-store.ts).
    const worlds = Object.keys(localStorage).filter((k) => k.startsWith('mock.world:')).sort();
    if (worlds.length) out['mock.world'] = JSON.stringify(worlds.map((k) => [k, localStorage.getItem(k)]));
    return out;
  });
}

test('a repro link applies config, session and a response fault, leaves the address bar, and shows the banner', async ({ page }) => {
  const scenario: Scenario = {
    provider: 'acme',
    config: { customer_facing_name: 'Repro Link Motors', customer_facing_phone: '(555) 777-0101' },
    session: 'customer',
    responses: { 'GET /pro/:id': { status: 200, body: { status: 'Churned' } } },
  };
  // The host says demo; the scenario's provider wins.
  await page.goto(`/pricing/place?x=1&preview=${encodeScenario(scenario)}`);

  // config: the header shows the overridden name and phone.
  const header = page.locator('header.site-header');
  await expect(header.getByText('Repro Link Motors', { exact: true })).toBeVisible();
  await expect(header.getByText('(555) 777-0101', { exact: true })).toBeVisible();
  // session: the place step's signed-in title, not the visitor's.
  await expect(page.getByText('Schedule Your Service', { exact: true })).toBeVisible();
  await expect(page.getByText('Let\'s Get Started', { exact: true })).toHaveCount(0);
  // responses: GET /pro/:id answers Churned → the churn modal (of the overridden name).
  const dialog = page.getByRole('alertdialog', { name: 'Online booking is not available' });
  await expect(dialog).toContainText('Repro Link Motors no longer supports online booking.');
  // The parameter is gone, the rest of the address kept; the banner names the provider.
  await expect(page).toHaveURL(/\/pricing\/place\?x=1$/);
  await expect(page.getByRole('region', { name: 'Preview mode' })).toContainText('Preview: acme');
  // Kept for the tab: the scenario (mock) and the demo customer's session (its token, or the one a
  // response header handed back in its place, A-30: the mock issues `sess-<customer id>-…`).
  const state = await tabState(page);
  expect(JSON.parse(state['mock.scenario']!)).toEqual(scenario);
  expect(state['booking.auth-token']).toMatch(/^(demo-customer-token|sess-1001-)/);
});

test('Reset clears the scenario, the session and the booking of the tab', async ({ page }) => {
  const scenario: Scenario = { provider: 'acme', config: { customer_facing_name: 'Reset Me Motors' }, session: 'customer' };
  await page.goto(`/pricing/place?preview=${encodeScenario(scenario)}`);
  const banner = page.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('Preview: acme');
  await expect(page.getByText('Reset Me Motors', { exact: true })).toBeVisible();
  await expect(page.getByText('Schedule Your Service', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const reset = banner.getByRole('button', { name: 'Reset' });
  await reset.focus();
  await page.keyboard.press('Enter');

  // Back to the host's provider, signed out, no banner; same path.
  await expect(page.getByText('Demo Mobile Auto Care', { exact: true })).toBeVisible();
  await expect(page.getByText('Let\'s Get Started', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing\/place$/);
  const state = await tabState(page);
  expect(state['mock.scenario']).toBeUndefined();
  expect(state['booking.auth-token']).toBeUndefined();
  expect(Object.keys(state).filter((k) => k.startsWith('booking.state.v1:acme'))).toEqual([]);
});

test('a bad repro link shows an error and the app goes on without it', async ({ page }) => {
  await page.goto('/pricing/place?preview=not*base64');
  await expect(page.getByRole('alert').filter({ hasText: 'This preview link could not be used' })).toContainText(
    'Invalid preview link: the value is not base64url text.',
  );
  await expect(page.getByText('Demo Mobile Auto Care', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This preview link could not be used' })).toHaveCount(0);
});

/** A booking with a place, a vehicle and a service, as the place/vehicle/service steps would leave it (demo data). */
const bookingSoFar: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
  },
  vehicle: { id: 3001, type: 'automobile', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', displayName: '2019 Toyota Camry' },
  cart: [{ service_offering_id: 201, long_name: 'Oil Change', kind: 'standard', quantity: 1, total_cost_dollars: 89.99 }],
};

test('a reload mid-flow keeps the route, the scenario, the session and the booking state', async ({ page }) => {
  await openStep(page, '/pricing/begin', {
    provider: 'demo',
    booking: bookingSoFar,
    scenario: {
      config: { customer_facing_name: 'Mid Flow Motors' },
      session: 'customer',
      now: '2025-03-10T10:00:00-04:00',
    },
  });
  const continueButton = page.locator('.widget-continue').getByRole('button', { name: 'Continue', exact: true });
  await continueButton.click();
  await expect(page).toHaveURL(/\/pricing\/place$/);
  await expect(page.getByText('Schedule Your Service', { exact: true }).first()).toBeVisible();
  // B-17: signed in (the scenario's session) with a place → schedule, whose guards need the vehicle, the cart,
  // the place and the session (else they redirect to home, simple, place or account).
  await continueButton.click();
  await expect(page).toHaveURL(/\/pricing\/schedule$/);
  await expect(page.getByRole('heading', { name: 'Schedule Your Service', level: 1 })).toBeVisible();
  // The picker writes its first available date into the booking once the dates load (F-18): wait for it.
  await expect.poll(async () => JSON.parse((await tabState(page))['booking.state.v1:demo'] ?? '{}').schedule?.date ?? null).not.toBeNull();
  const before = await tabState(page);
  expect(JSON.parse(before['booking.state.v1:demo']!)).toMatchObject({ placeMode: 'home', vehicle: { id: 3001 }, cart: [{ service_offering_id: 201 }] });

  await page.reload();

  // Same route (the guards still pass), same configuration, banner and clock; nothing of the tab changed.
  await expect(page).toHaveURL(/\/pricing\/schedule$/);
  await expect(page.getByRole('heading', { name: 'Schedule Your Service', level: 1 })).toBeVisible();
  await expect(page.locator('header.site-header').getByText('Mid Flow Motors', { exact: true })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('Preview: demo');
  await expect(banner).toContainText('clock fixed at 2025-03-10T10:00:00-04:00');
  const after = await tabState(page);
  expect(before['mock.world'], 'the mock world is stored').toBeDefined();
  for (const key of ['booking.state.v1:demo', 'mock.scenario', 'mock.world', 'booking.auth-token']) {
    expect(after[key], key).toEqual(before[key]);
  }
  // the banner lists the analytics events the step sent (the preview shows them).
  await banner.getByText(/^Analytics events \(\d+\)$/).click();
  await expect(banner.getByRole('list', { name: 'Recent analytics events, newest first' })).toContainText('schedule (schedule)');
});
