/**
 * The back end of the production build's tests (e2e/production/): one HTTP mock back end whose world all of
 * them share, so each test uses accounts of its own (`unique`) and every spec posts the same scenario.
 */
import { expect, test } from '@playwright/test';
import { frontDoorJourneys, type FrontDoorJourney } from '../../scripts/flow-check/front-door-journeys';
import { NOW } from './now';
import { E2E_API_PORT } from './port';

/**
 * Sets the shared back end's world: its clock at NOW, and acme without a card processor. Stripe's and Square's
 * scripts cannot load offline and the production build has only their real adapters, so a booking that needs a
 * card would stop at "Card payment is not available right now" (which is what it should do without them). Every
 * test posts the same scenario: the first reseeds the world, the others change nothing.
 */
export async function postProductionScenario(): Promise<void> {
  const scenario = { now: NOW, provider: 'acme', config: { is_using_square: false, is_using_stripe: false } };
  const answer = await fetch(`http://127.0.0.1:${E2E_API_PORT}/__scenario`, { method: 'POST', body: JSON.stringify(scenario) });
  expect(answer.ok, await answer.text()).toBe(true);
}

/** A walk's e-mail addresses must be new to the shared back end, also when a local server is reused or a test runs again. */
export function unique(what: string): string {
  const { parallelIndex, repeatEachIndex, retry } = test.info();
  return `${what}-prod-${process.pid}-${parallelIndex}-${repeatEachIndex}-${retry}`;
}

/** The engine's front-door journey of `provider` for `session` (throws when there is none). */
export function journeyOf(provider: string, session: string): FrontDoorJourney {
  const entry = frontDoorJourneys().find((j) => j.provider === provider && j.journey.session === session);
  if (!entry) throw new Error(`no ${provider} ${session} journey`);
  return entry;
}
