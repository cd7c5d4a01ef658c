/**
 * How a person completes the widgets of a guest journey, in jsdom (the component-level twin of the Playwright
 * drivers in src/widgets/<folder>/<name>.driver.ts): by roles and labels only, with the same choices and data
 * (JOURNEY_PERSON, JOURNEY_HOME, JOURNEY_CARD). The fault matrix (fault-matrix.test.tsx) runs them on each step
 * of the engine's guest journey. A driver throws a `StepStopped` when the page does not let it go on (a list
 * that did not load, a button that stays blocked): under a fault that is expected, and the matrix then checks
 * what the page says.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { JOURNEY_PERSON } from '../../src/widgets/contract/driver-kit';
import { JOURNEY_HOME } from '../../src/widgets/place-picker/place-picker.driver';
import { JOURNEY_CARD } from '../../src/widgets/booking-review/booking-review.driver';

/** How long a driver waits for the page (a list loading, a blocker lifting). Under a fault the page may never get there. */
let driverTimeout = 10_000;

/** Sets how long the drivers wait for the page (ms). */
export function setDriverTimeout(ms: number): void {
  driverTimeout = ms;
}

/** The page did not let the driver go on; `what` says where it stopped. */
export class StepStopped extends Error {
  override readonly name = 'StepStopped';
}

export interface JsdomDriverContext {
  user: UserEvent;
  config: Readonly<Record<string, unknown>>;
  /** A fresh e-mail address for this walk. */
  email: string;
  /** What the driver typed, by field label (the matrix checks it is still there after a fault). */
  typed: Map<string, string>;
}

type Find<T> = () => T;

let pointless: () => boolean = () => false;
let loading: () => boolean = () => false;

/**
 * Tells the drivers whether the page is still waiting for the back end: a driver presses a button only once
 * nothing is in flight (a person waits for the page; under a slow answer, for it to time out), so what happens
 * does not depend on how fast the test types.
 */
export function setRequestsInFlight(check: (() => boolean) | null): void {
  loading = check ?? (() => false);
}

/**
 * Tells the drivers when waiting longer is pointless (e.g. the page has made no request for a while): a driver
 * waiting for something then stops at once instead of after the driver timeout. The fault matrix sets it
 * for its cells; the clean walk waits the full time.
 */
export function setPointlessToWait(check: (() => boolean) | null): void {
  pointless = check ?? (() => false);
}

