/**
 * Walks one of the engine's journeys (scripts/flow-check/front-door-journeys.ts) through the real UI, as a
 * person would: it opens `/` on the provider's host with a repro scenario that carries only the clock (and,
 * for a signed-in customer, `session: 'customer'`), then on each step calls the widget drivers
 * (src/widgets/registry/drivers.ts) — `fill` for each fill, then `send` for the event — and waits for the next
 * step's address. No booking state is put into storage and no step is opened by URL. It ends on the
 * finished page (or the provider's external thank-you page) and checks the booking is in the mock back end.
 */
import { stripVTControlCharacters } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { encodeScenario } from '../../src/api/scenario-codec';
import type { JourneyMove } from '../../src/engine/journey-types';
import type { FrontDoorJourney } from '../../scripts/flow-check/front-door-journeys';
import { alertTexts } from '../../src/widgets/contract/driver-kit';
import { widgetDrivers } from '../../src/widgets/registry/drivers';
import type { DriverContext } from '../../src/widgets/contract/widget-driver';
import { THANK_YOU_PAGE_PATH } from '../../mocks/pages/thank-you-page';
import { origin } from './app';
import { bookingsInBackEnd, NOW } from './checkout';

/** How long the app may take to show the next step after an event. */
const STEP_TIMEOUT = 15_000;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A step's route pattern as a regular expression over the whole address (`:param` is one path segment). */
function routeUrl(provider: string, route: string): RegExp {
  const path = route
    .split('/')
    .map((part, i) => (i === 0 ? '' : part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escape(part)}`))
    .join('');
  // Any port: the mock build and the production build are served on different ones.
  return new RegExp(`^${escape(origin(provider)).replace(/:\d+$/, ':\\d+')}${path || '/'}/?(?:[?#].*)?$`);
}

/** The title of a journey's test: provider, session, place mode, service step, length and ledger ids. */
export function journeyTitle({ provider, journey }: FrontDoorJourney): string {
  const place = typeof journey.facts.placeMode === 'string' && journey.facts.placeMode ? journey.facts.placeMode : 'no place';
  const service = journey.outcome.steps ?? 'no service step';
  const ledger = [...new Set(journey.moves.map((m) => m.decidedBy).filter((id) => /^[A-L]-\d+/.test(id)))];
  const end = journey.moves.at(-1)?.to ?? '';
  const goal = end.startsWith('external:') ? ' → external thank-you page' : '';
  return `front door: ${provider} · ${journey.session} · ${place} · ${service} (${journey.moves.length} moves)${goal} — ${ledger.join(' ')}`;
}

function firstLines(e: unknown, n = 6): string {
  const text = e instanceof Error ? e.message : String(e);
  return stripVTControlCharacters(text).split('\n').slice(0, n).join('\n');
}

/** Where the page is and what it says went wrong, for error messages. */
async function pageState(page: Page): Promise<string> {
  const step = await page
    .locator('[data-step]')
    .first()
    .getAttribute('data-step', { timeout: 500 })
    .catch(() => null);
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .innerText({ timeout: 500 })
    .catch(() => null);
  const alerts = (await alertTexts(page)).map((t) => t.replace(/\s+/g, ' '));
  return [`page: ${page.url()}`, `step: ${step ?? '(none drawn)'}`, `heading: ${heading ?? '(none)'}`, ...(alerts.length ? [`alerts: ${alerts.join(' | ')}`] : [])].join('; ');
}

async function step<T>(page: Page, where: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new Error(`${where}: ${firstLines(e)}\n  ${await pageState(page)}`, { cause: e });
  }
}

/** Waits until the app shows the move's step (its route, then its widgets drawn). */
async function reach(page: Page, provider: string, stepId: string, route: string): Promise<void> {
  await expect(page, `the app should show step "${stepId}" (${route})`).toHaveURL(routeUrl(provider, route), { timeout: STEP_TIMEOUT });
  await expect(page.locator(`[data-step="${stepId}"]`), `step "${stepId}" should be drawn`).toBeVisible({ timeout: STEP_TIMEOUT });
}

async function play(ctx: DriverContext, where: string, move: JourneyMove, beforeSend?: () => Promise<void>, afterSend?: () => Promise<void>): Promise<void> {
  const { page } = ctx;
  for (const { widget, choice } of move.fills) {
    const fill = widgetDrivers[widget]?.fill;
    const what = `${where} · ${widget} fill "${choice}"`;
    if (!fill) throw new Error(`${what}: no driver fills ${widget} (add src/widgets/<folder>/<name>.driver.ts and list it in src/widgets/registry/drivers.ts)`);
    await step(page, what, () => fill(ctx, choice));
  }
  if (beforeSend) await step(page, `${where} · before sending`, beforeSend);
  const { widget, type, choice } = move.event;
  const send = widgetDrivers[widget]?.send;
  const what = `${where} · ${widget} send ${type}/${choice}`;
  if (!send) throw new Error(`${what}: no driver sends for ${widget} (add src/widgets/<folder>/<name>.driver.ts and list it in src/widgets/registry/drivers.ts)`);
  await step(page, what, () => send(ctx, type, choice));
  if (afterSend) await step(page, `${where} · after sending`, afterSend);
}

/** Optional callbacks of {@link walkJourney}, for checks that ride along a journey (e.g. layout shift). */
export interface JourneyHooks {
  /** Once the move's step is drawn, before its fills (the hook may reload the page: the booking is kept). */
  reached?: (move: JourneyMove, index: number) => Promise<void>;
  /** After the move's fills, just before its event is sent (e.g. Continue pressed): the step is drawn and filled. */
  beforeSend?: (move: JourneyMove, index: number) => Promise<void>;
  /**
   * Right after the move's event is sent, before the runner looks for the next step: nothing of the runner's runs
   * in the page until the hook returns (e.g. a benchmark waits there for the next step without locators).
   */
  afterSend?: (move: JourneyMove, index: number) => Promise<void>;
  /** On the goal step once it is drawn (not called when the journey ends on an external page). */
  atGoal?: (stepId: string) => Promise<void>;
  /**
   * Opens the front door instead of the default (`/` on the provider's host with a `?preview=` scenario: the
   * mock build's provider, clock and session). The production build has no `?preview=`: its runner opens `/`.
   */
  open?: () => Promise<void>;
  /** What makes this walk's e-mail addresses unique in its back end (default: provider and session). */
  unique?: string;
  /**
   * Ends the walk once this step is drawn (its first visit, before its fills): the test takes over there with the
   * returned context. No goal is reached and no booking is checked.
   */
  stopAt?: string;
}

/**
 * Walks `journey` for `provider` from the front door to the goal, then checks the booking is in the mock
 * back end (one more than before for the signed-in customer, one for a new account). `hooks` run on each
 * step once it is drawn and before its event is sent, and on the goal step. With `hooks.stopAt` it stops on
 * that step instead. Returns the drivers' context (the test may play a stopped step with it).
 */
export async function walkJourney(page: Page, entry: FrontDoorJourney, hooks: JourneyHooks = {}): Promise<DriverContext> {
  const { provider, config, journey, goalRoute } = entry;
  const who = `${provider} · ${journey.session}`;
  const ctx: DriverContext = {
    page,
    provider,
    config,
    session: journey.session,
    // Each test has its own browser context and so its own mock world: provider and session make the e-mail unique there.
    unique: hooks.unique ?? `${provider}-${journey.session}`,
  };
  const last = journey.moves.at(-1);
  if (!last) throw new Error(`${who}: the journey has no moves`);

  // The provider's own thank-you page: the mock world serves its stand-in on the app's origin (mocks/pages/thank-you-page.ts).
  const external = last.to.startsWith('external:') ? last.to.slice('external:'.length) : null;

  if (hooks.open) await hooks.open();
  else {
    const start = new URL('/', origin(provider));
    start.searchParams.set('preview', encodeScenario({ provider, now: NOW, ...(journey.session === 'customer' ? { session: 'customer' as const } : {}) }));
    await page.goto(start.toString());
  }

  let before = 0;
  for (const [i, move] of journey.moves.entries()) {
    const where = `${who} · move ${i + 1}/${journey.moves.length} on step "${move.stepId}" (${move.route})`;
    await step(page, `${where}: reaching the step`, () => reach(page, provider, move.stepId, move.route));
    if (move.stepId === hooks.stopAt) return ctx;
    const reached = hooks.reached;
    if (reached) await step(page, `${where}: on the step`, () => reached(move, i));
    if (i === 0 && journey.session === 'customer') before = (await bookingsInBackEnd(page, provider)).length;
    // A returning customer's existing bookings are counted once they have signed in (J-01).
    if (journey.session === 'returning' && journey.moves[i - 1]?.event.widget === 'loginForm') before = (await bookingsInBackEnd(page, provider)).length;
    const { beforeSend, afterSend } = hooks;
    await play(ctx, where, move, beforeSend ? () => beforeSend(move, i) : undefined, afterSend ? () => afterSend(move, i) : undefined);
  }

  const end = `${who} · after the last move (${last.event.widget} ${last.event.type} → ${last.to})`;
  if (external) {
    await step(page, `${end}: leaving for the external thank-you page (its stand-in)`, async () => {
      await expect(page).toHaveURL((url) => url.pathname === THANK_YOU_PAGE_PATH && url.searchParams.get('for') === external, { timeout: STEP_TIMEOUT });
      await expect(page.getByRole('heading', { name: 'Thank you for your booking', level: 1 })).toBeVisible();
    });
    // The mock back end lives in the app's tab storage: come back to the app to read it.
    await page.goBack();
    await step(page, `${end}: back in the app`, () => expect(page.locator('[data-step]').first()).toBeVisible({ timeout: STEP_TIMEOUT }));
  } else {
    await step(page, `${end}: reaching the goal`, async () => {
      await reach(page, provider, last.to, goalRoute);
      await expect(page.getByRole('heading', { name: 'Thank You', level: 1 })).toBeVisible();
    });
    const atGoal = hooks.atGoal;
    if (atGoal) await step(page, `${end}: on the goal`, () => atGoal(last.to));
  }
  await step(page, `${end}: the booking in the mock back end`, async () => {
    const works = await bookingsInBackEnd(page, provider);
    expect(works.length, 'bookings of the account in the mock back end').toBe(before + 1);
  });
  return ctx;
}
