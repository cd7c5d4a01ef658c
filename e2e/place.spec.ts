/**
 * The place screens (issue 5): /pricing/place (placePicker + continueButton) and /add-home-address (addressForm),
 * driven as a customer would, for the demo (home, workplace, shop), acme (home only), fleetco (workplace only)
 * and hidden (home, workplace) providers. Ledger ids in the test names.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CartLine } from '../src/booking/booking-state';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { DEMO_CAMRY } from '../src/booking/sample-booking';

// Each test opens the app once or twice; the axe checks run four times. Generous on a shared, busy machine.
test.describe.configure({ timeout: 60_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const modeGroup = (page: Page) => page.getByRole('group', { name: 'Where do you want service?' });
const line1 = (page: Page) => page.getByRole('combobox', { name: 'Address Line 1' });

/** Fills the address form (line 1 without choosing a suggestion). */
async function fillAddress(page: Page, a: { line1: string; city: string; state: string; postal: string }) {
  await line1(page).fill(a.line1);
  await line1(page).press('Escape');
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State').selectOption(a.state);
  await page.getByLabel('Postal Code').fill(a.postal);
  await page.getByLabel('Postal Code').blur();
}

const oilChange: CartLine = {
  service_offering_id: 201,
  long_name: 'Oil Change',
  total_cost_dollars: 89.99,
  kind: 'standard',
  quantity: 1,
} as unknown as CartLine;

