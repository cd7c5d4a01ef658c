/**
 * Issue 15, item 5 (personal data lifetime): at the finished page and on logout, the booking's personal data
 * (name, e-mail, phone, address, VIN, plate, notes, typed forms) is gone from the tab's storage; the finished page
 * still shows its summary, from memory (H-37, H-41, J-11). The tab storage of the app is read in the page; the
 * mock back end's own keys (`mock.*`, its demo database) are not the app's and are left out.
 */
import { expect, test, type Page } from '@playwright/test';
import { frontDoorJourneys } from '../scripts/flow-check/front-door-journeys';
import { bookingStorageKey } from '../src/booking/persisted-booking';
import { JOURNEY_PERSON } from '../src/widgets/contract/driver-kit';
import { JOURNEY_HOME } from '../src/widgets/place-picker/place-picker.driver';
import { DEMO_CAMRY, DEMO_HOME, openCheckout } from './support/checkout';
import { walkJourney } from './support/journey-runner';

test.describe.configure({ timeout: 60_000 });

/** The app's own keys of the tab's sessionStorage, as text (the mock back end's `mock.*` keys left out). */
async function appStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!key.startsWith('mock.')) out[key] = sessionStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/** Which of `personal` appear anywhere in the app's tab storage. */
async function personalDataIn(page: Page, personal: readonly string[]): Promise<string[]> {
  const text = JSON.stringify(await appStorage(page));
  return personal.filter((p) => text.includes(p));
}

test('H-37 H-41 issue 15: after a guest booking the finished page shows the summary while the tab’s storage holds none of the personal data', async ({ page }) => {
  const entry = frontDoorJourneys().find((j) => j.journey.session === 'guest');
  expect(entry, 'a provider offers guest checkout').toBeDefined();
  const email = `front-door.${entry!.provider}-guest@example.com`;
  const personal = [JOURNEY_PERSON.last, email, JOURNEY_PERSON.phone, '(555) 010-7788', JOURNEY_HOME.line1];
  let whileBooking: string[] = [];
  await walkJourney(page, entry!, {
    // Before Confirm Appointment: the typed data is kept for reloads (the cart and everything typed survive).
    beforeSend: async (move) => {
      if (move.event.type === 'booked') whileBooking = await personalDataIn(page, personal);
    },
    atGoal: async () => {
      await expect(page.getByRole('region', { name: 'Customer information' })).toContainText(`${JOURNEY_PERSON.first} ${JOURNEY_PERSON.last}`);
      await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText(JOURNEY_HOME.line1);
      await expect.poll(() => personalDataIn(page, personal)).toEqual([]);
      const saved = JSON.parse((await appStorage(page))[bookingStorageKey(entry!.provider)] ?? '{}') as Record<string, unknown>;
      expect(saved).toMatchObject({ customer: { firstName: '', lastName: '', email: '', phone: '' }, homeAddress: null, vehicle: null, lastBooking: null, forms: {} });
    },
  });
  expect(whileBooking).toEqual(expect.arrayContaining([JOURNEY_PERSON.last, email, JOURNEY_HOME.line1]));
});

test('J-11 J-12 issue 15: Log out leaves no personal data of the booking in the tab’s storage', async ({ page }) => {
  const vehicle = { ...DEMO_CAMRY, vin: '4T1B11HK5KU000001', plate: 'XYZ9876', plateState: 'VA' };
  await openCheckout(page, '/pricing/confirm-appointment', {
    provider: 'demo',
    scenario: { session: 'customer' },
    booking: async () => ({ placeMode: 'home', homeAddress: DEMO_HOME, vehicle, keyLocation: 'other', keyLocationNote: 'Ring the bell twice' }),
  });
  await page.getByLabel(/Last name/).fill('Demo-Smith');
  const personal = ['Demo-Smith', 'demo@example.com', DEMO_HOME.address_line_1, vehicle.vin, vehicle.plate, 'Ring the bell twice'];
  await expect.poll(() => personalDataIn(page, personal)).toEqual(personal);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await personalDataIn(page, personal)).toEqual([]);
  expect(Object.keys(await appStorage(page))).not.toContain('booking.auth-token');
});
