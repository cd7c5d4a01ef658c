/**
 * Two tabs of one browser on the mock build (issue 29 item 2): the mock world is shared by the tabs of the origin
 * (mocks/world/index.ts, localStorage), so races between tabs happen as they would against a real back end. Both
 * tabs start at `/` on the provider's host without a repro link and use only what a person sees; the page clocks
 * are at NOW (the mock back end runs in the page, so its clock is the page's). Each test has its own browser
 * context, so its own world.
 */
import { expect, test, type Page } from '@playwright/test';
import { widgetDrivers } from '../src/widgets/registry/drivers';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { fillLoginForm, origin } from './support/app';
import { bookingsInBackEnd } from './support/checkout';
import { walkJourney } from './support/journey-runner';
import { NOW } from './support/now';

test.describe.configure({ timeout: 120_000 });

const PROVIDER = 'demo';
const home = `${origin(PROVIDER)}/`;

/** Opens `/` in `page` at the tests' clock. */
async function openFrontDoor(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(NOW) });
  await page.goto(home);
}

/** The date and the time the review shows (its "Appointment" section). */
async function reviewedSlot(page: Page): Promise<string[]> {
  const details = page.getByRole('region', { name: 'Appointment', exact: true }).getByRole('definition');
  await expect(details.nth(1)).toBeVisible();
  return [await details.nth(0).innerText(), await details.nth(1).innerText()];
}

test('H-35 two tabs book the same slot: the first books, the second sees "Time no longer available" and goes back to the schedule; one booking in the back end', async ({ page, context }) => {
  const visitor = frontDoorJourneys().find((j) => j.provider === PROVIDER && j.journey.session === 'visitor');
  if (!visitor) throw new Error(`no ${PROVIDER} visitor journey`);
  const first = await walkJourney(page, visitor, { open: () => openFrontDoor(page), unique: 'two-tabs-first', stopAt: 'confirm-appointment' });
  const secondPage = await context.newPage();
  const second = await walkJourney(secondPage, visitor, { open: () => openFrontDoor(secondPage), unique: 'two-tabs-second', stopAt: 'confirm-appointment' });

  // Both reviews hold the same date and time (the first free slot of the shared world).
  const slot = await reviewedSlot(page);
  expect(await reviewedSlot(secondPage)).toEqual(slot);

  await widgetDrivers.bookingReview!.fill!(first, 'complete');
  await widgetDrivers.bookingReview!.send!(first, 'booked', 'default');
  await expect(page).toHaveURL(/\/pricing\/finished$/);
  await expect(page.getByRole('heading', { name: 'Thank You', level: 1 })).toBeVisible();

  await widgetDrivers.bookingReview!.fill!(second, 'complete');
  await widgetDrivers.bookingReview!.send!(second, 'booked', 'default');
  const taken = secondPage.getByRole('alertdialog', { name: 'Time no longer available' });
  await expect(taken).toBeVisible();
  await expect(taken).toHaveAccessibleDescription('Sorry, the time you have chosen is now unavailable. Please select another time.');
  await taken.getByRole('button', { name: 'OK' }).click();
  await expect(secondPage).toHaveURL(/\/pricing\/schedule$/);

  // Exactly one booking: the first tab's account has it, the second's has none.
  const booked = await bookingsInBackEnd(page, PROVIDER);
  expect(booked).toHaveLength(1);
  expect(await bookingsInBackEnd(secondPage, PROVIDER)).toHaveLength(0);
});

test('L-36 L-38 L-53 a cancel in one tab, then the payment link opened in the other: it shows "Status: Cancelled" and no cancel or reschedule', async ({ page, context }) => {
  const paymentLink = `${origin(PROVIDER)}/update-payment/demo-appointment-token`;
  // Tab 2 has the customer's payment link open: the appointment is scheduled.
  const payment = await context.newPage();
  await payment.clock.install({ time: new Date(NOW) });
  await payment.goto(paymentLink);
  await expect(payment.getByText(/^Status:/)).toHaveText('Status: Scheduled');
  await expect(payment.getByText('2019 Toyota Camry')).toBeVisible();

  // Tab 1: the demo customer signs in from `/` and cancels the Camry's appointment on the account page.
  await openFrontDoor(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('region', { name: 'Upcoming Services' }).getByRole('button', { name: /^Cancel Service: .*Camry, Saturday, March 14, 2026$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Service' });
  await dialog.getByRole('radio', { name: 'Date or Time Conflict' }).check();
  await dialog.getByRole('button', { name: 'Cancel Appointment', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking was successfully cancelled' })).toBeVisible();

  // Tab 2 opens the link again: the cancelled state, with no way to cancel or reschedule it (L-38).
  await payment.goto(paymentLink);
  await expect(payment.getByText(/^Status:/)).toHaveText('Status: Cancelled');
  await expect(payment.getByText('2019 Toyota Camry')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Cancel Service' })).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
});
