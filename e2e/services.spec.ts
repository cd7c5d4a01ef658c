/**
 * The service screens of issue 5 (ledger area D except tires): /pricing/simple, /pricing/services,
 * /pricing/detailing, /pricing/detailing-more and /pricing/diagnostic, driven as a customer would for the
 * demo, services, diag, hidden and skipper providers.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/api/scenario-codec';
import { emptyBooking, type BookingState } from '../src/booking/booking-state';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { atPhoneAndDesktop, expectNoSeriousA11yIssues, openStep, origin } from './support/app';

const camry = {
  id: 3001,
  type: 'automobile' as const,
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  color: 'Blue',
  vin: '4T1B11HK5KU123456',
  displayName: '2019 Toyota Camry',
};
/** The Camry without its VIN: no recall lookup, so no recall notice. */
const camryNoVin = { ...camry, vin: null };
const f150 = { id: null, type: 'automobile' as const, year: 2018, make: 'Ford', model: 'F-150', color: 'Black', displayName: '2018 Ford F-150' };

const home: Partial<BookingState> = {
  placeMode: 'home',
  homeAddress: {
    id: 4001,
    address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'VA',
    postal_code: '22150',
    one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
  },
};
const acmeHq: Partial<BookingState> = { placeMode: 'workplace', clientLocation: { id: 1, name: 'Acme Corp Headquarters' } };
const shop = (id: number, name: string): Partial<BookingState> => ({ placeMode: 'shop', clientLocation: { id, name } });

/** No skip target, so /pricing/simple shows its cards (every fixture sets one, D-08). */
const showCategories: Scenario['config'] = { skip_simple_services_to: null };

/**
 * Opens `path` with a repro scenario AND a booking. A new scenario starts a fresh booking (setup-repro.ts),
 * so the scenario is applied first (it stays for the tab), then the booking is stored and the path opened.
 */
async function openWithScenario(page: Page, path: string, provider: string, scenario: Omit<Scenario, 'provider'>, booking: Partial<BookingState>) {
  await openStep(page, '/page-for-setup', { provider, scenario });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [bookingStorageKey(provider), JSON.stringify({ ...emptyBooking(), ...booking })] as const);
  await page.goto(new URL(path, origin(provider)).toString());
}

// The machine running these is shared by several parallel runs; a generous per-test limit keeps slow
// moments from failing a test (each test is short on an idle machine).
test.describe.configure({ timeout: 60_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const category = (page: Page, title: string) => page.getByRole('list', { name: 'Service categories' }).getByRole('button', { name: new RegExp(`^${title}`) });
const service = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const png = (name: string, bytes = 200) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) });

