/**
 * Repro-link state of the mock back end (docs/repro-links.md).
 *
 * applyScenario(s) stores the scenario (sessionStorage in a browser tab, so it survives reloads), sets the
 * app's token for `session`, and resets the demo world when the scenario changed (the world of that scenario,
 * which the tabs of the origin on the same scenario share: mocks/world/index.ts). Handlers read it through
 * currentScenario(): provider config overrides (mocks/handlers/context.ts), response overrides
 * (mocks/handlers/overrides.ts) and `now` (mocks/world/clock.ts).
 *
 * The time machine: moveClock(iso) moves the world's "now" without reseeding it (seeded appointments stay
 * where they are while "now" moves, so a cancellation cut-off can be crossed). The moved clock is kept with
 * the tab's scenario (sessionStorage) until a different scenario is applied or the scenario is cleared.
 */
import { clearToken, setToken } from '../src/api/client';
import type { Scenario } from '../src/api/scenario-codec';
import { readJson, writeJson } from './world/storage';
import { DEMO_CUSTOMER_TOKEN } from './world/ids';

export type { Scenario, ResponseOverride } from '../src/api/scenario-codec';

const STORAGE_KEY = 'mock.scenario';
const CLOCK_KEY = 'mock.clock';
let scenario: Scenario = readJson<Scenario>(STORAGE_KEY) ?? {};
let moved: string | undefined = readJson<string>(CLOCK_KEY);
const resetListeners = new Set<() => void>();

export function currentScenario(): Scenario {
  return scenario;
}

/** Internal: the world registers its reset here (avoids an import cycle). */
export function onScenarioChange(cb: () => void): void {
  resetListeners.add(cb);
}

/** What decides the world: everything but `booking` (the app's state) and the moved `clock` (the time machine's). */
function worldPart(s: Scenario): string {
  const { booking: _booking, clock: _clock, ...rest } = s;
  return JSON.stringify(rest);
}

/**
 * The identity of the world the active scenario runs on: its world part (provider, config, session, responses,
 * now, overlay…). Tabs of one origin with the same identity share one world (mocks/world/index.ts); `{}` (no
 * scenario) is the world of the host's provider.
 */
export function worldIdentity(): string {
  return worldPart(scenario);
}

/**
 * Makes `s` the active scenario. Returns true when it differs from the previous one in anything but its
 * `booking` and `clock`: then the moved clock is dropped and the world is reseeded (relative to `s.now`).
 * Re-applying the same scenario keeps the world and the moved clock; a link's `clock` moves it (time machine).
 * session 'customer' stores the demo customer's token in the app's client; 'guest' clears it.
 */
export function applyScenario(s: Scenario): boolean {
  const changed = worldPart(s) !== worldPart(scenario);
  scenario = structuredClone(s);
  writeJson(STORAGE_KEY, scenario);
  if (s.session === 'customer') setToken(DEMO_CUSTOMER_TOKEN);
  else if (s.session === 'guest') clearToken();
  if (changed) {
    moveClock(undefined);
    for (const cb of resetListeners) cb();
  }
  if (s.clock !== undefined) moveClock(s.clock);
  return changed;
}

/** Back to no scenario (real clock, fixtures as they are, no overrides); the moved clock is dropped too. */
export function clearScenario(): void {
  scenario = {};
  writeJson(STORAGE_KEY, undefined);
  moveClock(undefined);
}

/**
 * Moves the world's clock to an ISO instant without reseeding the world (the preview's time machine); kept
 * for the tab. `undefined` goes back to the scenario's `now` (else the real time). Throws on an unreadable instant.
 */
export function moveClock(iso: string | undefined): void {
  if (iso !== undefined && Number.isNaN(Date.parse(iso))) throw new Error(`Not an ISO date-time: ${iso}`);
  moved = iso;
  writeJson(CLOCK_KEY, iso);
}

/** The moved clock (ISO) while the time machine set one, else undefined. */
export function movedClock(): string | undefined {
  return moved;
}
