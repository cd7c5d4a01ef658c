/**
 * The chrome on a phone (issue 26, fifth bullet): at 375 px the header is compact (contact details one tap away),
 * toasts collapse and never cover the primary action, the vehicle-entry tabs stay on one row, and the home text
 * promises only the places the provider serves. axe stays clean at 375 and 1280 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BookingState } from '../src/booking/booking-state';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep, origin } from './support/app';

test.describe.configure({ timeout: 60_000 });

const phone = { width: 375, height: 812 };
const acmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } };
const camryNoVin = { id: 3001, type: 'automobile' as const, year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', vin: null, displayName: '2019 Toyota Camry' };

/** The on-screen box of `locator` (it must be drawn). */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not drawn');
  return b;
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the header at 375 px', () => {
  for (const provider of ['demo', 'acme', 'skipper']) {
    test(`A-11 A-12 ${provider}: at most ~100 px high; the contact details open in one tap`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`${origin(provider)}/`);
      const header = page.getByRole('banner');
      await expect(page.getByRole('button', { name: 'Book a Service' })).toBeVisible();
      expect((await box(header)).height).toBeLessThanOrEqual(100);
      const contact = header.getByRole('button', { name: 'Contact' });
      await expect(contact).toHaveAttribute('aria-expanded', 'false');
      const phoneLink = header.getByRole('link', { name: /^\(555\)/ });
      await expect(phoneLink).toBeHidden();
      await contact.click();
      await expect(contact).toHaveAttribute('aria-expanded', 'true');
      await expect(phoneLink).toBeVisible();
      await expect(phoneLink).toHaveAttribute('href', /^tel:/);
      await expectNoSeriousA11yIssues(page);
    });
  }

  test('A-11 at 1280 px the provider name is on one line and the contact details show without a button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin('demo')}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '(555) 010-0100' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Contact' })).toBeHidden();
    const name = header.getByText('Demo Mobile Auto Care', { exact: true });
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await box(name)).height).toBeLessThan(lineHeight * 1.5);
    const login = header.getByRole('link', { name: 'Log In' });
    expect((await box(login)).height).toBeLessThan(40);
    await expectNoSeriousA11yIssues(page);
  });
});

test('A-50 J-08 signed in at 375 px: every account link of the header is on the screen (they wrap, none hidden off its side)', async ({ page }) => {
  await page.setViewportSize(phone);
  await openStep(page, '/', { scenario: { session: 'customer' } });
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Account' });
  for (const name of ['Appointments', 'My Account', 'Log out']) {
    const link = nav.getByRole('link', { name });
    await expect(link).toBeVisible();
    const b = await box(link);
    expect(b.x, name).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, name).toBeLessThanOrEqual(phone.width);
  }
});

test.describe('toasts at 375 px', () => {
  test('D-57 three services added show one toast that counts them, clear of the Continue button', async ({ page }) => {
    await page.setViewportSize(phone);
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    // Front Brake Pads brings the free inspection with it (D-55): with Wiper Blades, three services.
    await page.getByRole('checkbox', { name: 'Front Brake Pads', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Wiper Blades', exact: true }).check();
    const toasts = page.locator('.toast');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveText(/^3 services were added to your cart\./);
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    // The Continue at the foot of the screen, where a toast used to sit.
    await continueButton.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(async () => overlaps(await box(toasts.first()), await box(continueButton))).toBe(false);
    await expect(continueButton).toBeInViewport();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('the lookup-error toast does not cover Look Up Vehicle', async ({ page }) => {
    await page.setViewportSize(phone);
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('textbox', { name: 'License plate' }).fill('FAIL123');
    const lookUp = page.getByRole('button', { name: 'Look Up Vehicle' });
    await lookUp.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await lookUp.click();
    const toast = page.getByRole('alert').filter({ hasText: 'There was an error looking up your vehicle.' });
    await expect(toast).toBeVisible();
    await expect.poll(async () => overlaps(await box(toast), await box(lookUp))).toBe(false);
  });
});

/** The vertical positions of the tabs of the vehicle-entry tab list. */
async function tabRows(page: Page): Promise<number[]> {
  const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
  return [...new Set(tops)];
}

test('C-28 demo: the seven vehicle-entry tabs stay on one row at 375 px, scroll sideways with a cue, and keep the arrow keys', async ({ page }) => {
  await page.setViewportSize(phone);
  await openStep(page, '/pricing/vehicle-lookup');
  const list = page.getByRole('tablist', { name: 'How would you like to enter your vehicle?' });
  await expect(list.getByRole('tab')).toHaveCount(7);
  expect(await tabRows(page)).toHaveLength(1);
  const size = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(size.scroll).toBeGreaterThan(size.client);
  expect((await box(list)).width).toBeLessThanOrEqual(phone.width);
  // The fade at the end that hides tabs.
  await expect(page.locator('.entry-tabs__scroller')).toHaveAttribute('data-more-end', 'true');
  await list.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  const last = list.getByRole('tab').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeFocused();
  const [tab, shown] = [await box(last), await box(list)];
  expect(tab.x + tab.width).toBeLessThanOrEqual(shown.x + shown.width + 1);
  await expect(page.locator('.entry-tabs__scroller')).toHaveAttribute('data-more-start', 'true');
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test.describe('the home text follows the provider’s places (A-23, B-03)', () => {
  test('acme (home only) does not promise work or shop; demo names all three', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(`${origin('acme')}/`);
    const intro = page.locator('.home-hero__intro');
    await expect(intro).toContainText('Mechanical, tire and detailing services at your home.');
    await expect(intro).not.toContainText(/work|shop/);
    await page.goto(`${origin('demo')}/`);
    await expect(page.locator('.home-hero__intro')).toContainText('at your home, your work or our shop.');
  });
});