test.describe('Service category (/pricing/simple)', () => {
  test('demo at home: four cards (D-02..D-05), no serious axe issues at 375 and 1280 px', async ({ page }) => {
    await openWithScenario(page, '/pricing/simple', 'demo', { config: showCategories }, { ...home, vehicle: camryNoVin });
    await expect(page.getByRole('heading', { name: 'Select Your Services', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Service categories' }).getByRole('button');
    await expect(cards.locator('.category-card__title')).toHaveText(['Mechanical Services', 'Tire Services', 'Eco-Friendly Detailing Services', 'Diagnostic Service']);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('demo: each card leads to its screen (pickCategory)', async ({ page }) => {
    await openWithScenario(page, '/pricing/simple', 'demo', { config: showCategories }, { ...home, vehicle: camryNoVin });
    const leadsTo: [string, RegExp][] = [
      ['Mechanical Services', /\/pricing\/services$/],
      ['Tire Services', /\/pricing\/tires$/],
      ['Eco-Friendly Detailing Services', /\/pricing\/detailing$/],
      ['Diagnostic Service', /\/pricing\/diagnostic$/],
    ];
    for (const [title, url] of leadsTo) {
      if (!page.url().endsWith('/pricing/simple')) await page.goto(`${origin('demo')}/pricing/simple`);
      await category(page, title).click();
      await expect(page).toHaveURL(url);
    }
  });

  test('cards follow the provider and the place (D-03..D-06): diag shops, hidden workplace', async ({ page }) => {
    // diag: shop only, has_diagnostic_service; the Dallas shop offers no detailing.
    await openWithScenario(page, '/pricing/simple', 'diag', { config: showCategories }, shop(4, 'Demo Auto Shop - Dallas'));
    const diagCards = page.getByRole('list', { name: 'Service categories' }).locator('.category-card__title');
    await expect(diagCards).toHaveText(['Mechanical Services', 'Tire Services', 'Diagnostic Service']);
    await category(page, 'Diagnostic Service').click();
    await expect(page).toHaveURL(/\/pricing\/diagnostic$/);

    // hidden: no diagnostic service; Innovation Park offers mechanical and tires only.
    await openWithScenario(page, '/pricing/simple', 'hidden', { config: showCategories }, {
      placeMode: 'workplace',
      clientLocation: { id: 2, name: 'Innovation Park Campus' },
      vehicle: f150,
    });
    await expect(page.getByRole('list', { name: 'Service categories' }).locator('.category-card__title')).toHaveText(['Mechanical Services', 'Tire Services']);
  });

  test('D-08 redirects to the configured skip target (demo → services, hidden → detailing)', async ({ page }) => {
    await openStep(page, '/pricing/simple', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await expect(page).toHaveURL(/\/pricing\/services$/);
    await openStep(page, '/pricing/simple', { provider: 'hidden', booking: { ...home, vehicle: f150 } });
    await expect(page).toHaveURL(/\/pricing\/detailing$/);
  });
});

test.describe('Mechanical services (/pricing/services)', () => {
  test('D-11 D-16 D-53..D-55 demo: sections, the package/standard message, incompatible services, locked inspection', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Services$|Packages$/ })).toHaveText([
      'Service Packages',
      'Standard Services',
      'Add-on Services',
    ]);
    // D-16: nothing chosen yet — nothing said on arrival (issue 26); Continue pressed says it, as an alert with the focus.
    const packageOrStandard = page.getByText('You must select at least one Package or Standard Service');
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(packageOrStandard).toHaveCount(0);
    await continueButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You must select at least one Package or Standard Service' })).toBeFocused();
    await expect(page).toHaveURL(/\/pricing\/services$/);

    // An add-on alone is not enough (D-16).
    await service(page, 'Wiper Blades').check();
    await continueButton(page).click();
    await expect(packageOrStandard).toBeVisible();
    // D-55: the inspection comes with every mechanical service and is locked.
    await expect(service(page, 'Multi-Point Inspection')).toBeChecked();
    await expect(service(page, 'Multi-Point Inspection')).toBeDisabled();

    // D-53: pads and pads & rotors exclude each other.
    await service(page, 'Front Brake Pads').check();
    await service(page, 'Front Brake Pads & Rotors').click();
    await expect(service(page, 'Front Brake Pads & Rotors')).toBeChecked();
    await expect(service(page, 'Front Brake Pads')).not.toBeChecked();
    // D-54: toggling a selected service removes it.
    await service(page, 'Front Brake Pads & Rotors').click();
    await expect(service(page, 'Front Brake Pads & Rotors')).not.toBeChecked();
  });

  test('D-17 D-56 demo: quantity 1–6 lifts a small order over the $50 minimum; Continue goes on; axe at 375 and 1280 px', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await service(page, 'Engine Air Filter').check();
    await expect(page.getByText('The minimum order amount is $50')).toHaveCount(0);
    await continueButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The minimum order amount is $50' })).toBeFocused();
    await expect(page.locator('.services-total__amount')).toHaveText('$47.00');
    // D-56 (OPEN-61): quantity 1–6 on a selected service; two filters reach the minimum.
    const quantity = page.getByRole('combobox', { name: 'Quantity of Engine Air Filter' });
    await expect(quantity.locator('option')).toHaveText(['1', '2', '3', '4', '5', '6']);
    await quantity.selectOption('2');
    await expect(page.locator('.services-total__amount')).toHaveText('$94.00');
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await continueButton(page).click();
    await expect(page).not.toHaveURL(/\/pricing\/services$/);
  });

  test('D-10 D-18 demo: the recall notice for a VIN with recalls; the recall service waives the package and minimum rules', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camry } });
    const notice = page.getByRole('dialog', { name: 'Open recalls found' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('for your 2019 Toyota Camry');
    await expectNoSeriousA11yIssues(page);
    await notice.getByRole('button', { name: 'Add Recall Service' }).click();
    await expect(notice).toBeHidden();
    await expect(service(page, 'Recall Service')).toBeChecked();
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('D-15 D-71 a ?ref= referral link prices packages at 80 % and shows the referral banner', async ({ page }) => {
    await openStep(page, '/pricing/services?ref=FRIEND42', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await expect(page.getByText('REFERRAL DISCOUNT APPLIED | Additional 20% Off All Service Packages')).toBeVisible();
    const basic = page.locator('.service-option').filter({ has: service(page, 'Basic Maintenance') });
    await expect(basic.locator('.service-option__price')).toHaveText('$127.50 $102.00');
    await service(page, 'Basic Maintenance').check();
    await expect(page.locator('.services-total__amount')).toHaveText('$102.00');
  });

  test('D-13 D-14 a signed-in customer: pending quoted services link to approval, future/rejected ones are recommended', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('booking.auth-token', 'demo-customer-token'));
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: { ...camryNoVin, id: 3002, model: 'Civic', make: 'Honda' } } });
    await expect(page.getByRole('region', { name: 'Awaiting Your Approval' }).getByRole('link', { name: 'Review and approve' })).toHaveAttribute(
      'href',
      '/approve-services/1001/5002',
    );
    // The Camry (another vehicle of the same customer): its finished work holds future and rejected quotes.
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      bookingStorageKey('demo'),
      JSON.stringify({ ...emptyBooking(), ...acmeHq, vehicle: camryNoVin }),
    ] as const);
    await page.reload();
    const recommended = page.getByRole('region', { name: 'Recommended Services' });
    await expect(recommended.getByRole('checkbox')).toHaveCount(2);
    await expect(recommended.getByRole('checkbox', { name: 'Front Brake Pads & Rotors' })).toBeVisible();
    await expect(recommended.getByRole('checkbox', { name: 'Cabin Air Filter' })).toBeVisible();
  });

  test('hidden: prices and the total are hidden; the package/standard rule still blocks', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'hidden', booking: { ...acmeHq, vehicle: f150 } });
    await expect(service(page, 'Battery Replacement')).toBeVisible();
    await expect(page.locator('.service-picker')).not.toContainText('$');
    await expect(page.locator('.services-total')).toHaveCount(0);
    await continueButton(page).click();
    await expect(page.getByText('You must select at least one Package or Standard Service')).toBeVisible();
    await service(page, 'Battery Replacement').check();
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
  });

  test('services: no place yet — the list comes from the mobile area and Continue asks for the place', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'services', booking: {} });
    await service(page, 'Oil Change').check();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/place$/);
  });

  test('D-58..D-61 the Other service: description required, helper texts, count and size errors', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await service(page, 'Something Else').click();
    const modal = page.getByRole('dialog', { name: 'Describe the issue: Something Else' });
    await expect(modal).toBeVisible();
    const save = modal.getByRole('button', { name: 'Continue' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(modal.getByText('You can upload a maximum of 5 images.')).toBeVisible();
    await expect(modal.getByText('Each file must be 5MB or smaller.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const picker = modal.getByLabel('Add photos (optional)');
    await picker.setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)));
    await expect(modal.getByRole('alert')).toHaveText('You can only upload up to 5 images.');
    await picker.setInputFiles([png('big.png', Math.round(5.01 * 1024 * 1024))]);
    await expect(modal.getByRole('alert')).toHaveText('One or more files exceed the size limit of 5 MB.');
  });

  test('D-62..D-64 the Other service: upload after the 2 s delay, remove confirmation, description saved', async ({ page }) => {
    await openStep(page, '/pricing/services', { provider: 'demo', booking: { ...acmeHq, vehicle: camryNoVin } });
    await service(page, 'Something Else').click();
    const modal = page.getByRole('dialog', { name: 'Describe the issue: Something Else' });
    const save = modal.getByRole('button', { name: 'Continue' });
    const picker = modal.getByLabel('Add photos (optional)');
    await modal.getByLabel(/What is going on/).fill('Grinding noise when turning left');
    const picked = Date.now();
    await picker.setInputFiles([png('dent.png'), png('scrape.png')]);
    await expect(modal.getByRole('status')).toHaveText('Uploading 2 images…');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(modal.getByRole('button', { name: 'Remove scrape.png' })).toBeVisible();
    expect(Date.now() - picked).toBeGreaterThanOrEqual(1_900);

    await modal.getByRole('button', { name: 'Remove dent.png' }).click();
    await expect(modal.getByText('Are you sure want to remove this image?')).toBeVisible();
    await modal.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(modal.getByText('dent.png')).toHaveCount(0);
    await save.click();
    await expect(modal).toBeHidden();
    await expect(service(page, 'Something Else')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Edit issue description' })).toBeVisible();
  });

  test('D-65 a failed upload shows "Critical Error: {server text}" in the error modal', async ({ page }) => {
    await openWithScenario(
      page,
      '/pricing/services',
      'demo',
      { responses: { 'POST /s3-upload': { status: 500, body: { Status: 'error', Message: 'The image store is unavailable.' } } } },
      { ...acmeHq, vehicle: camryNoVin },
    );
    await service(page, 'Something Else').click();
    const modal = page.getByRole('dialog', { name: 'Describe the issue: Something Else' });
    await modal.getByLabel('Add photos (optional)').setInputFiles([png('dent.png')]);
    const alert = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(alert).toContainText('Critical Error: The image store is unavailable.');
    await expectNoSeriousA11yIssues(page);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });
});

