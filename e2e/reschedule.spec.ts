/**
 * Reschedule and proactive-scheduling links and the one-click confirmation (ledger I-03..I-16), driven
 * as the demo customer for the demo (availability_windows), acme (time_slots, home only) and fleetco
 * (workplace only, week calendar) providers. The clock is fixed by the repro scenario at Tuesday
 * 10 March 2026, 11:30 in New York: work 5001 (home) is on Saturday 14 March, 5003 (suggested) on
 * Friday 20 March, 5002 at Acme HQ today; every 13th and 27th is fully booked; 5101 belongs to the
 * fleet customer.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';

const NOW = '2026-03-10T11:30:00-04:00';
const customer: Omit<Scenario, 'provider'> = { session: 'customer', now: NOW };
const MISMATCH = 'Your account information does not match the appointment you are trying to access.';
const FILLED = 'The date you selected has filled and is no longer available. Please log in and choose another date.';
/** A link page reads four calls in a row (customer, work, location, dates) before it moves on: 10 s is short on two loaded cores. */
const LINK_CHAIN = { timeout: 15_000 };

test.describe.configure({ timeout: 60_000 });

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text);
const row = (page: Page, term: string) => page.locator('.summary-list > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd');

test.describe('demo (availability_windows)', () => {
  test('I-11: a visitor is sent to /login with a redirect back to /pricing/schedule', async ({ page }) => {
    await openStep(page, '/reschedule/1001/5001', { scenario: { now: NOW } });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fschedule$/);
    await openStep(page, '/proactive-scheduling/1001/5003/2026-03-18', { scenario: { now: NOW } });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fschedule$/);
  });

  test('I-05/I-06/I-10/I-03/I-04: a reschedule link opens the schedule in change-booking mode; saving toasts and returns to /account', async ({ page }) => {
    await openStep(page, '/reschedule/1001/5001', { scenario: customer });
    await expect(page).toHaveURL(/\/pricing\/schedule$/, LINK_CHAIN);
    await expect(title(page, 'Reschedule Your Service')).toBeVisible();
    // The work's own date and window are restored (Saturday 14 March, 9–11).
    await expect(page.locator('.schedule-choice__summary')).toHaveText(/Saturday, March 14, 2026, arrive 9:00 AM, leave 11:00 AM/);
    await expect(page.getByRole('textbox', { name: 'Notes for your technician (optional)' })).toHaveValue('Please park on the street.');
    await page.getByRole('gridcell', { name: 'Wednesday, March 18, 2026' }).click();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
    await page.getByRole('button', { name: 'Update Booking', exact: true }).click();
    expect((await saved).postDataJSON()).toMatchObject({ new_date: '2026-03-18' });
    await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully updated!' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\/schedule$/, LINK_CHAIN);
    await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  });

  test('I-09/I-13/I-15/I-16: a proactive link with an available date confirms it; the card shows 9:00 AM – 5:00 PM; axe at 375 and 1280 px', async ({ page }) => {
    await openStep(page, '/proactive-scheduling/1001/5003/2026-03-18', { scenario: customer });
    await expect(page).toHaveURL(/\/one-click-confirmation\/proactive$/);
    await expect(title(page, 'Your appointment is confirmed')).toBeVisible();
    await expect(row(page, 'Date')).toHaveText('Wednesday, March 18, 2026');
    await expect(row(page, 'Time')).toHaveText('9:00 AM – 5:00 PM EDT');
    await expect(row(page, 'Service address')).toContainText('12 Elm Street');
    await expect(row(page, 'Vehicle')).toContainText('Toyota Camry');
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('listitem')).toHaveCount(1);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    // The card survives a reload (the booking keeps it for the tab).
    await page.reload();
    await expect(row(page, 'Time')).toHaveText('9:00 AM – 5:00 PM EDT');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('I-14: a filled date (the 13th) goes to the schedule screen with the filled-date message', async ({ page }) => {
    await openStep(page, '/proactive-scheduling/1001/5003/2026-03-13', { scenario: customer });
    await expect(page).toHaveURL(/\/pricing\/schedule$/, LINK_CHAIN);
    await expect(toast(page, FILLED)).toBeVisible();
    await expect(title(page, 'Reschedule Your Service')).toBeVisible();
  });

  test("I-12: another customer's work goes to /account with the mismatch message", async ({ page }) => {
    await openStep(page, '/reschedule/1001/5101', { scenario: customer });
    // The app boots, reads the customer and the work, then leaves: give a loaded machine time.
    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
    await expect(toast(page, MISMATCH)).toBeVisible();
  });

  test('link errors: unknown work, finished work, network failure (Try again); axe at 375 and 1280 px', async ({ page }) => {
    await openStep(page, '/reschedule/1001/4242', { scenario: customer });
    await expect(page.getByRole('alert')).toHaveText(/Sorry, we could not find this appointment\. The link may be incomplete or out of date\./);
    await expect(title(page, 'Reschedule Your Service')).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');

    await page.goto(page.url().replace('/reschedule/1001/4242', '/reschedule/1001/5004'));
    await expect(page.getByRole('alert')).toHaveText(/This appointment can no longer be changed\./);

    await openStep(page, '/proactive-scheduling/1001/5003', {
      scenario: { ...customer, responses: { 'GET /scheduled-work/{sw_id}/{customer_id}': { error: 'network' } } },
    });
    await expect(title(page, 'Confirm Your New Date')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/Sorry, something went wrong\. Please try again\./);
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/Sorry, something went wrong\./);
  });

  test('the confirmation without a confirmed date shows the empty state; axe at 375 and 1280 px', async ({ page }) => {
    await openStep(page, '/one-click-confirmation/reschedule', { scenario: customer });
    await expect(title(page, 'Appointment Confirmation')).toBeVisible();
    await expect(page.getByText('There is no confirmed appointment to show here. Your appointments are listed in your account.')).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});

