/**
 * Issue 26 (dead ends and jargon) and issue 29 item 4, from where the customer starts — the link they were sent,
 * or `/` — at a 375 px phone: a link that cannot be used keeps the spec's words ("Invalid URL" L-02/L-52, "For
 * security reasons, your token has expired" L-50), says what they mean and offers the next step (log in, the home
 * page, a call to the provider's configured phone); another customer's link (L-01) goes home saying why without
 * showing the record; a check-in link to no work says what "Invalid URL" means; a finished appointment's payment link no longer says the card is "only held" (H-24); the
 * Parking and Keyosk step says what a Keyosk is (G-03). Demo world: docs/api.md, e2e/appointment-page.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { expectNoSeriousA11yIssues, openStep } from './support/app';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 375, height: 800 } });

const nextSteps = (page: Page) => ({
  login: page.getByRole('link', { name: 'Log in', exact: true }),
  home: page.getByRole('link', { name: 'Go to the home page' }),
  call: page.getByRole('link', { name: 'Call us at (555) 010-0100' }),
});

test('L-52 L-02 a payment link with an unknown token: "Invalid URL", what it means, and Log in leads to the login page', async ({ page }) => {
  await openStep(page, '/appointment/5001/no-such-token');
  await expect(page.getByRole('alert')).toHaveText('Invalid URL');
  await expect(page.getByText(/^This link cannot open an appointment: it may be incomplete, or a newer link may have replaced it\. Log in to see your appointments, or call us at \(555\) 010-0100\.$/)).toBeVisible();
  const steps = nextSteps(page);
  await expect(steps.call).toHaveAttribute('href', /^tel:\+?1?5550100100$/);
  await expect(steps.home).toHaveAttribute('href', '/');
  await expectNoSeriousA11yIssues(page);
  await steps.login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
});

test('L-50 an expired payment link keeps the spec’s words, explains them, and offers RESEND ACCESS LINK, a call and the home page', async ({ page }) => {
  await openStep(page, '/appointment/5001/demo-expired-token');
  await expect(page.getByText('For security reasons, your token has expired', { exact: true })).toBeVisible();
  await expect(page.getByText(/the link to your appointment stops working after a while\. Press RESEND ACCESS LINK and we will send you a new link/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESEND ACCESS LINK' })).toBeVisible();
  const steps = nextSteps(page);
  await expect(steps.call).toBeVisible();
  await expect(steps.login).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await steps.home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Book a Service' })).toBeVisible();
});

test('L-02 a check-in link to no work: "Invalid URL" on the page, what it means, and the home page starts a booking', async ({ page }) => {
  await openStep(page, '/checkin/1001/9999');
  const failure = page.getByRole('alert').filter({ hasText: 'Invalid URL' });
  await expect(failure).toContainText('This link cannot open an appointment: it may be incomplete, or a newer link may have replaced it.');
  await expect(failure.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  await expectNoSeriousA11yIssues(page);
  await failure.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('button', { name: 'Book a Service' })).toBeVisible();
});

test("L-01 another customer's receipt link goes home and says why on arrival, without showing the record (issue 29 item 4)", async ({ page }) => {
  await openStep(page, '/receipt/1002/5004');
  await expect(page).toHaveURL(/\/$/);
  const why = page.getByRole('alert').filter({ hasText: 'Invalid URL' });
  await expect(why).toContainText(
    "Invalid URL: this link was sent for another customer's appointment, so we cannot open it here. If the appointment is yours, log in to see it, or call us at (555) 010-0100.",
  );
  await expect(page.getByText('2018 Honda Civic')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Charges' })).toHaveCount(0);
});

test('H-24 the payment link of a finished, unpaid appointment says the card pays what is due, not that it is only held', async ({ page }) => {
  await openStep(page, '/update-payment/demo-payment-token', { provider: 'acme' });
  await expect(page.getByText(/^Status:/)).toHaveText('Status: Finished');
  await expect(page.getByText('Your appointment is complete, so the card you save here pays the amount due.')).toBeVisible();
  await expect(page.getByText(/only held/)).toHaveCount(0);
});

test('G-03 G-05 from / at a workplace: the Parking and Keyosk step says what a Keyosk is before asking for one', async ({ page }) => {
  const entry = frontDoorJourneys().find((j) => j.journey.moves.some((m) => m.stepId === 'location'));
  if (!entry) throw new Error('no front-door journey passes the Parking and Keyosk step');
  let seen = false;
  await walkJourney(page, entry, {
    unique: `${entry.provider}-keyosk`,
    reached: async (move) => {
      if (move.stepId !== 'location') return;
      await expect(page.getByRole('heading', { name: 'Parking and Keyosk', level: 1 })).toBeVisible();
      await expect(page.getByText(/^A Keyosk is a key drop-off box at your workplace: you leave your car keys in it/)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      seen = true;
    },
  });
  expect(seen).toBe(true);
});
