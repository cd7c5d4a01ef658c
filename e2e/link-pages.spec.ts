/**
 * Pages opened from a link (issue 12): /google-review (L-55), /privacy-policy (L-56..L-58),
 * /add-home-address (L-59..L-61) and /public/index.html, opened as a person would (no booking put
 * into storage), acted on by roles and labels; axe at 375 and 1280 px on each page.
 */
import { expect, test, type Page } from '@playwright/test';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, fillLoginForm, openStep } from './support/app';
import { appRootUrl } from './support/port';

// Sign-in, a save and four axe runs per test: generous on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

const DEMO_REVIEW_URL = 'https://g.page/r/demo-autocare/review';

/** The analytics events the mock build recorded on this page (window.__analyticsEvents). */
async function analyticsEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__analyticsEvents ?? []).map((e) => e.event));
}

test.describe('/google-review (L-55)', () => {
  test('L-55 tracks the visit, says where it goes, and leaves for the https review page after 2 seconds', async ({ page }) => {
    await page.route('https://g.page/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Review</title><p>review page</p>' }));
    await page.clock.install();
    await openStep(page, '/google-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Taking you to our review page…' })).toHaveText(
      'Thank you for choosing Demo Mobile Auto Care. Taking you to our review page…',
    );
    await expect(page.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', DEMO_REVIEW_URL);
    expect(await analyticsEvents(page)).toContain('google_review_visit');
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(DEMO_REVIEW_URL);
    await expect(page.getByText('review page')).toBeVisible();
  });

  test('L-55 "Go now" leaves at once for the same page', async ({ page }) => {
    await page.route('https://g.page/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>review page</p>' }));
    await openStep(page, '/google-review');
    await page.getByRole('link', { name: 'Go now' }).click();
    await expect(page).toHaveURL(DEMO_REVIEW_URL);
  });

  test('L-55 a review address that is not https is not followed: the message, a way home, and the page stays', async ({ page }) => {
    let requested = false;
    await page.route('http://g.page/**', (route) => {
      requested = true;
      return route.fulfill({ body: 'review page' });
    });
    await page.clock.install();
    await openStep(page, '/google-review', { scenario: { config: { google_review_url: 'http://g.page/r/demo-autocare/review' } } });
    await expect(page.getByText('Sorry, our review page is not available right now. Thank you for thinking of us!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go now' })).toHaveCount(0);
    expect(await analyticsEvents(page)).toContain('google_review_visit');
    await page.clock.runFor(5000);
    await expect(page).toHaveURL(/\/google-review$/);
    expect(requested).toBe(false);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(appRootUrl());
  });

  test('L-55 axe at 375 and 1280 px while it is taking you to the review page', async ({ page }) => {
    // A 204 answer keeps the current document, so the page can be checked however long axe takes.
    await page.route('https://g.page/**', (route) => route.fulfill({ status: 204 }));
    await openStep(page, '/google-review');
    await expect(page.getByRole('link', { name: 'Go now' })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});

test.describe('/privacy-policy (L-56..L-58)', () => {
  test('L-56 L-57 L-58 names the provider with its contact address, the date and the under-16 statement; axe', async ({ page }) => {
    await openStep(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^This policy explains what information Demo Mobile Auto Care/)).toBeVisible();
    await expect(page.getByText('Last updated August 1, 2024')).toBeVisible();
    await expect(page.getByRole('region', { name: "Children's privacy" })).toContainText('The service is not intended for children under 16.');
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByText('100 Main Street, Springfield, VA 22150')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'hello@demo-autocare.example' })).toHaveAttribute('href', 'mailto:hello@demo-autocare.example');
    await atPhoneAndDesktop(page, async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yIssues(page);
    });
  });

  test('L-56 another provider (acme) is named with its own address', async ({ page }) => {
    await openStep(page, '/privacy-policy', { provider: 'acme' });
    await expect(page.getByText(/^This policy explains what information Acme Mobile Mechanics/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact us' }).getByText('22 Oak Avenue, Arlington, VA 22201')).toBeVisible();
  });
});

/** Fills the address form (line 1 without choosing a suggestion). */
async function fillAddress(page: Page, a: { line1: string; city: string; state: string; postal: string }) {
  const line1 = page.getByRole('combobox', { name: 'Address Line 1' });
  await line1.fill(a.line1);
  await line1.press('Escape');
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State').selectOption(a.state);
  await page.getByLabel('Postal Code').fill(a.postal);
  await page.getByLabel('Postal Code').blur();
}

/** Signs the demo customer in on /login by its labels; lands on /account. */
async function signIn(page: Page) {
  await openStep(page, '/login');
  await fillLoginForm(page);
  await expect(page).toHaveURL(/\/account$/);
}

test.describe('/add-home-address (L-59..L-61)', () => {
  test('L-59 a visitor is sent to /pricing/begin', async ({ page }) => {
    await openStep(page, '/add-home-address');
    await expect(page).toHaveURL(/\/pricing\/begin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
  });

  test('L-60 signed in: saving an address lands on /account, where it is among My Places; axe', async ({ page }) => {
    await signIn(page);
    await page.goto('/add-home-address');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Home Address' })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await fillAddress(page, { line1: '1800 Reston Parkway', city: 'Reston', state: 'VA', postal: '20190' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: 'My Places' }).getByText(/1800 Reston Parkway/).first()).toBeVisible();
  });

  test('L-60 with a redirect target, saving lands there; Cancel goes there unsaved', async ({ page }) => {
    await signIn(page);
    await page.goto('/add-home-address?redirect=%2Fgarage');
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/garage$/);
    await page.goto('/add-home-address?redirect=%2Fsettings');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('L-61 a save failure shows the message and stays', async ({ page }) => {
    await openStep(page, '/add-home-address', { scenario: { session: 'customer', responses: { 'POST /customer/address': { status: 500 } } } });
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry, there was a problem saving your address. Please try again.');
    await expect(page).toHaveURL(/\/add-home-address$/);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});

test.describe('/public/index.html (A-24)', () => {
  test('A-24 serves pricing: the start of a booking; axe', async ({ page }) => {
    await openStep(page, '/public/index.html');
    await expect(page).toHaveURL(/\/pricing\/begin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});
