/**
 * Vehicle screens (issue 5, area C): /pricing/vehicle, /pricing/vehicle-lookup and
 * /pricing/verify-vehicle-info/{state}/{plate}, driven as a customer would, for the demo, acme,
 * fleetco and hidden providers (different tabs, defaults, heavy duty and offered makes).
 */
import { expect, test, type Page } from '@playwright/test';
import type { BookingState } from '../src/booking/booking-state';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep } from './support/app';
import { appRootUrl } from './support/port';

const LOOKUP_FAILED = 'There was an error looking up your vehicle. Please try again.';

/** Signs the tab in as the demo customer (the mock's never-expiring token). */
async function signInAsDemoCustomer(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('booking.auth-token', 'demo-customer-token'));
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'How would you like to enter your vehicle?' }).getByRole('tab');
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const infoItems = (page: Page) => page.getByRole('list', { name: 'Vehicle information' }).getByRole('listitem');

/** A booking with a place and a service, so schedule is where a picked vehicle leads (C-07). */
const readyBooking: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001, address_line_1: '12 Elm Street', city: 'Springfield', state: 'VA', postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150', time_zone: 'America/New_York', tax_rate_percent: 6,
  },
  cart: [{ service_offering_id: 201, long_name: 'Oil Change', kind: 'standard', display_category: 'standard', quantity: 1, total_cost_dollars: 89.99, parts_cost_dollars: 45 }],
};

test.describe('vehicle entry tabs (C-09, C-11, C-12)', () => {
  const expected: Record<string, { tabs: string[]; selected: string }> = {
    demo: { tabs: ['License Plate', 'VIN', 'Year/Make/Model', 'RV', 'ATV', 'Motorcycle', 'Boat'], selected: 'License Plate' },
    acme: { tabs: ['License Plate', 'VIN', 'Year/Make/Model'], selected: 'Year/Make/Model' },
    fleetco: { tabs: ['License Plate', 'VIN', 'Year/Make/Model'], selected: 'VIN' },
    hidden: { tabs: ['VIN', 'Year/Make/Model', 'Heavy Duty'], selected: 'Heavy Duty' },
  };
  for (const [provider, want] of Object.entries(expected)) {
    test(`${provider}: the provider's tabs, in order, with its default selected`, async ({ page }) => {
      await openStep(page, '/pricing/vehicle-lookup', { provider });
      await expect(page.getByRole('heading', { name: 'Tell Us About Your Vehicle' })).toBeVisible();
      await expect(tabs(page)).toHaveText(want.tabs);
      await expect(selectedTab(page)).toHaveText(want.selected);
    });
  }

  test('fleetco: arrow keys, Home and End move between tabs and show their panels', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'fleetco' });
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Year/Make/Model');
    await expect(selectedTab(page)).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('License Plate');
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveText('Year/Make/Model');
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveText('License Plate');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'License plate' })).toBeFocused();
  });
});