test.describe('mode buttons per provider (B-01..B-07, B-12, B-13)', () => {
  test('demo: At Home, At Work and At The Shop; switching modes shows the form, the workplace dropdown, the shop list', async ({ page }) => {
    await openStep(page, '/pricing/place');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Get Started" })).toBeVisible();
    const group = modeGroup(page);
    await expect(group.getByRole('button')).toHaveText(['At Home', 'At Work', 'At The Shop']);
    await expect(group.getByRole('button', { name: 'At Home' })).toHaveAttribute('aria-pressed', 'true');
    await expect(line1(page)).toBeVisible();

    await page.getByRole('button', { name: 'Switch to At Work' }).click();
    const workplace = page.getByRole('combobox', { name: 'Choose your workplace' });
    await expect(workplace.locator('option:not([disabled])')).toHaveText(['Acme Corp Headquarters', 'Innovation Park Campus']);
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByText('Please choose a location')).toBeVisible();
    await workplace.selectOption({ label: 'Innovation Park Campus' });
    await expect(continueButton(page)).toBeEnabled();

    await page.getByRole('button', { name: 'Switch to At The Shop' }).click();
    await expect(group.getByRole('button', { name: 'At The Shop' })).toHaveAttribute('aria-pressed', 'true');
    const shops = page.getByRole('group', { name: 'Choose a shop' });
    await expect(shops.getByRole('radio')).toHaveCount(2);
    await expect(continueButton(page)).toBeDisabled();
    await shops.getByRole('radio', { name: /Demo Auto Shop - Springfield/ }).check();
    await expect(continueButton(page)).toBeEnabled();

    await group.getByRole('button', { name: 'At Home' }).click();
    await expect(line1(page)).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
  });

  test('acme (home only): no mode buttons, the address form at once', async ({ page }) => {
    await openStep(page, '/pricing/place', { provider: 'acme' });
    await expect(line1(page)).toBeVisible();
    await expect(modeGroup(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  });

  test('fleetco (workplace only): the workplace dropdown, Continue after choosing (B-38)', async ({ page }) => {
    await openStep(page, '/pricing/place', { provider: 'fleetco' });
    await expect(modeGroup(page)).toHaveCount(0);
    const workplace = page.getByRole('combobox', { name: 'Choose your workplace' });
    await expect(workplace).toBeVisible();
    await expect(line1(page)).toHaveCount(0);
    await expect(continueButton(page)).toBeDisabled();
    await workplace.selectOption({ label: 'Acme Corp Headquarters' });
    await expect(continueButton(page)).toBeEnabled();
  });

  test('hidden (home and workplace): two mode buttons', async ({ page }) => {
    await openStep(page, '/pricing/place', { provider: 'hidden' });
    await expect(modeGroup(page).getByRole('button')).toHaveText(['At Home', 'At Work']);
    await expect(page.getByRole('button', { name: 'Switch to At Work' })).toBeVisible();
  });

  test('B-14 a lone location is selected automatically', async ({ page }) => {
    const only = {
      client_location_id: 2, short_name: 'Innovation Park', long_name: 'Innovation Park Campus', location_type: 'workplace',
      address: { one_line_human_readable_address: '2300 Dulles Station Blvd, Herndon, VA 20171' }, time_zone: 'America/New_York', is_active: true,
    };
    await openStep(page, '/pricing/place', { provider: 'fleetco', scenario: { responses: { 'GET /client-location': { status: 200, body: [only] } } } });
    await expect(page.getByRole('combobox', { name: 'Choose your workplace' })).toHaveValue('2');
    await expect(continueButton(page)).toBeEnabled();
  });
});

test.describe('address form on the place step (visitor)', () => {
  test('B-27 B-28 B-29 B-30 B-15 B-18 each check, then Continue as a visitor goes to the account step', async ({ page }) => {
    // A visitor reaches the place with a vehicle and services chosen (OPEN-30); without them Continue supplies them first.
    await openStep(page, '/pricing/place', { provider: 'acme', booking: { vehicle: DEMO_CAMRY, cart: [oilChange] } });
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByText('Please choose a location')).toBeVisible();

    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '2215' });
    await expect(page.getByRole('alert')).toHaveText("'2215' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.");
    await expect(continueButton(page)).toBeDisabled();

    await page.getByLabel('Postal Code').fill('90210');
    await expect(page.getByRole('alert')).toHaveText('Sorry, we do not yet do at-home services in 90210.');
    await expect(continueButton(page)).toBeDisabled();

    await page.getByLabel('City').fill('');
    await page.getByLabel('City').blur();
    await expect(page.getByRole('alert')).toHaveText('Please fill out all required fields (*)');
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Postal Code').fill('22152');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();
    await expect(page.getByText('Please choose a location')).toHaveCount(0);

    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/account$/);
  });

  test('A-20 B-31 B-32 offline suggestions: no exact match, missing street number, an exact pick', async ({ page }) => {
    await openStep(page, '/pricing/place');
    await expect(page.getByText('Offline address suggestions (test data)')).toBeVisible();

    await line1(page).fill('123 Elm');
    await page.getByRole('option', { name: 'Elm Street, Springfield, VA 22150', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'We were unable to find an exact match for your address' });
    await expect(notice).toContainText('You entered123 Elm');
    await expect(notice).toContainText('We foundElm Street, Springfield, VA 22150');
    await expect(line1(page)).toHaveValue('123 Elm');
    await expect(page.getByLabel('Postal Code')).toHaveValue('22150');

    await line1(page).fill('Elm St');
    await page.getByRole('option', { name: 'Elm Street, Springfield, VA 22150', exact: true }).click();
    await expect(
      page.getByText('This address is missing a street number. Please add a street number so that we have your exact address.'),
    ).toBeVisible();
    await expect(line1(page)).toHaveValue('Elm Street');

    // Keyboard: ArrowDown + Enter picks an exact address; every field is filled and Continue opens.
    await line1(page).fill('48 Oak');
    await expect(page.getByRole('option', { name: '48 Oak Avenue, Arlington, VA 22201' })).toBeVisible();
    await line1(page).press('ArrowDown');
    await line1(page).press('Enter');
    await expect(line1(page)).toHaveValue('48 Oak Avenue');
    await expect(page.getByLabel('City')).toHaveValue('Arlington');
    await expect(page.getByLabel('State')).toHaveValue('VA');
    await expect(page.getByLabel('Postal Code')).toHaveValue('22201');
    await expect(page.getByText(/missing a street number|exact match/)).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();
  });

  test('B-35 B-37 property questions and the note; B-19 "Booked service before?" goes to login', async ({ page }) => {
    await openStep(page, '/pricing/place');
    const questions = page.getByRole('group', { name: /About where the vehicle will be/ });
    await expect(questions.getByRole('checkbox')).toHaveCount(2); // the HOA question is disabled in the demo configuration
    await expect(page.getByLabel(/Anything else we should know/)).toHaveAttribute('maxlength', '1020');
    await page.getByRole('button', { name: 'Booked service before?' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fplace$/);
  });
});