test.describe('Detailing (/pricing/detailing, /pricing/detailing-more)', () => {
  test('D-20..D-22 demo: detailing cards in display order, the mechanical note, axe, choosing leads on', async ({ page }) => {
    await openStep(page, '/pricing/detailing', { provider: 'demo', booking: { ...home, vehicle: camryNoVin } });
    const cards = page.getByRole('list', { name: 'Detailing services' });
    await expect(cards.getByRole('heading')).toHaveText(['Interior Detail', 'Exterior Wash & Wax', 'Full Detail', 'Scratch & Paint Touch-Up']);
    await expect(page.getByText('Mechanical services must be booked separately', { exact: false })).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await page.getByRole('button', { name: 'Choose Full Detail' }).click();
    await expect(page).toHaveURL(/\/pricing\/detailing-more$/);
  });

  test('D-23..D-29 demo detailing-more: details, add-on switches with FREE, dirt slider by keyboard, notes, need-to-know, Continue', async ({ page }) => {
    await openStep(page, '/pricing/detailing', { provider: 'demo', booking: { ...home, vehicle: camryNoVin } });
    await page.getByRole('button', { name: 'Choose Full Detail' }).click();
    const details = page.getByRole('region', { name: 'Service Details' });
    await expect(details).toContainText('Full Detail');
    await expect(details).toContainText('Engine bay wipe-down');
    await expect(page.getByRole('switch', { name: /Headlight Check/ })).toContainText('FREE');
    const petHair = page.getByRole('switch', { name: /Pet Hair Removal/ });
    await expect(petHair).toHaveAttribute('aria-checked', 'false');
    await petHair.click();
    await expect(petHair).toHaveAttribute('aria-checked', 'true');

    const slider = page.getByRole('slider', { name: 'How dirty is your vehicle?' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Somewhat Dirty');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Dirty');

    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '1020');
    await expect(page.getByRole('region', { name: 'What you need to know' }).getByRole('listitem')).toHaveText([
      'Please remove personal items from the vehicle.',
      'We need access to water and power within 50 feet.',
    ]);
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/pricing\/account/);
  });

  test('D-30 demo: a Scratch & Paint service blocks Continue until the note is written', async ({ page }) => {
    await openStep(page, '/pricing/detailing', { provider: 'demo', booking: { ...home, vehicle: camryNoVin } });
    await page.getByRole('button', { name: 'Choose Scratch & Paint Touch-Up' }).click();
    await expect(page).toHaveURL(/\/pricing\/detailing-more$/);
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Please describe the scratches or paint damage in the notes before you continue.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Notes (required)' }).fill('Key scratch along the driver door');
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('D-22 D-25 hidden: no slider, hidden prices, the note; skipper (skips the vehicle): no mechanical note', async ({ page }) => {
    await openStep(page, '/pricing/detailing', { provider: 'hidden', booking: { ...home, vehicle: f150 } });
    await expect(page.getByText('Mechanical services must be booked separately', { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Detailing services' })).not.toContainText('$');
    await page.getByRole('button', { name: 'Choose Interior Detail' }).click();
    await expect(page.getByRole('region', { name: 'Service Details' })).toContainText('Interior Detail');
    await expect(page.getByRole('switch', { name: /Pet Hair Removal/ })).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What you need to know' })).toContainText('Heavy-duty detailing takes up to 6 hours.');

    await openStep(page, '/pricing/detailing', { provider: 'skipper', booking: shop(3, 'Demo Auto Shop - Springfield') });
    await expect(page.getByRole('list', { name: 'Detailing services' }).getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Mechanical services must be booked separately', { exact: false })).toHaveCount(0);
  });
});

test.describe('Diagnostic (/pricing/diagnostic)', () => {
  test('D-32 D-33 diag: Continue waits for a concern or 5 characters (4 are not enough)', async ({ page }) => {
    await openStep(page, '/pricing/diagnostic', { provider: 'diag', booking: shop(3, 'Demo Auto Shop - Springfield') });
    await expect(page.getByRole('group', { name: 'What are you noticing?' }).getByRole('checkbox')).toHaveCount(14);
    await expect(page.getByRole('region', { name: 'How It Works' })).toBeVisible();
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Check at least one concern or describe the problem in 5 characters or more.')).toBeVisible();
    await atPhoneAndDesktop(page, () => expectNoSeriousA11yIssues(page));

    const description = page.getByRole('textbox', { name: 'Describe the problem' });
    await description.fill('Clun');
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await description.pressSequentially('k');
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await description.fill('');
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('checkbox', { name: 'Strange noise' }).check();
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await continueButton(page).click();
    await expect(page).not.toHaveURL(/\/pricing\/diagnostic$/);
  });
});