test.describe('plate and VIN lookups (C-13, C-14, C-32..C-34, C-51..C-56)', () => {
  test('demo: plate ABC1234/VA looks up, the verify screen reveals four facts, then Continue leads on', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('textbox', { name: 'License plate' }).fill('abc1234');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('VA');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(page).toHaveURL(/\/pricing\/verify-vehicle-info\/VA\/ABC1234$/);
    await expect(page.getByRole('heading', { name: 'Verify Your Vehicle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2019 Toyota Camry' })).toBeVisible();
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(infoItems(page)).toHaveCount(4);
    await expect(infoItems(page)).toHaveText(['Service records12 service records', 'Recalls1 recall', 'Oil types4 oil types', 'Standard tire sizesP215/55R17, P235/45R18']);
    await expect(page.getByText('19V-123: Fuel pump may fail, causing the engine to stall.')).toBeVisible();
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled');
    await continueButton(page).click();
    // Empty cart: service choice, which for demo is the mechanical services screen (skip_simple_services_to).
    await expect(page).toHaveURL(/\/pricing\/services$/);
  });

  test('demo: plate FAIL123 goes to ?error=true with the failure under Look Up Vehicle (issue 26)', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('textbox', { name: 'License plate' }).fill('FAIL123');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup\?error=true$/);
    const toast = page.getByRole('alert').filter({ hasText: LOOKUP_FAILED });
    await expect(toast).toBeVisible();
    await expect(toast).toBeFocused();
  });

  test('demo: the plate and VIN messages', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    const plate = page.getByRole('textbox', { name: 'License plate' });
    await plate.fill('ab');
    await page.getByRole('combobox', { name: 'State' }).selectOption('');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(plate).toHaveAccessibleDescription('A license plate has at least 3 characters');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Required');
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);

    await page.getByRole('tab', { name: 'VIN' }).click();
    const vin = page.getByRole('textbox', { name: 'VIN (Vehicle Identification Number)' });
    await vin.fill('1HGCM82633A00435');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(vin).toHaveAccessibleDescription(/A VIN has exactly 17 characters/);
    await vin.fill('1HGCM82633A0043522');
    await expect(vin).toHaveAccessibleDescription(/A VIN has exactly 17 characters/);
    await vin.fill('1hgcm82633a004352');
    await expect(vin).toHaveValue('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(page).toHaveURL(/\/pricing\/verify-vehicle-info\/VIN\/1HGCM82633A004352$/);
    await expect(page.getByRole('heading', { name: '2003 Honda Accord' })).toBeVisible();
    await expect(infoItems(page).nth(1)).toHaveText('Recalls4 recalls');
  });

  test('demo: a deep link to the verify screen looks the plate up again (and a failing one returns with the error)', async ({ page }) => {
    await openStep(page, '/pricing/verify-vehicle-info/TX/XYZ789');
    await expect(page.getByRole('heading', { name: '2018 Ford F-150' })).toBeVisible();
    await expect(infoItems(page).nth(3)).toHaveText('Standard tire sizes3 tire sizes');
    await page.goto('/pricing/verify-vehicle-info/VA/FAIL123');
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup\?error=true$/);
    await expect(page.getByRole('alert').filter({ hasText: LOOKUP_FAILED })).toBeVisible();
  });
});

test.describe('year/make/model and other types (C-15..C-31)', () => {
  test('demo: year, make and model are required', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('tab', { name: 'Year/Make/Model' }).click();
    await continueButton(page).click();
    for (const name of ['Year', 'Make', 'Model']) await expect(page.getByRole('combobox', { name, exact: true })).toHaveAccessibleDescription('Required');
  });

  test('fleetco: the search dialog fills the vehicle; saving leads to service choice', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'fleetco' });
    await page.getByRole('tab', { name: 'Year/Make/Model' }).click();
    await page.getByRole('button', { name: 'Search for your vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search for your vehicle' });
    const box = dialog.getByRole('combobox', { name: 'Year, make or model' });
    await box.fill('honda civic');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('option').first()).toContainText('Honda Civic');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Color' }).getByRole('option')).toHaveText(['Choose a color', 'Black', 'Blue', 'Gray', 'Red', 'Silver', 'White', 'Other']);
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2019');
    await dialog.getByRole('combobox', { name: 'Color' }).selectOption('Silver');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Use This Vehicle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Make' })).toHaveText(/Honda/);
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('201');
    await expect(page.getByRole('combobox', { name: 'Color' })).toHaveValue('Silver');
    await continueButton(page).click();
    // fleetco's service choice is the diagnostic screen (skip_simple_services_to).
    await expect(page).toHaveURL(/\/pricing\/diagnostic$/);
  });

  test('demo: an RV needs a make, and the make typed when it is Other', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('tab', { name: 'RV' }).click();
    const make = page.getByRole('combobox', { name: 'RV make' });
    await expect(make.getByRole('option', { name: 'Winnebago' })).toBeAttached();
    await continueButton(page).click();
    await expect(make).toHaveAccessibleDescription('Required');
    await make.selectOption('Other');
    await continueButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Other make' })).toHaveAccessibleDescription('Required');
    await page.getByRole('textbox', { name: 'Other make' }).fill('Jayco');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/(simple|services)$/);
    await expect(page.getByText('Jayco', { exact: true }).first()).toBeVisible();
  });
});

