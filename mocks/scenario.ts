/**
 * Repro-link state of the mock back end (docs/repro-links.md).
 *
 * applyScenario(s) stores the scenario (sessionStorage in a browser tab, so it survives reloads), sets the
 * app's token for `session`, and resets the demo world when the scenario changed. Handlers read it through
 * currentScenario(): provider config overrides (mocks/handlers/context.ts), response overrides
 * (mocks/handlers/overrides.ts) and `now` (mocks/world/clock.ts).
 */
import { clearToken, setToken } from '../src/api/client';
import type { Scenario } from '../src/api/scenario-codec';
import { readJson, writeJson } from './world/storage';
import { DEMO_CUSTOMER_TOKEN } from './world/ids';

export type { Scenario, ResponseOverride } from '../src/api/scenario-codec';

const STORAGE_KEY = 'mock.scenario';
let scenario: Scenario = readJson<Scenario>(STORAGE_KEY) ?? {};
const resetListeners = new Set<() => void>();

export function currentScenario(): Scenario {
  return scenario;
}

/** Internal: the world registers its reset here (avoids an import cycle). */
export function onScenarioChange(cb: () => void): void {
  resetListeners.add(cb);
}

/**
 * Makes `s` the active scenario. Returns true when it differs from the previous one (the world was reset).
 * session 'customer' stores the demo customer's token in the app's client; 'guest' clears it.
 */
export function applyScenario(s: Scenario): boolean {
  const changed = JSON.stringify(s) !== JSON.stringify(scenario);
  scenario = structuredClone(s);
  writeJson(STORAGE_KEY, scenario);
  if (s.session === 'customer') setToken(DEMO_CUSTOMER_TOKEN);
  else if (s.session === 'guest') clearToken();
  if (changed) for (const cb of resetListeners) cb();
  return changed;
}

/** Back to no scenario (real clock, fixtures as they are, no overrides). */
export function clearScenario(): void {
  scenario = {};
  writeJson(STORAGE_KEY, undefined);
}
