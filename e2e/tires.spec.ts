/**
 * The tire screens of issue 5 (D-35..D-52): /pricing/tires, /pricing/tiresize, /pricing/newtires and
 * /pricing/tireDetail, driven as a customer would for the demo, hidden, skipper and acme providers.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { emptyBooking, type BookingState } from '../src/booking/booking-state';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep, origin } from './support/app';

/** D-40's text as the flow writes it (flow-level `tire-size-pattern`). */
const TIRE_SIZE_PATTERN_TEXT = (JSON.parse(readFileSync(new URL('../flows/booking.flow.json', import.meta.url), 'utf8')) as { messages: Record<string, string> })
  .messages['tire-size-pattern']!;

const camry = {
  id: null,
  type: 'automobile' as const,
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  color: 'Blue',
  displayName: '2019 Toyota Camry',
  standardTireSizes: ['P215/55R17', 'P235/45R18'],
};
const home: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: null,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
  },
};
const withCar: Partial<BookingState> = { vehicle: camry, ...home };
/** Tire Installation for 4 tires at the mobile rate, as the tires screen puts it in the cart. */
const installationLine = {
  service_offering_id: 501, long_name: 'Tire Installation', display_name: 'Tire Installation (per tire)', schedule_types: ['tires'],
  per_tire: true, parts_cost_dollars: 5, total_cost_dollars: 35, tax_type: 'bundled' as const, kind: 'tire' as const, quantity: 4,
};

/** A price list with a new-tires service (is_atd_tire_product); the demo catalogue has none (docs/decisions.md). */
const priceListWithNewTires = {
  service_offerings: [
    { service_offering_id: 506, long_name: 'New Tires', display_name: 'Buy New Tires', details_blurb: 'Choose new tires for your size; we bring and install them.', schedule_types: ['tires'], display_order: 49, total_cost_dollars: 0, tax_type: 'itemized', is_atd_tire_product: true, bookable: true },
    { service_offering_id: 501, long_name: 'Tire Installation', display_name: 'Tire Installation (per tire)', schedule_types: ['tires'], display_order: 50, per_tire: true, parts_cost_dollars: 5, total_cost_dollars: 35, tax_type: 'bundled', bookable: true },
    { service_offering_id: 503, long_name: 'Flat Tire Repair', display_name: 'Flat Tire Repair', schedule_types: ['tires'], display_order: 52, parts_cost_dollars: 10, total_cost_dollars: 70, tax_type: 'bundled', bookable: true },
  ],
};
const newTiresScenario: Omit<Scenario, 'provider'> = { responses: { 'GET /client-location/{id}/priced-service-offerings': { status: 200, body: priceListWithNewTires } } };

/**
 * Opens `path` with a repro scenario AND a booking: a new scenario starts a fresh booking, so the scenario
 * is applied first (it stays for the tab), then the booking is stored and the path opened.
 */
async function openWithScenario(page: Page, path: string, provider: string, scenario: Omit<Scenario, 'provider'>, booking: Partial<BookingState>) {
  await openStep(page, '/page-for-setup', { provider, scenario });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [bookingStorageKey(provider), JSON.stringify({ ...emptyBooking(), ...booking })] as const);
  await page.goto(new URL(path, origin(provider)).toString());
}

