/**
 * Focus where the customer is (issue 14): after a step change focus is on the new step's heading and the
 * step's one polite live region names it (src/renderer/use-step-arrival.ts); the first page load leaves focus
 * alone; a dialog that closes gives focus back to its opener (src/ui/modal-dialog.tsx) — the recall notice,
 * which opens by itself once the step is shown (its opener is the step's heading), and the Other service's
 * issue description, opened from its checkbox. Keyboard only, by roles and names.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeScenario } from '../src/api/scenario-codec';
import { emptyBooking, type BookingState } from '../src/booking/booking-state';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { openStep, origin } from './support/app';

const NOW = '2026-03-10T11:30:00-04:00';
const camry = { id: null, type: 'automobile' as const, year: 2019, make: 'Toyota', model: 'Camry', color: 'White', vin: '4T1B11HK5KU123456', displayName: '2019 Toyota Camry' };
const acmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } };

const announcer = (page: Page) => page.locator('[data-step-announcer]');
const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Presses Tab until `target` has focus (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Where focus is, for messages: the focused element's tag and accessible text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName ?? 'none'} ${document.activeElement?.textContent?.trim().slice(0, 40) ?? ''}`);

test('keyboard only from `/`: each Continue puts focus on the new step’s heading and the live region names the step', async ({ page }) => {
  const start = new URL('/', origin('demo'));
  start.searchParams.set('preview', encodeScenario({ provider: 'demo', now: NOW }));
  await page.goto(start.toString());
  const book = page.getByRole('button', { name: 'Book a Service', exact: true });
  await expect(book).toBeVisible();
  // The first page load keeps focus where the browser puts it and announces nothing.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(announcer(page)).toHaveText('');

  await tabTo(page, book);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing\/begin$/);
  const begin = pageHeading(page, 'Book a Service');
  await expect(begin, await focused(page)).toBeFocused();
  await expect(announcer(page)).toHaveText('Book a Service');
  // Focused after a key press: the focus ring shows (:focus-visible); the heading is not a Tab stop.
  expect(await begin.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  await expect(begin).toHaveAttribute('tabindex', '-1');

  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
  await expect(pageHeading(page, 'Tell Us About Your Vehicle'), await focused(page)).toBeFocused();
  await expect(announcer(page)).toHaveText('Tell Us About Your Vehicle');
  // Still one live region, in the page's main landmark.
  await expect(page.getByRole('main').locator('[aria-live="polite"][data-step-announcer]')).toHaveCount(1);
});

test('closing the recall notice and the issue description returns focus to their openers', async ({ page }) => {
  // Service categories shown (no skip target), the Camry with a VIN that has open recalls.
  await openStep(page, '/page-for-setup', { provider: 'demo', scenario: { now: NOW, config: { skip_simple_services_to: null } } });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    bookingStorageKey('demo'),
    JSON.stringify({ ...emptyBooking(), ...acmeHq, vehicle: camry }),
  ] as const);
  await page.goto(new URL('/pricing/simple', origin('demo')).toString());

  await tabTo(page, page.getByRole('list', { name: 'Service categories' }).getByRole('button', { name: /^Mechanical Services/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing\/services$/);
  const heading = pageHeading(page, 'Select Your Services');

  // The recall notice opens by itself once the recalls are in: its opener is the step's heading.
  const notice = page.getByRole('dialog', { name: 'Open recalls found' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Not now' })).toBeVisible();
  expect(await notice.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(heading, await focused(page)).toBeFocused();

  // The Other service's issue description, opened from its checkbox with the keyboard, closed with Cancel.
  const other = page.getByRole('checkbox', { name: 'Something Else', exact: true });
  await tabTo(page, other, 80);
  await page.keyboard.press('Space');
  const describe = page.getByRole('dialog', { name: 'Describe the issue: Something Else' });
  await expect(describe).toBeVisible();
  await tabTo(page, describe.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(describe).toBeHidden();
  await expect(other, await focused(page)).toBeFocused();
  await expect(other).not.toBeChecked();
});
