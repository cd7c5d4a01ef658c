/**
 * The schedule screen of issue 6 (ledger F-01..F-43, I-01..I-04), driven as a customer would for the
 * demo (availability_windows: month calendar + hour buttons), acme (time_slots: week grid of slots),
 * skipper (other: week calendar) and fleetco (other, workplace, F-12 issue note) providers. The clock is
 * fixed by the repro scenario at Tuesday 10 March 2026, 11:30 in New York.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { emptyBooking, type BookingScheduleChoice, type BookingState, type CartLine } from '../src/booking/booking-state';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { bookingSchedule, DEMO_CAMRY, DEMO_HOME_ADDRESS, OIL_CHANGE_LINE } from '../src/booking/sample-booking';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep, origin } from './support/app';

const NOW = '2026-03-10T11:30:00-04:00';

const oilChange: CartLine = OIL_CHANGE_LINE;
const camry = DEMO_CAMRY;
const home: Partial<BookingState> = { placeMode: 'home', homeAddress: DEMO_HOME_ADDRESS };
const booking: Partial<BookingState> = { ...home, vehicle: camry, cart: [oilChange] };
const acmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters', time_zone: 'America/New_York' } };
const emptySchedule: BookingScheduleChoice = bookingSchedule();
const customer: Omit<Scenario, 'provider'> = { session: 'customer', now: NOW };
const noDates = (key: string): Scenario['responses'] => ({ [key]: { status: 200, body: [] } });
const AT_ADDRESS = 'GET /customer/address/{id}/compatible-dates';

/**
 * Opens the schedule step with a repro scenario AND a booking. A new scenario starts a fresh booking
 * (setup-repro.ts), so the scenario is applied first (it stays for the tab), then the booking is stored.
 */
async function openSchedule(page: Page, provider: string, scenario: Omit<Scenario, 'provider'>, seed: Partial<BookingState>) {
  await openStep(page, '/page-for-setup', { provider, scenario });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [bookingStorageKey(provider), JSON.stringify({ ...emptyBooking(), ...seed })] as const);
  await page.goto(new URL('/pricing/schedule', origin(provider)).toString());
}

test.describe.configure({ timeout: 60_000 });

const continueButton = (page: Page, name = 'Continue') => page.getByRole('button', { name, exact: true });
const choice = (page: Page) => page.locator('.schedule-choice__summary');
const arrive = (page: Page, hour: string) => page.getByRole('group', { name: 'Arrive time' }).getByRole('button', { name: hour, exact: true });
const leave = (page: Page, hour: string) => page.getByRole('group', { name: 'Leave time' }).getByRole('button', { name: hour, exact: true });
const problem = (page: Page) => page.locator('.widget-continue [role="alert"]');