test.describe.configure({ timeout: 60_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const productNames = (page: Page) => page.getByRole('list', { name: 'Tires' }).getByRole('heading', { level: 2 }).allTextContents();

test('demo: tire services, the tire shop link, the tire quantity modal and per-tire cart quantity (D-35, D-48..D-50)', async ({ page }) => {
  await openStep(page, '/pricing/tires', { provider: 'demo', booking: withCar });
  await expect(page.getByRole('heading', { level: 1, name: 'Tire Services' })).toBeVisible();
  await expect(card(page, 'Flat Tire Repair')).toContainText('$70.00');
  await expect(page.getByTestId('total-before-tax')).toHaveText('Total before tax $0.00');

  // D-48: the external tire shop, in a new tab, with the services list.
  const shop = page.getByRole('region', { name: 'Shop for tires online' });
  const link = shop.getByRole('link', { name: 'Visit our tire shop (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', 'https://tires.example/shop');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(shop.getByRole('listitem')).toContainText(['Tire Installation (per tire)', 'Flat Tire Repair', 'Wheel Alignment']);

  // D-50: a per-tire service goes in with the tire count (4 by default).
  await card(page, 'Tire Disposal (per tire)').getByRole('button', { name: 'Select Tire Disposal (per tire)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tire Disposal (per tire) was added to your cart.' })).toHaveCount(1);
  await expect(card(page, 'Tire Disposal (per tire)')).toContainText('In your cart × 4');
  await expect(page.getByTestId('total-before-tax')).toHaveText('Total before tax $16.00');

  // D-49: Tire Installation asks 1–4 tires, default 4, by keyboard.
  await card(page, 'Tire Installation (per tire)').getByRole('button', { name: 'Select Tire Installation (per tire)' }).click();
  const dialog = page.getByRole('dialog', { name: 'How many tires?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByRole('radio', { name: '4' })).toBeChecked();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await dialog.getByRole('radio', { name: '4' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: '3' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // D-37: on to the tire size.
  await expect(page).toHaveURL(/\/pricing\/tiresize$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What Is Your Tire Size?' })).toBeVisible();

  // The cart kept one line per per-tire service with the chosen count (D-50).
  await page.goBack();
  await expect(card(page, 'Tire Installation (per tire)')).toContainText('In your cart × 3');
  await expect(card(page, 'Tire Disposal (per tire)')).toContainText('In your cart × 3');
  // Mobile rate $120/h: installation $5 + 0.25 h = $35, disposal $4; 3 × $39.
  await expect(page.getByTestId('total-before-tax')).toHaveText('Total before tax $117.00');
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});

test('demo: the tire size — known sizes, Other with the pattern message, help text and phone (D-38..D-40)', async ({ page }) => {
  await openStep(page, '/pricing/tiresize', { provider: 'demo', booking: { ...withCar, cart: [installationLine] } });
  await expect(page.getByRole('heading', { level: 1, name: 'What Is Your Tire Size?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'P215/55R17' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'P235/45R18' })).toBeVisible();
  // D-39: help text and the customer phone.
  await expect(page.getByText("On the sticker inside the driver's side door jamb")).toBeVisible();
  await expect(page.locator('.tire-size__help').getByRole('link', { name: '(555) 010-0100' })).toHaveAttribute('href', 'tel:5550100100');
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  // D-38: blocked until a size is chosen — said once Continue is pressed, not on arrival (issue 26).
  await expect(page.getByText('Please choose your tire size.')).toHaveCount(0);
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose your tire size.' })).toBeFocused();
  // D-40: Other, an invalid size, the pattern message, then a valid one.
  await page.getByRole('radio', { name: 'Other' }).check();
  const typed = page.getByRole('textbox', { name: 'Type your tire size' });
  await typed.fill('225/65R17');
  // A keyboard user tries Continue and hears why.
  await continueButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: TIRE_SIZE_PATTERN_TEXT })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/tiresize$/);
  await typed.fill('P225/65R17');
  await expect(page.getByText(TIRE_SIZE_PATTERN_TEXT)).toBeHidden();
  await expect(continueButton(page)).not.toHaveAttribute('aria-disabled');
  await continueButton(page).click();
  // D-37: a home address is set and no new tires: on to scheduling (the account step first for a visitor).
  await expect(page).toHaveURL(/\/pricing\/(schedule|account)/);
});

test('hidden: no prices and no Total before tax (D-36); Back To vehicle goes to the vehicle lookup for a visitor (D-35)', async ({ page }) => {
  await openStep(page, '/pricing/tires', { provider: 'hidden', booking: withCar });
  await expect(page.getByRole('heading', { name: 'Flat Tire Repair' })).toBeVisible();
  await expect(page.getByText('Total before tax')).toHaveCount(0);
  await expect(page.getByText('$70.00')).toHaveCount(0);
  await expect(page.locator('.tire-card__price')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back To vehicle' }).click();
  await expect(page).toHaveURL(/\/pricing\/vehicle-lookup$/);
});

test('acme, signed in: Back To vehicle goes to the saved vehicles (D-35)', async ({ page }) => {
  await openWithScenario(page, '/pricing/tires', 'acme', { session: 'customer' }, withCar);
  await expect(page.getByRole('heading', { name: 'Flat Tire Repair' })).toBeVisible();
  await expect(page.getByTestId('total-before-tax')).toBeVisible();
  await page.getByRole('button', { name: 'Back To vehicle' }).click();
  await expect(page).toHaveURL(/\/pricing\/vehicle$/);
});

test('skipper: skips to tires, buys new tires — size, sort, filters, availability, detail page, cart', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await openWithScenario(page, '/pricing/simple', 'skipper', newTiresScenario, {});
  // D-08: the provider skips straight to the tires.
  await expect(page).toHaveURL(/\/pricing\/tires$/);
  await card(page, 'Buy New Tires').getByRole('button', { name: 'Select Buy New Tires' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing\/tiresize$/);
  // No vehicle: the size is typed (D-38).
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Type your tire size' }).fill('P215/55R17');
  const productsCall = page.waitForRequest(/\/api\/atd\/products\/1258934\/2155517$/);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/pricing\/newtires$/);
  await productsCall; // D-44, D-45: default ATD location (skipper has none)

  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Tires' })).toBeVisible();
  await expect(page.getByText('3 tires for P215/55R17')).toBeVisible();
  expect(await productNames(page)).toEqual(['Michelin Defender2', 'Goodyear Assurance WeatherReady', 'General AltiMAX RT45']);
  // D-43: the sort options, and the order changes.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText(['Recommended', 'Price: low to high', 'Price: high to low', 'Traction', 'Tread wear', 'Warranty']);
  await sort.selectOption({ label: 'Price: low to high' });
  await expect.poll(() => productNames(page)).toEqual(['General AltiMAX RT45', 'Goodyear Assurance WeatherReady', 'Michelin Defender2']);
  await sort.selectOption({ label: 'Price: high to low' });
  await expect.poll(() => productNames(page)).toEqual(['Michelin Defender2', 'Goodyear Assurance WeatherReady', 'General AltiMAX RT45']);

  // D-42: filters at 1024 px, none at 375 px.
  const filters = page.getByRole('region', { name: 'Filter tires' });
  await expect(filters).toBeVisible();
  await filters.getByRole('checkbox', { name: 'Goodyear' }).check();
  await expect.poll(() => productNames(page)).toEqual(['Goodyear Assurance WeatherReady']);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(filters).toHaveCount(0);
  await expect.poll(() => productNames(page)).toHaveLength(3);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(filters).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

  // D-47: quantity limited by local + localPlus, at most 4.
  const qty = (name: string) => page.getByRole('combobox', { name: `Quantity ${name}` });
  await expect(qty('Michelin Defender2').getByRole('option')).toHaveText(['1', '2', '3', '4']);
  await expect(qty('Goodyear Assurance WeatherReady').getByRole('option')).toHaveText(['1', '2', '3']);
  await expect(qty('General AltiMAX RT45').getByRole('option')).toHaveText(['1']);
  await page.getByRole('button', { name: 'Add to cart Goodyear Assurance WeatherReady' }).click();
  // D-57: the layout's cart toast.
  await expect(page.getByRole('status').filter({ hasText: /^Goodyear Assurance WeatherReady P215\/55R17 was added to your cart\./ })).toBeVisible();
  await expect(card(page, 'Goodyear Assurance WeatherReady')).toContainText('In your cart: 3');

  // D-51: the detail page.
  await page.getByRole('button', { name: 'View details Michelin Defender2' }).click();
  await expect(page).toHaveURL(/\/pricing\/tireDetail\?product=MIC-2155517-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Michelin Defender2' })).toBeVisible();
  await expect(page.getByText('Toyota, Honda')).toBeVisible();
  await expect(page.getByText('Regional warehouse (1–2 days)')).toBeVisible();
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  await qty('Michelin Defender2').selectOption('2');
  await page.getByRole('button', { name: 'Add to cart Michelin Defender2' }).click();
  await expect(page).toHaveURL(/\/pricing\/newtires$/);
  await expect(card(page, 'Michelin Defender2')).toContainText('In your cart: 2');
  await expect(card(page, 'Goodyear Assurance WeatherReady')).not.toContainText('In your cart');

  // Back from the detail page, then Continue: no place yet, so the place step (D-37).
  await page.getByRole('button', { name: 'View details General AltiMAX RT45' }).click();
  await page.getByRole('button', { name: 'Back to tires' }).click();
  await expect(page).toHaveURL(/\/pricing\/newtires$/);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/pricing\/place$/);
});

test('acme: a failing tire list shows the no-tires message with the provider phone (D-46)', async ({ page }) => {
  await openWithScenario(page, '/pricing/newtires', 'acme', { responses: { 'GET /atd/products/{a}/{b}': { status: 500 } } }, { ...withCar, tireSize: 'P215/55R17', wantsNewTires: true });
  await expect(page.getByTestId('no-tires')).toHaveText(
    "Sorry, we couldn't find any tires for your vehicle. But we can still help you find the right tires! Please call us at (555) 020-0200.",
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
  await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
});