test.describe('acme (time_slots, home only)', () => {
  test('I-08/I-16: a reschedule link with a new date saves it for 9:00 AM – 5:00 PM and shows the reschedule card', async ({ page }) => {
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
    await openStep(page, '/reschedule/1001/5001/2026-03-18', { provider: 'acme', scenario: customer });
    expect((await saved).postDataJSON()).toMatchObject({ new_date: '2026-03-18', planned_arrival_time: '09:00', planned_departure_time: '17:00' });
    await expect(page).toHaveURL(/\/one-click-confirmation\/reschedule$/);
    await expect(title(page, 'Your appointment has been rescheduled')).toBeVisible();
    await expect(row(page, 'Date')).toHaveText('Wednesday, March 18, 2026');
    await expect(row(page, 'Time')).toHaveText('9:00 AM – 5:00 PM EDT');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('I-12: a work answered for customer 9999 goes to /account with the mismatch message', async ({ page }) => {
    const work = { scheduled_work_id: 5001, customer_id: 9999, status: 'scheduled', services: [] };
    await openStep(page, '/reschedule/1001/5001', {
      provider: 'acme',
      scenario: { ...customer, responses: { 'GET /scheduled-work/{sw_id}/{customer_id}': { status: 200, body: work } } },
    });
    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
    await expect(toast(page, MISMATCH)).toBeVisible();
  });

  test('I-10: without a date the week grid of slots opens in change-booking mode; a new slot is saved', async ({ page }) => {
    await openStep(page, '/reschedule/1001/5001', { provider: 'acme', scenario: customer });
    await expect(title(page, 'Reschedule Your Service')).toBeVisible();
    await page.getByRole('gridcell', { name: 'Wed, Mar 11 at 1:00 PM, available' }).click();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
    await page.getByRole('button', { name: 'Update Booking', exact: true }).click();
    expect((await saved).postDataJSON()).toMatchObject({ new_date: '2026-03-11', confirmed_appointment_start_time: '13:00' });
    await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully updated!' })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  });
});

test.describe('fleetco (workplace, week calendar)', () => {
  test('I-07/I-10: a workplace work opens the reschedule screen for its client location', async ({ page }) => {
    await openStep(page, '/reschedule/1001/5002', { provider: 'fleetco', scenario: customer });
    await expect(page).toHaveURL(/\/pricing\/schedule$/, LINK_CHAIN);
    await expect(title(page, 'Reschedule Your Service')).toBeVisible();
    await expect(page.getByText('Acme Corp Headquarters').first()).toBeVisible();
  });

  test('I-14: a proactive link for the 27th (full at Acme HQ) goes to the schedule with the filled-date message', async ({ page }) => {
    await openStep(page, '/proactive-scheduling/1001/5002/2026-03-27', { provider: 'fleetco', scenario: customer });
    await expect(page).toHaveURL(/\/pricing\/schedule$/, LINK_CHAIN);
    await expect(toast(page, FILLED)).toBeVisible();
  });
});
