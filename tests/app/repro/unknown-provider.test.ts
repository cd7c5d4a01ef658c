/** Issue 27, item 1: a link naming a provider the mock back end does not know says so in the banner (no demo instead). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeScenario, type Scenario } from '../../../src/api/scenario-codec';
import { setupRepro, type ReproMocks } from '../../../src/app/repro/setup-repro';
import { setAppClock } from '../../../src/ui/app-clock';
import { MemoryStorage } from '../../support/memory-storage';

afterEach(() => setAppClock(undefined));

function run(scenario: Scenario, known: boolean) {
  let current: Scenario = {};
  const mocks: ReproMocks = {
    applyScenario: (s) => {
      current = s;
      return true;
    },
    clearScenario: () => undefined,
    currentScenario: () => current,
    resetWorld: () => undefined,
    knowsProvider: (name) => known || name === 'demo',
  };
  const env = {
    location: { pathname: '/pricing/place', search: `?preview=${encodeScenario(scenario)}`, hash: '' },
    history: { state: null, replaceState: vi.fn() },
    storage: new MemoryStorage(),
    reload: vi.fn(),
  };
  return setupRepro(mocks, 'demo', env);
}

describe('setupRepro and a provider that is not a fixture', () => {
  it('runs as the named provider and says plainly that the mock back end does not know it', () => {
    const setup = run({ provider: 'bayside' }, false);
    expect(setup.provider).toBe('bayside');
    expect(setup.banner?.provider).toBe('bayside');
    expect(setup.banner?.problem).toContain('names provider "bayside", which the mock back end does not know, and carries no full configuration of it');
  });

  it('has no problem when the back end knows the provider (a link carrying its whole configuration)', () => {
    const setup = run({ provider: 'bayside' }, true);
    expect(setup.provider).toBe('bayside');
    expect(setup.banner?.problem).toBeUndefined();
  });
});