test.describe('heavy duty and offered makes (C-35..C-45)', () => {
  test('hidden: the heavy-duty rules', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'hidden' });
    await continueButton(page).click();
    await expect(page.getByRole('combobox', { name: 'Make', exact: true })).toHaveAccessibleDescription('Required');
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption('Other');
    await page.getByRole('combobox', { name: 'Engine make' }).selectOption('Other');
    await page.getByRole('combobox', { name: 'Fuel type' }).selectOption('Other');
    await page.getByRole('textbox', { name: 'VIN (optional)' }).fill('1XKAD49X0CJ12345');
    await continueButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Other make' })).toHaveAccessibleDescription('Required');
    await expect(page.getByRole('textbox', { name: 'Other engine make' })).toHaveAccessibleDescription('Required');
    await expect(page.getByRole('textbox', { name: 'Other fuel type' })).toHaveAccessibleDescription('Required');
    await expect(page.getByRole('textbox', { name: 'VIN (optional)' })).toHaveAccessibleDescription('A VIN has exactly 17 letters or digits');
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
  });

  test('hidden: a make not offered shows the call-us notice and blocks Continue; an offered one goes on', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'hidden' });
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption('Mack');
    const notice = 'We do not offer mobile service for Mack. Please call us at (555) 040-0400 for in-house scheduling.';
    await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(continueButton(page)).toHaveAccessibleDescription(notice);
    // Still reachable by keyboard; pressing it does nothing.
    await continueButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption('Kenworth');
    await expect(page.getByText(notice)).toBeHidden();
    await continueButton(page).click();
    // hidden's service choice is detailing (skip_simple_services_to).
    await expect(page).toHaveURL(/\/pricing\/detailing$/);
  });

  test('hidden: a looked-up VIN of a make not offered keeps Continue blocked on the verify screen', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'hidden' });
    await page.getByRole('tab', { name: 'VIN' }).click();
    await page.getByRole('textbox', { name: 'VIN (Vehicle Identification Number)' }).fill('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(page.getByRole('heading', { name: '2003 Honda Accord' })).toBeVisible();
    await expect(infoItems(page)).toHaveCount(4);
    await expect(page.getByText('We do not offer mobile service for Honda. Please call us at (555) 040-0400 for in-house scheduling.')).toBeVisible();
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('saved vehicles (C-01..C-08)', () => {
  test('a visitor is sent from /pricing/vehicle to /', async ({ page }) => {
    await openStep(page, '/pricing/vehicle');
    await expect(page).toHaveURL(appRootUrl());
  });

  test('the demo customer sees complete vehicles only, sorted; picking one leads to schedule', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await openStep(page, '/pricing/vehicle', { booking: readyBooking });
    await expect(page.getByRole('heading', { name: 'Select Your Vehicle' })).toBeVisible();
    await expect(page.getByText('What vehicle are you scheduling services for?')).toBeVisible();
    const buttons = page.getByRole('region', { name: 'Saved vehicles' }).getByRole('button');
    await expect(buttons).toHaveText(['Silver 2018 Honda Civic', 'Green 2019 Subaru Outback', 'Blue 2019 Toyota Camry', 'Add a New Vehicle']);
    await expect(page.getByRole('button', { name: /F-150/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Green 2019 Subaru Outback' }).click();
    await expect(page).toHaveURL(/\/pricing\/schedule$/);
  });

  test('the demo customer adds a new vehicle', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await openStep(page, '/pricing/vehicle');
    await page.getByRole('button', { name: 'Add a New Vehicle' }).click();
    await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
  });
});

test.describe('accessibility at 375 and 1280 px', () => {
  test('saved vehicles', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await openStep(page, '/pricing/vehicle');
    await expect(page.getByRole('button', { name: 'Blue 2019 Toyota Camry' })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('lookup with messages (demo plate tab)', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup');
    await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
    await expect(page.getByRole('textbox', { name: 'License plate' })).toHaveAccessibleDescription('Required');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('lookup heavy duty with the not-offered notice (hidden)', async ({ page }) => {
    await openStep(page, '/pricing/vehicle-lookup', { provider: 'hidden' });
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption('Mack');
    await expect(page.getByText(/We do not offer mobile service for Mack/)).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('verify after the reveal', async ({ page }) => {
    await openStep(page, '/pricing/verify-vehicle-info/VA/ABC1234');
    await expect(infoItems(page)).toHaveCount(4);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });
});
