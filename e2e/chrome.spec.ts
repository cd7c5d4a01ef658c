import { expect, test, type Page } from '@playwright/test';
import type { BookingState } from '../src/booking/booking-state';
import { sampleHomeBooking } from '../src/renderer/sidebar/sidebar-samples';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { seriousA11yIssues } from './support/axe';

/**
 * The flow chrome (issue 5): sidebar (D-72..D-75, H-08), coupon box (D-74..D-88), cart toasts (D-57), step bar
 * (D-69..D-71), the home page (A-16, A-17, A-23) and analytics events (A-18). The chrome is tested on steps
 * whose own content does not matter (/pricing/begin, /pricing/schedule), so other screens' widgets never
 * change these results.
 */

const booking: Partial<BookingState> = sampleHomeBooking;

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your Booking' });

/** Axe on the chrome only (step bar and sidebar): the step's own widgets are other specs' business. */
async function expectChromeAccessible(page: Page) {
  expect(await seriousA11yIssues(page, { include: ['.step-bar-area', 'aside.sidebar'] })).toEqual([]);
}

async function applyCoupon(page: Page, code: string) {
  const box = sidebar(page);
  await box.getByLabel('Coupon code').fill(code);
  await box.getByLabel('Coupon code').press('Enter');
}

for (const provider of ['demo', 'acme'] as const) {
  test(`${provider}: the sidebar shows place, vehicle, services with quantities and the subtotal plus tax and fees`, async ({ page }) => {
    await openStep(page, '/pricing/begin', { provider, booking });
    const aside = sidebar(page);
    await expect(aside.getByRole('heading', { name: 'Your Location' })).toBeVisible();
    await expect(aside.getByTestId('sidebar-location')).toHaveText('12 Elm Street, Springfield, VA 22150');
    await expect(aside.getByTestId('sidebar-vehicle')).toHaveText('2019 Toyota Camry');
    const services = aside.getByTestId('sidebar-services').getByRole('listitem');
    await expect(services).toHaveCount(3);
    await expect(services.nth(0)).toContainText('Basic Maintenance Package');
    await expect(services.nth(0)).toContainText('$129.99');
    await expect(services.nth(1)).toContainText('Qty 2');
    await expect(services.nth(1)).toContainText('$50.00');
    await expect(services.nth(2)).toContainText('FREE');
    await expect(services.nth(2)).toContainText('Included');
    await expect(aside.getByTestId('sidebar-subtotal')).toHaveText('Subtotal$179.99plus tax and fees');
    // One Continue on the page: the sidebar's, standing in for the step's continueButton (D-75).
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(1);
    await expect(aside.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
}

test('acme: a valid coupon (FIRST15) is applied with its discount, with the provider’s own branding', async ({ page }) => {
  await openStep(page, '/pricing/begin', { provider: 'acme', booking });
  await expect(page.getByRole('banner').getByText('Acme Mobile Mechanics', { exact: true })).toBeVisible();
  await applyCoupon(page, ' first15 ');
  const applied = sidebar(page).getByRole('status').filter({ hasText: 'Coupon FIRST15 applied' });
  await expect(applied).toContainText('-$15.00');
  // Kept in the booking: a reload shows it still applied (D-82 only clears refused coupons).
  await page.reload();
  await expect(sidebar(page).getByText('Coupon FIRST15 applied')).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Remove coupon FIRST15' }).click();
  await expect(sidebar(page).getByLabel('Coupon code')).toBeVisible();
});

test('demo: coupon messages — expired, a typo with its suggestion, then applied', async ({ page }) => {
  await openStep(page, '/pricing/begin', { booking });
  await applyCoupon(page, 'SUMMER10');
  const problem = sidebar(page).getByRole('alert');
  await expect(problem).toHaveText('Sorry, that coupon cannot be applied to your order.');
  await applyCoupon(page, 'FRIST15');
  await expect(problem).toContainText('Sorry, that coupon cannot be applied to your order.');
  await sidebar(page).getByRole('button', { name: 'Did you mean FIRST15?' }).click();
  await expect(sidebar(page).getByText('Coupon FIRST15 applied')).toBeVisible();
});

test('demo (signed in): a single-use coupon already used is refused', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('booking.auth-token', 'demo-customer-token'));
  await openStep(page, '/pricing/begin', { booking });
  await applyCoupon(page, 'ONCE25');
  await expect(sidebar(page).getByRole('alert')).toHaveText('Sorry, you already used that coupon in a previous booking.');
});

test('demo: removing a service in the sidebar shows a 3-second cart toast; an included service cannot be removed', async ({ page }) => {
  await openStep(page, '/pricing/begin', { booking });
  const aside = sidebar(page);
  await expect(aside.getByRole('button', { name: 'Remove Multi-Point Inspection' })).toHaveCount(0);
  await aside.getByRole('button', { name: 'Remove Wiper Blades' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Wiper Blades was removed from your cart.' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(aside.getByText('Wiper Blades')).toHaveCount(0);
  await expect(aside.getByTestId('sidebar-subtotal')).toContainText('$129.99');
  await expect(toast).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
});

test('hidden: prices are hidden everywhere in the sidebar', async ({ page }) => {
  await openStep(page, '/pricing/begin', { provider: 'hidden', booking });
  const aside = sidebar(page);
  await expect(aside.getByTestId('sidebar-services')).toContainText('Qty 2');
  await expect(aside).not.toContainText('$');
  await expect(aside).not.toContainText('FREE');
  await expect(aside.getByTestId('sidebar-subtotal')).toHaveCount(0);
  await applyCoupon(page, 'FIRST15');
  await expect(aside.getByText('Coupon FIRST15 applied')).toBeVisible();
  await expect(aside).not.toContainText('$15');
});

for (const [provider, target] of [
  ['demo', '/pricing/services'],
  ['hidden', '/pricing/detailing'],
] as const) {
  test(`${provider}: the step bar marks Select Availability and its completed Select Services step navigates back`, async ({ page }) => {
    await openStep(page, '/pricing/schedule', { provider, booking: { ...booking, guest: true } });
    const bar = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(bar.getByRole('listitem').filter({ hasText: 'Select Availability' })).toHaveAttribute('aria-current', 'step');
    await bar.getByRole('link', { name: /Select Services/ }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link')).toHaveCount(0);
  });
}

test('A-23 B-44 OPEN-30 demo: home → Book a Service → begin → Continue → vehicle entry, with an analytics event per step', async ({ page }) => {
  await openStep(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle service from Demo Mobile Auto Care' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Current offer' });
  await expect(offer.getByRole('link', { name: /Shop tires/ })).toHaveAttribute('href', 'https://tires.example/shop');
  await page.getByRole('button', { name: 'Book a Service' }).click();
  await expect(page).toHaveURL(/\/pricing\/begin$/);
  await sidebar(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
  await expect
    .poll(() => page.evaluate(() => (window.__analyticsEvents ?? []).map((e) => `${e.event}:${String(e.data?.step)}`)))
    .toEqual(['view_home:home', 'begin_booking:begin', 'vehicle_lookup:vehicle-lookup']);
});

test('axe: the home page at 375 and 1280 px; skipper’s banner links to its tire shop', async ({ page }) => {
  await openStep(page, '/', { provider: 'skipper' });
  await expect(page.getByRole('region', { name: 'Current offer' }).getByRole('link', { name: /Shop tires/ })).toHaveAttribute(
    'href',
    'https://skipper-tires.example/tires',
  );
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('the demo world draws its pictures: the provider’s logo and the banner image load (mock builds)', async ({ page }) => {
  await openStep(page, '/', { provider: 'demo' });
  await expect(page.getByRole('region', { name: 'Current offer' })).toBeVisible();
  const loaded = (selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect.poll(() => loaded('img.site-header__logo')).toBe(true);
  await expect.poll(() => loaded('img.home-banner__image')).toBe(true);
});

test('axe: the chrome with a referral and a coupon message at 375 and 1280 px, without sideways scrolling', async ({ page }) => {
  await openStep(page, '/pricing/begin', { booking: { ...booking, referrerCode: 'FRIEND' } });
  await expect(page.getByRole('note')).toHaveText('REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages');
  await expect(sidebar(page).getByTestId('sidebar-services').getByRole('listitem').first()).toContainText('$103.99');
  await applyCoupon(page, 'FRIST15');
  await expect(sidebar(page).getByRole('button', { name: 'Did you mean FIRST15?' })).toBeVisible();
  await atPhoneAndDesktop(page, async () => {
    await expectChromeAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
