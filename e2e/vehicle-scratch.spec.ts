import { test, expect } from '@playwright/test';
import { openStep } from './support/app';

test('scratch', async ({ page }) => {
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await openStep(page, '/pricing/vehicle-lookup');
  await expect(page.getByRole('tab', { name: 'License Plate' })).toBeVisible();
  await page.screenshot({ path: '/tmp/veh/lookup.png', fullPage: true });
  await page.getByRole('textbox', { name: 'License plate' }).fill('abc1234');
  await page.getByRole('button', { name: 'Look Up Vehicle' }).click();
  await expect(page).toHaveURL(/verify-vehicle-info\/VA\/ABC1234/);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/veh/verify.png', fullPage: true });
});
