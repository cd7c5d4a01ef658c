/**
 * Issue 26: the returning customer keeps what they entered. On a 375 px phone, from `/` of the demo provider with
 * the journeys' clock: a visitor looks up the demo plate ABC1234 (VA), picks a service, takes "Booked service
 * before?" on the place step and signs in as the demo customer (whose saved 2019 Toyota Camry has that plate); a
 * saved place then leads to the schedule, the vehicle not entered again and the service still in the cart. Each
 * step is completed by its widget driver (roles and labels, src/widgets/registry/drivers.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { encodeScenario } from '../src/api/scenario-codec';
import type { DriverContext } from '../src/widgets/contract/widget-driver';
import { widgetDrivers } from '../src/widgets/registry/drivers';
import { origin } from './support/app';
import { NOW } from './support/now';

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 90_000 });

const STEP_TIMEOUT = 15_000;

/** Waits until the app shows the step at `path` (a path below the origin, matched whole). */
async function reach(page: Page, stepId: string, path: RegExp): Promise<void> {
  await expect(page).toHaveURL(path, { timeout: STEP_TIMEOUT });
  await expect(page.locator(`[data-step="${stepId}"]`)).toBeVisible({ timeout: STEP_TIMEOUT });
}

async function send(ctx: DriverContext, widget: string, event: string, choice: string): Promise<void> {
  const driver = widgetDrivers[widget]?.send;
  if (!driver) throw new Error(`no driver sends ${widget}`);
  await driver(ctx, event, choice);
}

async function fill(ctx: DriverContext, widget: string, choice: string): Promise<void> {
  const driver = widgetDrivers[widget]?.fill;
  if (!driver) throw new Error(`no driver fills ${widget}`);
  await driver(ctx, choice);
}

test('J-06 B-19 B-24 issue 26: a visitor who looked up a plate and chose a service signs in and reaches the schedule without entering the vehicle again', async ({ page }) => {
  const ctx: DriverContext = { page, provider: 'demo', config: {}, session: 'returning', unique: 'returning-26' };
  const vehicle = page.getByTestId('sidebar-vehicle');
  const services = page.getByTestId('sidebar-services');
  const start = new URL('/', origin('demo'));
  start.searchParams.set('preview', encodeScenario({ provider: 'demo', now: NOW }));
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto(start.toString());

  await send(ctx, 'homeHero', 'start', 'default');
  await reach(page, 'begin', /\/pricing\/begin$/);
  // Offered on the first screen too (B-19-begin); this visitor goes on and signs in later.
  await expect(page.getByRole('button', { name: 'Booked service before?' })).toBeVisible();
  await send(ctx, 'continueButton', 'continue', 'default');
  await reach(page, 'vehicle-lookup', /\/pricing\/vehicle-lookup$/);
  await send(ctx, 'vehicleLookup', 'lookupFound', 'plate');
  await reach(page, 'verify-vehicle-info', /\/pricing\/verify-vehicle-info\/VA\/ABC1234$/);
  await send(ctx, 'vehicleVerify', 'continue', 'default');
  await reach(page, 'services', /\/pricing\/services$/);
  await fill(ctx, 'servicePicker', 'standard');
  const chosen = (await services.getByRole('listitem').allTextContents()).map((t) => t.trim());
  expect(chosen.length).toBeGreaterThan(0);
  await expect(vehicle).toContainText('2019 Toyota Camry');
  await send(ctx, 'continueButton', 'continue', 'default');

  await reach(page, 'place', /\/pricing\/place$/);
  await send(ctx, 'placePicker', 'bookedBefore', 'returning');
  await reach(page, 'login', /\/login\?redirect=%2Fpricing%2Fplace$/);
  await send(ctx, 'loginForm', 'signedIn', 'default');

  // Signed in: the looked-up Camry is the demo customer's saved one (same plate and state), the service is still chosen.
  await reach(page, 'place', /\/pricing\/place$/);
  await expect(vehicle).toContainText('2019 Toyota Camry');
  await expect(vehicle).not.toContainText('Not chosen yet');
  await expect(services.getByRole('listitem')).toHaveText(chosen);
  await send(ctx, 'placePicker', 'pickSavedPlace', 'home');

  await reach(page, 'schedule', /\/pricing\/schedule$/);
  await expect(vehicle).toContainText('2019 Toyota Camry');
  await expect(services.getByRole('listitem')).toHaveText(chosen);
  const afterSignIn = visited.slice(visited.lastIndexOf('/login') + 1);
  expect(afterSignIn.filter((p) => p.startsWith('/pricing/vehicle'))).toEqual([]);
});