test.describe('signed in', () => {
  const customer = { session: 'customer' as const };

  test('B-01 B-09 B-10 B-11 saved places, primary first; B-23 a card goes to the skip-to page with an empty cart', async ({ page }) => {
    await openStep(page, '/pricing/place', { scenario: customer });
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Service' })).toBeVisible();
    await expect(page.getByText('Where do you want service?', { exact: true })).toBeVisible();
    const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /12 Elm Street/ }) }).getByRole('button');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('HomePrimary');
    await expect(cards.nth(1)).toContainText("Mom's House");
    await expect(cards.nth(2)).toContainText('Acme Corp Headquarters');
    await expect(page.getByRole('button', { name: 'Add a Home Address' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Booked service before?' })).toHaveCount(0);
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/pricing\/services$/);
  });

  test('B-20 a card goes to the redirect query target', async ({ page }) => {
    await openStep(page, '/pricing/place?redirect=%2Faccount', { scenario: customer });
    await page.getByRole('button', { name: /Acme Corp Headquarters/ }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('B-24 with services in the cart a card goes to the vehicle step', async ({ page }) => {
    await openStep(page, '/pricing/place', { scenario: customer, booking: { cart: [oilChange] } });
    await page.getByRole('button', { name: /12 Elm Street/ }).click();
    await expect(page).toHaveURL(/\/pricing\/vehicle$/);
  });

  test('B-26 Add a Home Address saves it and makes it the place; OPEN-42 Continue goes on to the vehicle', async ({ page }) => {
    await openStep(page, '/pricing/place', { scenario: customer });
    await page.getByRole('button', { name: 'Add a Home Address' }).click();
    const save = page.getByRole('button', { name: 'Save Address' });
    await expect(save).toBeDisabled();
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Service address:' })).toContainText('5 Pine Road, Springfield, VA 22152');
    await expect(page.getByRole('button', { name: /5 Pine Road/ })).toBeVisible();
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();
    // OPEN-42: no vehicle yet, so Continue supplies it (the saved vehicles) instead of a schedule whose F-02 would send the customer home.
    await expect(page).toHaveURL(/\/pricing\/vehicle$/);
  });

  test('B-41 a failed address creation shows the dialog and then goes to /account', async ({ page }) => {
    await openStep(page, '/pricing/place', { scenario: { ...customer, responses: { 'POST /customer/address': { status: 500 } } } });
    await page.getByRole('button', { name: 'Add a Home Address' }).click();
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sorry, there was a problem creating your address. Please add a new address.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('/add-home-address', () => {
  test('L-59 a visitor is sent to /pricing/begin', async ({ page }) => {
    await openStep(page, '/add-home-address');
    await expect(page).toHaveURL(/\/pricing\/begin$/);
  });

  test('L-60 saving goes to the redirect target; the new address is among the cards', async ({ page }) => {
    await openStep(page, '/add-home-address?redirect=%2Fpricing%2Fplace', { scenario: { session: 'customer' } });
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Home Address' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Address' });
    await expect(save).toBeDisabled();
    await fillAddress(page, { line1: '1800 Reston Parkway', city: 'Reston', state: 'VA', postal: '20190' });
    await page.getByRole('checkbox', { name: 'I have a driveway or a private parking spot' }).check();
    await save.click();
    await expect(page).toHaveURL(/\/pricing\/place$/);
    await expect(page.getByRole('button', { name: /1800 Reston Parkway/ })).toBeVisible();
  });

  test('L-61 a save failure says so and stays', async ({ page }) => {
    await openStep(page, '/add-home-address', { scenario: { session: 'customer', responses: { 'POST /customer/address': { status: 500 } } } });
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '22152' });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry, there was a problem saving your address. Please try again.');
    await expect(page).toHaveURL(/\/add-home-address$/);
  });
});

test.describe('accessibility at 375 px and 1280 px', () => {
  test('the place step (visitor, with a check message and open suggestions)', async ({ page }) => {
    await openStep(page, '/pricing/place');
    await fillAddress(page, { line1: '5 Pine Road', city: 'Springfield', state: 'VA', postal: '90210' });
    await expect(page.getByRole('alert')).toBeVisible();
    await line1(page).fill('12 Elm');
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('the place step signed in, and /add-home-address', async ({ page }) => {
    await openStep(page, '/pricing/place', { scenario: { session: 'customer' } });
    await page.getByRole('button', { name: 'Add a Home Address' }).click();
    await expect(line1(page)).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await page.goto('/add-home-address');
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeVisible();
    await atPhoneAndDesktop(page, async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yIssues(page);
    });
  });
});