test.describe('month calendar with arrive/leave hours (demo: availability_windows)', () => {
  test('F-01/F-09/F-27/F-18/F-19: title, provider message, a filled date dropped, first date chosen, passed hours disabled; axe at 375 and 1280 px', async ({ page }) => {
    // The booking still holds Friday the 13th, which the demo world has fully booked.
    const filled = { ...emptySchedule, date: '2026-03-13', plannedArrivalTime: '09:00', plannedDepartureTime: '10:00' };
    await openSchedule(page, 'demo', customer, { ...booking, schedule: filled });
    await expect(page.getByRole('heading', { name: 'Schedule Your Service', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The date you selected has filled and is no longer available. Please log in and choose another date.' })).toBeVisible();
    await expect(page.getByText('Our technicians arrive within the window you pick.')).toBeVisible();
    // 12:00 is within the next hour (the back end lists no start in it): the first allowed hour is 1 PM.
    await expect(choice(page)).toHaveText('Your appointment: Tuesday, March 10, 2026, arrive 1:00 PM, leave 7:00 PM');
    for (const h of ['7 AM', '8 AM', '9 AM', '10 AM', '11 AM', '12 PM']) await expect(arrive(page, h)).toBeDisabled();
    await expect(arrive(page, '1 PM')).toHaveAttribute('aria-pressed', 'true');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('F-04/F-20/F-21/F-10: pick a date and times, leave-after-arrive message, Continue → confirm-appointment', async ({ page }) => {
    await openSchedule(page, 'demo', customer, booking);
    await page.getByRole('gridcell', { name: 'Wednesday, March 11, 2026' }).click();
    await expect(arrive(page, '7 AM')).toBeEnabled();
    await arrive(page, '9 AM').click();
    await expect(leave(page, '10 AM')).toHaveAttribute('aria-pressed', 'true');
    await leave(page, '8 AM').click();
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Your leave time must be after your arrive time.');
    await leave(page, '11 AM').click();
    await expect(choice(page)).toHaveText('Your appointment: Wednesday, March 11, 2026, arrive 9:00 AM, leave 11:00 AM');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });

  test('F-24/F-25/F-16: no dates with the waitlist, then availability text continues without a date', async ({ page }) => {
    await openSchedule(page, 'demo', { ...customer, responses: noDates(AT_ADDRESS) }, booking);
    await expect(page.getByText("Sorry, there are no service dates currently available for 12 Elm Street, Springfield, VA 22150. but we'll add you to our waitlist.")).toBeVisible();
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Please add your schedule availability before continuing without a date.');
    await page.getByRole('textbox', { name: 'Your schedule availability' }).fill('Weekday mornings');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });

  test('F-24/F-17: no dates without the waitlist — the first text alone, Continue asks for a date', async ({ page }) => {
    await openSchedule(page, 'demo', { ...customer, config: { is_using_waitlist: false }, responses: noDates(AT_ADDRESS) }, booking);
    await expect(page.locator('.schedule-notice')).toHaveText('Sorry, there are no service dates currently available for 12 Elm Street, Springfield, VA 22150.');
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Please select a date before you can continue.');
  });

  test('F-07/F-14/F-15: the waitlist toggle and "Prefer to have your service sooner"', async ({ page }) => {
    await openSchedule(page, 'demo', { ...customer, config: { is_offering_service_sooner: true } }, booking);
    await page.getByRole('checkbox', { name: 'Prefer to have your service sooner' }).check();
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Please add your availability and reason for wanting service sooner.');
    await page.getByRole('checkbox', { name: 'None of these dates work for me — add me to the waitlist' }).check();
    await expect(choice(page)).toHaveText('Your appointment: No date yet — you will be added to the waitlist.');
    await page.getByRole('checkbox', { name: 'None of these dates work for me — add me to the waitlist' }).uncheck();
    await expect(choice(page)).toHaveText(/Tuesday, March 10, 2026/);
    await page.getByRole('checkbox', { name: 'Prefer to have your service sooner' }).check();
    await page.getByRole('textbox', { name: 'Your availability and reason for wanting service sooner' }).fill('Any morning this week');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });

  test('I-01..I-04: rescheduling saves the booking, shows the update toast and goes back to /account', async ({ page }) => {
    await openSchedule(page, 'demo', customer, { ...booking, changeBookingId: 5001 });
    await expect(page.getByRole('heading', { name: 'Reschedule Your Service', level: 1 })).toBeVisible();
    await page.getByRole('gridcell', { name: 'Wednesday, March 11, 2026' }).click();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/booking/scheduled-work/5001'));
    await continueButton(page, 'Update Booking').click();
    expect((await saved).postDataJSON()).toMatchObject({ new_date: '2026-03-11', planned_arrival_time: '07:00', planned_departure_time: '19:00' });
    await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully updated!' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
    await expect(page).toHaveURL(/\/account$/, { timeout: 10_000 });
  });
});

test.describe('week grid of slots (acme: time_slots, guest)', () => {
  const guestBooking = { ...booking, guest: true };

  test('F-05/F-18/F-22/F-10: opens on the first open day with no appointment shown; the date alone is not enough; a chosen slot continues; axe at 375 and 1280 px', async ({ page }) => {
    await openSchedule(page, 'acme', { now: NOW }, guestBooking);
    await expect(page.getByRole('grid', { name: /^Time slots, Tue, Mar 10 to / })).toBeVisible();
    await expect(choice(page)).toHaveCount(0);
    await expect(page.getByText('Estimated length: 45 minutes')).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Please select a date and time.');
    await page.getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' }).click();
    await expect(choice(page)).toHaveText('Your appointment: Wednesday, March 11, 2026 at 9:00 AM');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });

  test('keyboard only: reach the grid, move with the arrows, choose with Enter, continue', async ({ page }) => {
    await openSchedule(page, 'acme', { now: NOW }, guestBooking);
    const grid = page.getByRole('grid', { name: /^Time slots, Tue, Mar 10 to / });
    await expect(grid).toBeVisible();
    await page.getByRole('heading', { name: /^Tue, Mar 10 – / }).click(); // Tab goes on from here: Later open days, then the grid
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Later open days' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('gridcell', { name: 'Tue, Mar 10 at 12:30 PM, available' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: 'Wed, Mar 11 at 1:00 PM, available' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice(page)).toHaveText('Your appointment: Wednesday, March 11, 2026 at 1:00 PM');
    for (let i = 0; i < 20; i++) {
      if (await continueButton(page).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });
});

test.describe('week calendar (skipper: other)', () => {
  test('F-06/F-18/F-34: the first available date marked, your appointment placed by a click on its first free time, moved by 15 minutes; axe at 375 and 1280 px', async ({ page }) => {
    await openSchedule(page, 'skipper', customer, { ...home, cart: [oilChange] });
    await expect(page.getByRole('grid', { name: /^Appointments, Tue, Mar 10 to / })).toBeVisible();
    await expect(choice(page)).toHaveCount(0);
    await page.getByRole('gridcell', { name: 'Tue, Mar 10 at 1:00 PM, available' }).click({ position: { x: 8, y: 4 } });
    await expect(choice(page)).toHaveText('Your appointment: Tuesday, March 10, 2026, 1:00 PM to 1:45 PM');
    await expect(page.getByRole('gridcell', { name: 'Your appointment, Tue, Mar 10, 1:00 PM to 1:45 PM' })).toBeVisible();
    await page.getByRole('button', { name: '15 minutes later' }).click();
    await expect(choice(page)).toHaveText('Your appointment: Tuesday, March 10, 2026, 1:15 PM to 2:00 PM');
    await page.getByRole('gridcell', { name: 'Thu, Mar 12 at 3:00 PM, available' }).click({ position: { x: 8, y: 26 } });
    await expect(choice(page)).toHaveText('Your appointment: Thursday, March 12, 2026, 3:15 PM to 4:00 PM'); // the lower half of the cell: 3:15 (F-34)
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  });

  test('F-06/F-34: at desktop width your appointment is dragged with the mouse to a quarter hour; the keyboard moves it with Tab and Enter', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSchedule(page, 'skipper', customer, { ...home, cart: [oilChange] });
    await page.getByRole('gridcell', { name: 'Tue, Mar 10 at 1:00 PM, available' }).click({ position: { x: 8, y: 4 } });
    const from = await page.getByRole('gridcell', { name: 'Your appointment, Tue, Mar 10, 1:00 PM to 1:45 PM' }).boundingBox();
    const to = await page.getByRole('gridcell', { name: 'Thu, Mar 12 at 3:00 PM, available' }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height * 0.75, { steps: 12 }); // the lower half: 3:15 (F-34)
    await expect(page.getByRole('gridcell', { name: 'Your appointment, Thu, Mar 12, 3:15 PM to 4:00 PM' })).toBeVisible(); // shown where it would go
    await expect(choice(page)).toHaveText('Your appointment: Tuesday, March 10, 2026, 1:00 PM to 1:45 PM');
    await page.mouse.up();
    await expect(choice(page)).toHaveText('Your appointment: Thursday, March 12, 2026, 3:15 PM to 4:00 PM');

    await page.getByRole('gridcell', { name: 'Your appointment, Thu, Mar 12, 3:15 PM to 4:00 PM' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '15 minutes earlier' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice(page)).toHaveText('Your appointment: Thursday, March 12, 2026, 3:00 PM to 3:45 PM');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '15 minutes later' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice(page)).toHaveText('Your appointment: Thursday, March 12, 2026, 3:15 PM to 4:00 PM');
  });

  test('F-26/F-22: the week view says there are no available dates at the address', async ({ page }) => {
    await openSchedule(page, 'skipper', { ...customer, responses: noDates(AT_ADDRESS) }, { ...home, cart: [oilChange] });
    await expect(page.getByText('Sorry, there are no available dates at 12 Elm Street, Springfield, VA 22150.')).toBeVisible();
    await continueButton(page).click();
    await expect(problem(page)).toHaveText('Please select a date and time.');
  });
});

test.describe('issue note (fleetco: workplace, F-12 as overlay data)', () => {
  test('F-12/F-11: Continue waits for the issue note, then goes to /pricing/location', async ({ page }) => {
    await openSchedule(page, 'fleetco', customer, { ...acmeHq, vehicle: camry, cart: [oilChange] });
    await expect(page.getByText('Leave your keys in the keyosk by 8 AM on the day of service.')).toBeVisible();
    await expect(choice(page)).toHaveCount(0); // F-18 marks the date; the time is the customer's tap
    await page.getByRole('gridcell', { name: /^Tue, Mar 10 at .*, available$/ }).first().click({ position: { x: 8, y: 4 } });
    await expect(choice(page)).toHaveText(/^Your appointment: Tuesday, March 10, 2026/);
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Please enter a note with a description of the issue you are experiencing.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Notes: describe the issue you are experiencing (required)' }).fill('Check engine light is on');
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/location$/);
  });
});

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`browser in ${timezoneId}, location in America/New_York`, () => {
    test.use({ timezoneId });

    test('F-41 the month calendar, its hours and the slot grid show New York times', async ({ page }) => {
      await openSchedule(page, 'demo', customer, booking);
      await expect(choice(page)).toHaveText('Your appointment: Tuesday, March 10, 2026, arrive 1:00 PM, leave 7:00 PM');
      await expect(page.getByRole('gridcell', { name: 'Tuesday, March 10, 2026, today' })).toHaveAttribute('aria-selected', 'true');
      await expect(arrive(page, '12 PM')).toBeDisabled();
      await expect(arrive(page, '1 PM')).toBeEnabled();

      await openSchedule(page, 'acme', { now: NOW }, { ...booking, guest: true });
      await expect(page.getByRole('gridcell', { name: 'Tue, Mar 10 at 12:00 PM, not available' })).toBeVisible();
      await expect(page.getByRole('gridcell', { name: 'Tue, Mar 10 at 12:30 PM, available' })).toBeVisible();
      await expect(page.getByRole('rowheader').first()).toHaveText('8:00 AM');
    });
  });
}
