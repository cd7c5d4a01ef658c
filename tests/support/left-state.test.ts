/**
 * The check tests/setup.ts runs after each node file (the `node` project shares its worker's modules): each kind of
 * module state a file can leave behind is named, and nothing is once it is put back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../src/api/client';
import { setAppClock } from '../../src/ui/app-clock';
import { setClock } from '../../mocks/world/clock';
import { applyScenario, clearScenario, moveClock } from '../../mocks/scenario';
import { leftState } from './left-state';

const AT = '2026-01-05T15:00:00Z';

afterEach(() => {
  setAppClock(undefined);
  setClock(undefined);
  clearScenario();
  clearToken();
});

describe('leftState', () => {
  it('is empty in a fresh worker', async () => {
    expect(await leftState()).toEqual([]);
  });

  it.each([
    ['the app clock', () => setAppClock(AT), /app clock is fixed/],
    ["the mock world's clock, set", () => setClock(AT), /clock is set/],
    ["the mock world's clock, moved", () => moveClock(AT), /clock is moved/],
    ['a scenario', () => applyScenario({ now: AT }), /scenario is loaded/],
    ['a token', () => setToken('left-behind'), /token is stored/],
  ] as const)('names %s left behind', async (_, leave, named) => {
    leave();
    const left = await leftState();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(named);
  });
});
