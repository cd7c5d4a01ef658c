import { test } from '@playwright/test';
import { cartOf, DEMO_CAMRY, DEMO_HOME, FREE_DAY, openCheckout, scheduleAt } from './support/checkout';

test('smoke', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await openCheckout(page, '/pricing/confirm-appointment', {
    provider: 'demo',
    scenario: { session: 'customer' },
    booking: async (p) => ({ placeMode: 'home', homeAddress: DEMO_HOME, vehicle: DEMO_CAMRY, cart: await cartOf(p, 'demo', 10, 3001, [201, 303]), schedule: scheduleAt(FREE_DAY, '09:00', '11:00', 901), serviceVehicleId: 901 }),
  });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/shots/confirm.png', fullPage: true });
});
