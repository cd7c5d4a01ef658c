/**
 * D-84 on the production build, against the HTTP mock back end (one world for every tab, unlike the mock build's
 * world in each tab): a coupon used meanwhile. In one tab a visitor applies the single-use FIRST15, signs up and
 * reaches the review; in a second tab of the same browser the same customer signs in from `/` and books with
 * FIRST15. Back in the first tab, Confirm Appointment is refused by the back end: the customer reads exactly
 * "Sorry, this coupon has already been used" (no "Critical Error: " before it), and the cart is as it was. Both
 * tabs start at `/` and use only what a person sees; the page clocks and the back end's are at NOW.
 */
import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_PERSON, freshEmail } from '../../src/widgets/contract/driver-kit';
import { widgetDrivers } from '../../src/widgets/registry/drivers';
import { fillLoginForm } from '../support/app';
import { bookingsInBackEnd } from '../support/checkout';
import { walkJourney } from '../support/journey-runner';
import { NOW } from '../support/now';
import { productionOrigin } from '../support/port';
import { journeyOf, postProductionScenario, unique } from '../support/production';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(postProductionScenario);

const acme = productionOrigin('acme.localhost');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your Booking' });

/** Applies FIRST15 in the sidebar's coupon box (D-74) and waits until it is applied. */
async function applyFirst15(page: Page): Promise<void> {
  const code = sidebar(page).getByLabel('Coupon code');
  await code.fill('FIRST15');
  await code.press('Enter');
  await expect(sidebar(page).getByText('Coupon FIRST15 applied')).toBeVisible();
}

test('D-84 a coupon used meanwhile in another tab: Confirm shows exactly "Sorry, this coupon has already been used" and the cart stays', async ({ page, context }) => {
  await page.clock.install({ time: new Date(NOW) });
  const first = await walkJourney(page, journeyOf('acme', 'visitor'), {
    open: async () => void (await page.goto(`${acme}/`)),
    unique: unique('acme-coupon'),
    beforeSend: async (move) => {
      if (move.stepId === 'services') await applyFirst15(page);
    },
    stopAt: 'confirm-appointment',
  });
  await widgetDrivers.bookingReview!.fill!(first, 'complete');
  await expect(sidebar(page).getByText('Coupon FIRST15 applied')).toBeVisible();
  const cart = await sidebar(page).innerText();

  // Meanwhile, the same customer books with FIRST15 in a second tab.
  const second = await context.newPage();
  await second.clock.install({ time: new Date(NOW) });
  await walkJourney(second, journeyOf('acme', 'customer'), {
    open: async () => {
      await second.goto(`${acme}/`);
      await second.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
      await fillLoginForm(second, freshEmail(first), JOURNEY_PERSON.password);
      await expect(second).toHaveURL(/\/account$/);
      await second.goto(`${acme}/`);
    },
    unique: unique('acme-coupon-second-tab'),
    beforeSend: async (move) => {
      if (move.stepId === 'services') await applyFirst15(second);
    },
  });
  await second.close();

  await widgetDrivers.bookingReview!.send!(first, 'booked', 'default');
  const refused = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(refused).toBeVisible();
  await expect(refused).toHaveAccessibleDescription('Sorry, this coupon has already been used');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();
  await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
  expect(await sidebar(page).innerText()).toBe(cart);
  // Only the second tab's booking was made.
  expect(await bookingsInBackEnd(page, 'acme')).toHaveLength(1);
});