/** The texts of the alerts and alert dialogs on the page now (a failure the page reports). */
export function alertTexts(): string[] {
  return [...document.querySelectorAll('[role="alert"], [role="alertdialog"]')].map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * Waits until `find` returns an element. Throws a StepStopped when it does not appear in time, or as soon as
 * waiting is pointless (see {@link setPointlessToWait}): the driver cannot go on, and the fault matrix reads what
 * the page says.
 */
export async function waitFor_<T>(find: Find<T | null>, what: string, timeout = driverTimeout): Promise<T> {
  let gaveUp = false;
  try {
    return await waitFor(
      () => {
        const found = find();
        if (found) return found;
        if (pointless()) {
          gaveUp = true;
          return null as T;
        }
        throw new Error(what);
      },
      { timeout },
    ).then((found) => {
      if (found === null) throw new Error('pointless');
      return found;
    });
  } catch {
    const said = alertTexts();
    throw new StepStopped(`${what} did not appear${gaveUp ? '' : ` in ${timeout} ms`}${said.length ? `: the page says "${said.join(' | ')}"` : ''}`);
  }
}

function isActive(button: HTMLElement): boolean {
  return button.getAttribute('aria-disabled') !== 'true' && button.getAttribute('aria-busy') !== 'true' && !(button as HTMLButtonElement).disabled;
}

function reasonOf(button: HTMLElement): string {
  return (button.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

/** Presses a button once it is active; a button that stays blocked stops the step with its reason. */
export async function press(ctx: JsdomDriverContext, find: Find<HTMLElement | null>, what: string): Promise<void> {
  // A person waits for the page's answers; one that never comes does not keep them from pressing.
  await waitFor_(() => (loading() ? null : true), `the page's answers before "${what}"`).catch(() => undefined);
  const button = await waitFor_(find, `"${what}"`);
  await waitFor_(() => (isActive(find() ?? button) ? true : null), `an active "${what}"`).catch((e: unknown) => {
    throw new StepStopped(`"${what}" stayed blocked: ${reasonOf(find() ?? button) || '(no reason given)'}${e instanceof Error && e.message.includes('the page says') ? ` — ${e.message.slice(e.message.indexOf('the page says'))}` : ''}`);
  });
  await ctx.user.click(find() ?? button);
}

/** Types `value` into the field (replacing what it holds) and remembers it under `label` (card data is never remembered). */
export async function type(ctx: JsdomDriverContext, field: HTMLElement, label: string, value: string, remember = true): Promise<void> {
  await ctx.user.clear(field);
  await ctx.user.click(field);
  await ctx.user.paste(value);
  if (remember) ctx.typed.set(label, value);
}

async function fillBlank(ctx: JsdomDriverContext, label: RegExp, name: string, value: string): Promise<void> {
  const field = await waitFor_(() => screen.queryByLabelText(label) as HTMLInputElement | null, `the "${name}" field`);
  if (field.value === '') await type(ctx, field, name, value);
}

async function selectWhenOffered(ctx: JsdomDriverContext, find: Find<HTMLSelectElement | null>, what: string, pick: (options: string[]) => string | undefined): Promise<void> {
  const select = await waitFor_(() => {
    const s = find();
    return s && !s.disabled && s.options.length > 1 ? s : null;
  }, `choices in "${what}"`);
  const labels = [...select.options].slice(1).map((o) => o.text.trim());
  const wanted = pick(labels);
  if (wanted === undefined) throw new StepStopped(`"${what}" offers none of the wanted choices (${labels.join(', ')})`);
  await ctx.user.selectOptions(select, [...select.options].find((o) => o.text.trim() === wanted)!);
}

export interface JsdomDriver {
  fill?: (ctx: JsdomDriverContext, choice: string) => Promise<void>;
  send?: (ctx: JsdomDriverContext, event: string, choice: string) => Promise<void>;
}

const continueButton = () => screen.queryByRole('button', { name: 'Continue', exact: true } as never) as HTMLElement | null;

/** The drivers by catalogue name, for the choices the guest journeys take. */
export const jsdomDrivers: Record<string, JsdomDriver> = {
  homeHero: {
    send: (ctx) => press(ctx, () => screen.queryByRole('button', { name: 'Book a Service' }), 'Book a Service'),
  },
  continueButton: {
    send: (ctx) => press(ctx, continueButton, 'Continue'),
  },
  vehicleLookup: {
    async send(ctx, event, choice) {
      if (event !== 'vehicleSaved' || choice !== 'year-make-model') throw new Error(`vehicleLookup: no jsdom driver for ${event}/${choice}`);
      const tab = await waitFor_(() => screen.queryByRole('tab', { name: 'Year/Make/Model' }), 'the Year/Make/Model tab');
      if (tab.getAttribute('aria-selected') !== 'true') await ctx.user.click(tab);
      const form = await waitFor_(() => screen.queryByRole('form', { name: 'Enter year, make and model' }), 'the year, make and model form');
      const inForm = within(form);
      await selectWhenOffered(ctx, () => inForm.queryByRole('combobox', { name: 'Year' }) as HTMLSelectElement | null, 'Year', (o) => o.find((x) => x === '2019'));
      const offered = Array.isArray(ctx.config.offered_vehicle_makes) ? (ctx.config.offered_vehicle_makes as unknown[]).map(String) : [];
      await selectWhenOffered(ctx, () => inForm.queryByRole('combobox', { name: 'Make' }) as HTMLSelectElement | null, 'Make', (o) => (offered.length ? offered : ['Toyota', 'Honda', 'Ford']).find((m) => o.includes(m)));
      await selectWhenOffered(ctx, () => inForm.queryByRole('combobox', { name: 'Model' }) as HTMLSelectElement | null, 'Model', (o) => o[0]);
      await selectWhenOffered(ctx, () => inForm.queryByRole('combobox', { name: 'Color' }) as HTMLSelectElement | null, 'Color', (o) => o.find((x) => x === 'Blue'));
      await press(ctx, () => within(form).queryByRole('button', { name: 'Continue', exact: true } as never) as HTMLElement | null, 'Continue (year, make and model)');
    },
  },
  servicePicker: {
    async fill(ctx, choice) {
      if (choice !== 'standard') throw new Error(`servicePicker: no jsdom driver for ${choice}`);
      const section = await waitFor_(() => screen.queryByRole('region', { name: 'Standard Services' }) ?? screen.queryByRole('region', { name: 'Service Packages' }), 'the services list');
      const boxes = await waitFor_(() => {
        const all = within(section).queryAllByRole('checkbox') as HTMLInputElement[];
        return all.length ? all : null;
      }, 'a service to check');
      const name = (b: HTMLInputElement) => (b.getAttribute('aria-label') ?? b.labels?.[0]?.textContent ?? '').trim();
      const usable = boxes.filter((b) => !b.disabled && !/^(Something Else|Other|Multi-Point Inspection)$/.test(name(b)));
      const box = usable.find((b) => name(b) === 'Oil Change') ?? usable[0];
      if (!box) throw new StepStopped('no standard service to check');
      if (!box.checked) await ctx.user.click(box);
    },
  },
  placePicker: {
    async fill(ctx, choice) {
      if (choice !== 'home') throw new Error(`placePicker: no jsdom driver for ${choice}`);
      const modes = screen.queryByRole('group', { name: 'Where do you want service?' });
      if (modes) {
        const home = within(modes).getByRole('button', { name: 'At Home' });
        if (home.getAttribute('aria-pressed') !== 'true') await ctx.user.click(home);
      }
      const line1 = await waitFor_(() => screen.queryByRole('combobox', { name: 'Address Line 1' }), 'Address Line 1');
      await type(ctx, line1, 'Address Line 1', JOURNEY_HOME.line1);
      // A person reads the suggestions (A-20, debounced 250 ms) before closing them: always asked for, answered or not.
      await act(() => new Promise((r) => setTimeout(r, 350)));
      await waitFor_(() => (loading() ? null : true), 'the address suggestions');
      await ctx.user.keyboard('{Escape}');
      await type(ctx, screen.getByRole('textbox', { name: 'City' }), 'City', JOURNEY_HOME.city);
      await ctx.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), JOURNEY_HOME.state);
      await type(ctx, screen.getByRole('textbox', { name: 'Postal Code' }), 'Postal Code', JOURNEY_HOME.postal);
      await ctx.user.tab();
    },
  },
  accountForm: {
    async send(ctx, event, choice) {
      if (event !== 'guestContinue' || choice !== 'default') throw new Error(`accountForm: no jsdom driver for ${event}/${choice}`);
      await fillBlank(ctx, /^First name/, 'First name', JOURNEY_PERSON.first);
      await fillBlank(ctx, /^Last name/, 'Last name', JOURNEY_PERSON.last);
      await fillBlank(ctx, /^Email/, 'Email', ctx.email);
      await fillBlank(ctx, /^Mobile phone/, 'Mobile phone', JOURNEY_PERSON.phone);
      await press(ctx, () => screen.queryByRole('button', { name: 'Continue as guest' }), 'Continue as guest');
    },
  },
  schedulePicker: {
    async fill(ctx, choice) {
      if (choice !== 'first-available') throw new Error(`schedulePicker: no jsdom driver for ${choice}`);
      const grid = await waitFor_(() => screen.queryAllByRole('grid')[0] ?? null, 'the calendar');
      const slot = await waitFor_(() => within(grid).queryAllByRole('gridcell', { name: /, available$/ })[0] ?? null, 'an available time');
      await ctx.user.click(slot);
      await waitFor_(() => screen.queryAllByText(/^Your appointment:/)[0] ?? null, 'the chosen appointment');
    },
    send: (ctx) => press(ctx, continueButton, 'Continue (schedule)'),
  },
  bookingReview: {
    async fill(ctx, choice) {
      if (choice !== 'complete') throw new Error(`bookingReview: no jsdom driver for ${choice}`);
      await fillBlank(ctx, /^First name/, 'First name', JOURNEY_PERSON.first);
      await fillBlank(ctx, /^Last name/, 'Last name', JOURNEY_PERSON.last);
      await fillBlank(ctx, /^Email/, 'Email', ctx.email);
      await fillBlank(ctx, /^Mobile phone/, 'Mobile phone', JOURNEY_PERSON.phone);
      const agree = await waitFor_(() => screen.queryByRole('checkbox', { name: /I agree to receive text messages/ }) as HTMLInputElement | null, 'the text-message consent');
      if (!agree.checked) await ctx.user.click(agree);
      const keys = screen.queryByRole('combobox', { name: /^Where will we find your keys\?/ });
      if (keys) await ctx.user.selectOptions(keys, 'Inside the vehicle');
      for (const name of ['I agree to the Terms and Conditions', 'I accept the cancellation policy']) {
        const box = screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;
        if (box && !box.checked) await ctx.user.click(box);
      }
      // The payment methods load, then the card form (lazy) when a new card is the choice.
      await waitFor(() => {
        if (screen.queryByText('Loading payment options…') || screen.queryByText('Loading the card form…')) throw new Error('loading');
      }, { timeout: driverTimeout }).catch(() => {
        throw new StepStopped('the payment options did not finish loading');
      });
      const form = screen.queryByRole('group', { name: 'Test card (offline)' });
      if (form) {
        await type(ctx, within(form).getByLabelText('Card number'), 'Card number', JOURNEY_CARD.number, false);
        await type(ctx, within(form).getByLabelText('Expiry (MM/YY)'), 'Expiry (MM/YY)', JOURNEY_CARD.expiry, false);
        await type(ctx, within(form).getByLabelText('CVC'), 'CVC', JOURNEY_CARD.cvc, false);
      }
    },
    async send(ctx) {
      const form = () => screen.queryByRole('group', { name: 'Test card (offline)' });
      await press(ctx, () => {
        const f = form();
        return f ? within(f).queryByRole('button', { name: 'Confirm Appointment' }) : screen.queryByRole('button', { name: 'Confirm Appointment' });
      }, 'Confirm Appointment');
    },
  },
};
