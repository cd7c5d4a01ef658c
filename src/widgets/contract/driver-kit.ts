/**
 * Small helpers shared by the widget drivers (`<folder>/<name>.driver.ts`): pressing a button that may
 * be blocked (`aria-disabled`, the app's way of keeping it focusable) with the reason it gives, checking
 * a box only when it is not checked yet, and the texts a page shows when something went wrong. Only
 * Playwright's types are imported: drivers run in Playwright, never in the app.
 */
import type { Locator, Page } from '@playwright/test';
import type { DriverContext } from './widget-driver';

/** How long a driver waits for the page to show something (a list loading, a reveal, a blocker lifting). */
export const DRIVER_TIMEOUT = 10_000;

/** Polls `check` until it holds or `timeout` passes; true when it held. */
export async function until(check: () => Promise<boolean>, timeout = DRIVER_TIMEOUT, interval = 100): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** True when the locator is on the page and visible now (no waiting). */
export async function shown(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

/** The accessible description of an element (the texts its aria-describedby points at). */
export async function descriptionOf(locator: Locator): Promise<string> {
  return locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

async function isActive(button: Locator): Promise<boolean> {
  return (await button.getAttribute('aria-disabled')) !== 'true' && (await button.getAttribute('aria-busy')) !== 'true' && (await button.isEnabled());
}

/**
 * Presses a button once it is active. The app keeps blocked buttons focusable with `aria-disabled` and a
 * reason beside them; when the button stays blocked, the error quotes that reason.
 */
export async function press(button: Locator, what: string, timeout = DRIVER_TIMEOUT): Promise<void> {
  await button.waitFor({ state: 'visible', timeout });
  if (!(await until(() => isActive(button), timeout))) {
    const reason = (await descriptionOf(button).catch(() => '')) || '(no reason given)';
    throw new Error(`"${what}" stayed blocked for ${timeout / 1000} s: ${reason}`);
  }
  await button.click();
}

/** Checks a checkbox or radio unless it is checked already. */
export async function ensureChecked(box: Locator): Promise<void> {
  if (!(await box.isChecked())) await box.check();
}

/** Selects the first real option of a select (index 0 is its placeholder) unless one is chosen already. */
export async function selectFirstOption(select: Locator, timeout = DRIVER_TIMEOUT): Promise<void> {
  await select.waitFor({ state: 'visible', timeout });
  if (!(await until(async () => (await select.isEnabled()) && (await select.getByRole('option').count()) > 1, timeout))) {
    throw new Error('the list offered no choice');
  }
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

/** Texts of the alerts and alert dialogs the page shows now (for error messages). */
export async function alertTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const role of ['alert', 'alertdialog'] as const) {
    for (const el of await page.getByRole(role).all()) {
      if (await el.isVisible().catch(() => false)) texts.push(((await el.innerText().catch(() => '')) || '').trim());
    }
  }
  return texts.filter(Boolean);
}

/** The error for a choice or event a driver does not know. */
export function unknownChoice(widget: string, kind: 'fill' | 'send', what: string): Error {
  return new Error(`the ${widget} driver cannot ${kind} "${what}"`);
}

/** A fresh e-mail address for a journey's new account. */
export function freshEmail(ctx: DriverContext): string {
  return `front-door.${ctx.unique}@example.com`.toLowerCase();
}

/** Contact details a journey types wherever they are asked. */
export const JOURNEY_PERSON = { first: 'Jo', last: 'Journey', phone: '5550107788', password: 'journey123', fleet: 'Journey Fleet Co' } as const;
