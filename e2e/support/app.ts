import { expect, type Page } from '@playwright/test';
import { encodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { emptyBooking, type BookingState } from '../../src/booking/booking-state';
import { bookingStorageKey } from '../../src/booking/persisted-booking';
import { seriousA11yIssues } from './axe';
import { e2eOrigin } from './port';

/** The app's address for a provider host prefix (`demo` → plain localhost). */
export function origin(provider = 'demo'): string {
  return e2eOrigin(provider === 'demo' ? 'localhost' : `${provider}.localhost`);
}

export interface OpenOptions {
  provider?: string;
  /** Booking state to start with (merged over an empty booking); kept across reloads like the app's own. */
  booking?: Partial<BookingState>;
  /** A repro scenario (session, config, responses, now) passed as `?preview=`. */
  scenario?: Omit<Scenario, 'provider'>;
}

/**
 * Opens `path` as a customer of `provider` would: the provider from the host, an optional repro
 * scenario (`?preview=`) and an optional booking already in the tab's sessionStorage (seeded once,
 * so a reload keeps what the app saved since; with a scenario, seeded after the scenario applied).
 */
export async function openStep(page: Page, path: string, { provider = 'demo', booking, scenario }: OpenOptions = {}): Promise<void> {
  const url = new URL(path, origin(provider));
  const value = booking ? JSON.stringify({ ...emptyBooking(), ...booking }) : null;
  const key = bookingStorageKey(provider);
  if (!scenario) {
    if (value) {
      await page.addInitScript(
        ([k, v]) => {
          if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, v);
        },
        [key, value] as const,
      );
    }
    await page.goto(url.toString());
    return;
  }
  // Applying a new scenario starts the tab afresh, so the booking is seeded after the app has applied it (it takes
  // ?preview= out of the address bar then): written at the start of the next page load, before the app reads it, and
  // the step opened again (the tab keeps its scenario). Not set from the first page: it saves its own booking on each
  // change (a place list arriving, a guard's redirect), which would undo a booking written beside it.
  const step = url.toString();
  url.searchParams.set('preview', encodeScenario({ provider, ...scenario }));
  await page.goto(url.toString());
  if (value) {
    await page.waitForURL((address) => !address.searchParams.has('preview'));
    await page.addInitScript(
      ([k, v]) => {
        // Once per tab: later loads (a test's own reloads) keep what the app saved.
        if (sessionStorage.getItem(`e2e-seeded:${k}`)) return;
        sessionStorage.setItem(k, v);
        sessionStorage.setItem(`e2e-seeded:${k}`, '1');
      },
      [key, value] as const,
    );
    await page.goto(step);
  }
}

/** Fails with a readable list when axe finds serious or critical violations on the page (but in `exclude`, a CSS selector). */
export async function expectNoSeriousA11yIssues(page: Page, exclude?: string): Promise<void> {
  expect(await seriousA11yIssues(page, { exclude })).toEqual([]);
}

/** Runs `check` at a 375 px phone and a 1280 px desktop width. */
export async function atPhoneAndDesktop(page: Page, check: () => Promise<void>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
  }
}

/** Signs the demo customer in on the login form by its labels (J-01..J-03); the page must show /login. */
export async function fillLoginForm(page: Page, email = 'demo@example.com', password = 'demo1234'): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/**
 * Tabs through an open modal dialog: no element of the page behind it ever takes focus (the native modal
 * makes the page inert; past the last control Chromium's own chrome may hold focus, then Tab comes back in).
 */
export async function expectFocusStaysInDialog(page: Page, presses = 12): Promise<void> {
  let inside = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return el === null || el === document.body ? 'none' : el.closest('dialog') ? 'dialog' : 'page';
    });
    expect(where).not.toBe('page');
    if (where === 'dialog') inside += 1;
  }
  expect(inside).toBeGreaterThan(presses - 4);
}
