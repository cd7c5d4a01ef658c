/**
 * Additional phone numbers (ledger K-54..K-58, H-28), from `/` by roles and labels: the demo customer (the
 * provider allows additional numbers through the repro scenario; its fixture has them off) books the engine's
 * front-door journey and, on the review, adds a number for text updates. A short one holds Confirm with the K-55
 * reason and says "Invalid phone length" under the field once Confirm is pressed; fixed, the booking goes through
 * with the number. Afterwards the customer sees it in the new appointment's editor under My Account → Account
 * Settings, adds a third number past an empty second one and saves; the mock back end's work then carries the
 * numbers as 10 digits each, the empty entry as false (K-56).
 */
import { expect, test, type Page } from '@playwright/test';
import { encodeScenario } from '../src/api/scenario-codec';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { origin } from './support/app';
import { bookingsInBackEnd, NOW } from './support/checkout';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 90_000 });

const K55_REASON = 'Please check the additional phone numbers: each needs 10 digits.';

/** The values of every field named `label` on the page, in order. */
const valuesOf = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

test('K-54 K-55 K-57 H-28 K-58 K-56: a customer adds a phone number on the review, is held by "Invalid phone length", fixes it, books, and edits the list in Account Settings', async ({ page }) => {
  const entry = frontDoorJourneys().find((j) => j.provider === 'demo' && j.journey.session === 'customer');
  expect(entry, 'the demo customer journey').toBeDefined();
  const confirm = page.getByRole('button', { name: 'Confirm Appointment' });
  const extra = page.getByLabel('Additional phone number 1', { exact: true });

  await walkJourney(page, entry!, {
    open: async () => {
      const scenario = { provider: 'demo', now: NOW, session: 'customer' as const, config: { allow_additional_user_sms_communications: true } };
      await page.goto(`${origin()}/?preview=${encodeScenario(scenario)}`);
    },
    beforeSend: async (move) => {
      if (move.event.type !== 'booked') return;
      // K-54: masked as typed; K-55: a non-empty number that is not 10 digits holds Confirm with the flow's reason.
      await expect(page.getByRole('group', { name: 'Additional phone numbers for text updates' })).toBeVisible();
      await extra.fill('70355');
      await expect(extra).toHaveValue('(703) 55');
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
      await expect(confirm).toHaveAccessibleDescription(K55_REASON);
      await confirm.click({ force: true }); // aria-disabled: pressable, books nothing, points at the field
      await expect(page.getByText('Invalid phone length')).toBeVisible();
      await expect(page).toHaveURL(/\/pricing\/confirm-appointment$/);
      await extra.fill('7035551234');
      await expect(extra).toHaveValue('(703) 555-1234');
      await expect(page.getByText('Invalid phone length')).toHaveCount(0);
      await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    },
  });

  // H-28 K-54: the booking carries the number as 10 digits.
  const booked = async () => {
    const works = (await bookingsInBackEnd(page, 'demo')) as unknown as { scheduled_work_id: number; additional_phone_numbers: (string | false)[] }[];
    return works.reduce((a, b) => (b.scheduled_work_id > a.scheduled_work_id ? b : a));
  };
  const made = await booked();
  expect(made.additional_phone_numbers).toEqual(['7035551234']);

  // K-57 K-58: My Account → Account Settings shows the new appointment's list with the number.
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect.poll(() => valuesOf(page, 'Additional phone number 1')).toContain('(703) 555-1234');
  // One editor per upcoming appointment, named "{date} — {vehicle}", in the order of their fields.
  const mine = page.getByRole('region', { name: / — / }).nth((await valuesOf(page, 'Additional phone number 1')).indexOf('(703) 555-1234'));
  await mine.getByRole('button', { name: 'Add Phone Number' }).click();
  await mine.getByRole('button', { name: 'Add Phone Number' }).click();
  await mine.getByLabel('Additional phone number 3', { exact: true }).fill('5715550100');
  await mine.getByRole('button', { name: 'Save Phone Numbers' }).click();
  await expect(page.getByText('Success! Phone number list updated')).toBeVisible();
  // K-56: the empty second entry is stored as false, in its place.
  expect((await booked()).additional_phone_numbers).toEqual(['7035551234', false, '5715550100']);
});
