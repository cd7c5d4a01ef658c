/**
 * The account area walked end to end (issue 11): the demo customer comes in at the front door, signs
 * in through the header's Log In, lands on /account, reschedules an upcoming appointment through the
 * booking flow's schedule step and sees the new date back on /account (K-23, I-10, I-03, I-04); and a
 * customer record carrying every field of K-68..K-70 (supplied through a repro link's `responses`)
 * renders /account without errors. The clock is fixed by the repro scenario at Tuesday 10 March 2026,
 * 11:30 in New York; work 5001 (2019 Toyota Camry) is on Saturday 14 March; every 13th and 27th is full.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { openStep } from './support/app';

const NOW = '2026-03-10T11:30:00-04:00';

test.describe.configure({ timeout: 60_000 });

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming Services' });
const SECTIONS = ['Upcoming Services', 'Suggested Services', 'Book A New Service', 'My Account', 'My Places', 'Past Services'];

/**
 * Page errors and console errors of the page from now on. Chromium's own request for /favicon.ico (the
 * app declares no icon, so the dev server answers 404) is not the page's doing and is left out.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const url = m.location().url;
    if (m.type() === 'error' && !url.endsWith('/favicon.ico')) errors.push(`console: ${m.text()} ${url}`);
  });
  return errors;
}

test('K-23 I-10 I-03 I-04 from the front door the demo customer signs in, reschedules the Camry to March 18 and sees it in Upcoming Services', async ({ page }) => {
  await openStep(page, '/', { scenario: { now: NOW } });
  await page.getByRole('banner').getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel(/^Email/).fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  const camry = upcoming(page).getByRole('article').filter({ hasText: 'Camry' }).filter({ hasText: 'Saturday, March 14, 2026' });
  await expect(camry).toHaveCount(1);
  await camry.getByRole('button', { name: /^Reschedule: / }).click();

  await expect(page).toHaveURL(/\/pricing\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Your Service' })).toBeVisible();
  await page.getByRole('gridcell', { name: 'Wednesday, March 18, 2026' }).click();
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
  await page.getByRole('button', { name: 'Update Booking', exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({ new_date: '2026-03-18' });
  await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully updated!' })).toBeVisible();

  await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  const moved = upcoming(page).getByRole('article').filter({ hasText: 'Camry' }).filter({ hasText: 'Wednesday, March 18, 2026' });
  await expect(moved).toHaveCount(1);
  await expect(upcoming(page).getByRole('article').filter({ hasText: 'Camry' }).filter({ hasText: 'Saturday, March 14, 2026' })).toHaveCount(0);
});

test('K-30 closing the cancel dialog (Escape, Keep Appointment) returns focus to Cancel Service', async ({ page }) => {
  await openStep(page, '/login', { scenario: { now: NOW } });
  await page.getByLabel(/^Email/).fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const opener = upcoming(page).getByRole('button', { name: /^Cancel Service: .*Camry, Saturday, March 14, 2026$/ });
  const dialog = page.getByRole('dialog', { name: 'Cancel Service' });

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press('Enter');
  await dialog.getByRole('button', { name: 'Keep Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// ---------------------------------------------------------------------------------------------
// K-68..K-70: every field of the customer-info record
// ---------------------------------------------------------------------------------------------

/** K-70 */
const customer = {
  customer_id: 1001,
  first_name: 'Dana',
  last_name: 'Fieldwell',
  email: 'dana@example.com',
  phone: '(555) 010-0199',
  stripe_last4: '4242',
  stripe_brand: 'Visa',
  square_last4: '1111',
  square_brand: 'Mastercard',
  is_fleet_user: false,
  default_client_location_id: 301,
};

const vehicle = {
  vehicle_id: 77,
  id: 77,
  customer_id: 1001,
  display_name: '2021 Subaru Outback',
  year: 2021,
  make: 'Subaru',
  model: 'Outback',
  color: 'Blue',
};

/** K-69 */
const serviceLine = (id: number, scheduledWorkId: number) => ({
  id,
  service_offering_id: 201,
  short_name: 'Oil',
  long_name: 'Oil Change',
  display_name: 'Oil Change',
  parts_cost_dollars: 40,
  labor_cost_dollars: 49.99,
  total_cost_dollars: 89.99,
  is_upsell: false,
  upsell_status: 'approved',
  marketing_url: 'https://example.com/oil-change',
  employee_note: 'Synthetic 0W-20',
  scheduled_work_id: scheduledWorkId,
  quote_option_id: 9,
});

/** K-68 */
const work = (scheduledWorkId: number, status: string, date: string) => ({
  id: scheduledWorkId,
  scheduled_work_id: scheduledWorkId,
  customer_id: 1001,
  customer,
  vehicle,
  vehicle_id: 77,
  status,
  date,
  confirmed_appointment_start_time: '10:00',
  plannedArrivalTime: '09:00',
  plannedDepartureTime: '11:00',
  services: [serviceLine(scheduledWorkId * 10 + 1, scheduledWorkId)],
  client_location_id: null,
  client_location: null,
  customer_address: {
    customer_address_id: 55,
    customer_id: 1001,
    display_name: 'Home',
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'NY',
    postal_code: '10001',
    one_line_human_readable_address: '12 Elm Street, Springfield, NY 10001',
    lat: 40.75,
    lng: -73.99,
    time_zone: 'America/New_York',
  },
  keyosk: { keyosk_id: 3, name: 'Lobby keyosk', blurb: 'By the front desk', image_url: null },
  parking: { parking_id: 4, name: 'Lot B', blurb: 'Level 2', image_url: null },
  box: 12,
  service_vehicle_id: 8,
  tax_rate_percent: 8.875,
  coupon_detail: { coupon_code: 'SPRING10', amount_off_dollars: 10, description: 'Spring savings' },
  coupon_code: 'SPRING10',
  coupon_amount_dollars: 10,
  custom_discount_amount_dollars: 5,
  custom_discount_reason: 'Loyal customer',
  tip_amount_dollars: 3,
  subtotal_dollars: 89.99,
  sales_tax_dollars: 6.66,
  shop_fee_dollars: 2.5,
  minimum_service_charge_amount_dollars: 0,
  total_taxed_price_dollars: 84.15,
  amount_paid_dollars: status === 'finished' ? 84.15 : 0,
  payment_method: { is_stripe: true, is_square: false, name: 'Visa ending in 4242' },
  square_card_id: 'sq-card-1',
  hc_is_complete: status === 'finished',
  health_check_url: 'https://example.com/health-check/' + scheduledWorkId,
  customer_location: { lat: 40.75, lng: -73.99 },
  created_at: '2026-02-01T12:00:00Z',
  customer_note: 'Gate code 1234',
  key_exchange_note: 'Keys under the mat',
  is_handraise: false,
  additional_phone_numbers: ['(555) 010-0200', false],
  has_credit_card: true,
});

const fullRecord = {
  customer,
  vehicles: [vehicle],
  scheduled_works: [work(6001, 'scheduled', '2026-03-16'), work(6002, 'suggested', '2026-04-20'), work(6003, 'finished', '2026-02-02')],
};

test('K-68 K-69 K-70 a customer record with every field renders /account without errors', async ({ page }) => {
  const errors = collectErrors(page);
  const scenario: Omit<Scenario, 'provider'> = {
    session: 'customer',
    now: NOW,
    responses: { 'GET /customer-info': { status: 200, body: fullRecord } },
  };
  await openStep(page, '/account', { scenario });
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await expect(upcoming(page).getByRole('article').filter({ hasText: 'Subaru Outback' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Past Services' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
