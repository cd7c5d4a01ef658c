import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken } from '../../src/api/client';
import { encodeScenario, type Scenario } from '../../src/api/scenario-codec';
import { appNow, setAppClock } from '../../src/ui/app-clock';
import { setupRepro, type ReproEnv, type ReproMocks } from '../../src/app/repro/setup-repro';
import { bookingStorageKey } from '../../src/booking/persisted-booking';
import { MemoryStorage } from '../support/memory-storage';

function fakeMocks(initial: Scenario = {}) {
  let current: Scenario = initial;
  const mocks: ReproMocks & { resets: number } = {
    resets: 0,
    applyScenario: vi.fn((s: Scenario) => {
      const changed = JSON.stringify(s) !== JSON.stringify(current);
      current = s;
      if (s.session === 'customer') setToken('demo-customer-token');
      return changed;
    }),
    clearScenario: vi.fn(() => {
      current = {};
    }),
    currentScenario: () => current,
    resetWorld: vi.fn(() => {
      mocks.resets++;
    }),
  };
  return mocks;
}

function fakeEnv(pathname: string, search: string, hash = '') {
  const storage = new MemoryStorage();
  const env: ReproEnv & { address: string | null } = {
    address: null,
    location: { pathname, search, hash },
    history: {
      state: { idx: 0 },
      replaceState(_data, _unused, url) {
        env.address = String(url);
      },
    },
    storage,
    reload: vi.fn(),
  };
  return env;
}

beforeEach(() => clearToken());
afterEach(() => {
  setAppClock(undefined);
  clearToken();
});

describe('setupRepro', () => {
  it('applies the link, removes the parameter and runs as the scenario’s provider with its clock', () => {
    const s: Scenario = { provider: 'fleetco', session: 'customer', now: '2025-03-10T10:00:00-04:00' };
    const mocks = fakeMocks();
    const env = fakeEnv('/pricing/place', `?x=1&preview=${encodeScenario(s)}`, '#h');
    const result = setupRepro(mocks, 'acme', env);
    expect(mocks.applyScenario).toHaveBeenCalledWith(s);
    expect(env.address).toBe('/pricing/place?x=1#h');
    expect(result.provider).toBe('fleetco');
    expect(result.banner).toMatchObject({ provider: 'fleetco', now: s.now, error: undefined });
    expect(appNow().toISOString()).toBe('2025-03-10T14:00:00.000Z');
    expect(getToken()).toBe('demo-customer-token');
  });

  it('keeps the host’s provider when the scenario names none', () => {
    const mocks = fakeMocks();
    const env = fakeEnv('/', `?preview=${encodeScenario({ session: 'guest' })}`);
    const result = setupRepro(mocks, 'acme', env);
    expect(result.provider).toBe('acme');
    expect(result.banner?.provider).toBe('acme');
  });

  it('a bad link: an error for the banner, the parameter removed, the app goes on without it', () => {
    const mocks = fakeMocks();
    const env = fakeEnv('/pricing/place', '?preview=%%%');
    const result = setupRepro(mocks, 'demo', env);
    expect(mocks.applyScenario).not.toHaveBeenCalled();
    expect(env.address).toBe('/pricing/place');
    expect(result.provider).toBe('demo');
    expect(result.banner?.provider).toBeUndefined();
    expect(result.banner?.error).toBe('Invalid preview link: the value is not base64url text.');
  });

  it('a scenario that fails validation names the field', () => {
    const bad = btoa(JSON.stringify({ session: 'admin' })).replace(/=+$/, '');
    const result = setupRepro(fakeMocks(), 'demo', fakeEnv('/', `?preview=${bad}`));
    expect(result.banner?.error).toMatch(/^Invalid preview scenario: session:/);
  });

  it('after a reload (no parameter) the scenario kept for the tab still applies, and nothing is rewritten', () => {
    const mocks = fakeMocks({ provider: 'skipper', config: { customer_facing_name: 'X' } });
    const env = fakeEnv('/pricing/tires', '');
    const result = setupRepro(mocks, 'demo', env);
    expect(mocks.applyScenario).not.toHaveBeenCalled();
    expect(env.address).toBeNull();
    expect(result.provider).toBe('skipper');
    expect(result.banner?.provider).toBe('skipper');
  });

  it('no scenario and no link: no banner, the host’s provider, the real clock', () => {
    setAppClock('2020-01-01T00:00:00Z');
    const result = setupRepro(fakeMocks(), 'acme', fakeEnv('/', ''));
    expect(result).toMatchObject({ provider: 'acme', banner: null });
    expect(appNow().getFullYear()).toBeGreaterThan(2020);
  });

  it('applying a link leaves the tab’s booking as it is (only Reset clears it)', () => {
    const mocks = fakeMocks({ provider: 'demo' });
    const env = fakeEnv('/', `?preview=${encodeScenario({ provider: 'acme' })}`);
    env.storage!.setItem(bookingStorageKey('acme'), '{"cart":[]}');
    setupRepro(mocks, 'demo', env);
    expect(env.storage!.getItem(bookingStorageKey('acme'))).toBe('{"cart":[]}');
  });

  it('Reset reloads; the reloaded page clears the scenario, the world, the token, the saved bookings and the clock before the app starts', () => {
    const mocks = fakeMocks();
    const env = fakeEnv('/pricing/place', `?preview=${encodeScenario({ provider: 'acme', session: 'customer', now: '2025-01-01T00:00:00Z' })}`);
    const { banner } = setupRepro(mocks, 'demo', env);
    env.storage!.setItem('other', 'kept');
    banner!.onReset();
    expect(env.reload).toHaveBeenCalledTimes(1);
    // The leaving page saves its booking and session once more while it unloads (a change or an answer in flight).
    env.storage!.setItem(bookingStorageKey('acme'), '{}');
    setToken('demo-customer-token');
    // The reloaded page (the address bar no longer has ?preview=).
    const reloaded = setupRepro(mocks, 'demo', { ...env, location: { pathname: '/pricing/place', search: '', hash: '' } });
    expect(mocks.clearScenario).toHaveBeenCalledTimes(1);
    expect(mocks.resets).toBe(1);
    expect(getToken()).toBeNull();
    expect(env.storage!.getItem(bookingStorageKey('acme'))).toBeNull();
    expect(env.storage!.getItem('other')).toBe('kept');
    expect(appNow().getFullYear()).toBeGreaterThan(2025);
    expect(reloaded).toMatchObject({ provider: 'demo', banner: null });
    // Only once: the page after that keeps its booking.
    env.storage!.setItem(bookingStorageKey('demo'), '{}');
    setupRepro(mocks, 'demo', { ...env, location: { pathname: '/', search: '', hash: '' } });
    expect(env.storage!.getItem(bookingStorageKey('demo'))).toBe('{}');
    expect(mocks.clearScenario).toHaveBeenCalledTimes(1);
  });

  it('Reset whose request the storage refuses (quota, denied) clears at once, then reloads', () => {
    const mocks = fakeMocks();
    const env = fakeEnv('/pricing/place', `?preview=${encodeScenario({ provider: 'acme', session: 'customer' })}`);
    const { banner } = setupRepro(mocks, 'demo', env);
    env.storage!.setItem(bookingStorageKey('acme'), '{}');
    env.storage!.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    banner!.onReset();
    expect(mocks.clearScenario).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(env.storage!.getItem(bookingStorageKey('acme'))).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('Reset without storage for the request clears at once, then reloads', () => {
    const mocks = fakeMocks();
    const env = { ...fakeEnv('/pricing/place', `?preview=${encodeScenario({ provider: 'acme', session: 'customer' })}`), storage: null };
    const { banner } = setupRepro(mocks, 'demo', env);
    expect(getToken()).toBe('demo-customer-token');
    banner!.onReset();
    expect(mocks.clearScenario).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

describe('setupRepro with the real mock back end', () => {
  it('hands the scenario to applyScenario and reads it back; Reset clears it', async () => {
    const scenarioModule = await import('../../mocks/scenario');
    const world = await import('../../mocks/world');
    const real: ReproMocks = { ...scenarioModule, resetWorld: world.resetWorld };
    const s: Scenario = { provider: 'acme', config: { customer_facing_name: 'Repro Acme' }, session: 'customer' };
    const env = fakeEnv('/pricing/place', `?preview=${encodeScenario(s)}`);
    const result = setupRepro(real, 'demo', env);
    expect(scenarioModule.currentScenario()).toEqual(s);
    expect(result.provider).toBe('acme');
    expect(getToken()).toBe('demo-customer-token');
    result.banner!.onReset();
    setupRepro(real, 'demo', { ...env, location: { pathname: '/pricing/place', search: '', hash: '' } });
    expect(scenarioModule.currentScenario()).toEqual({});
    expect(getToken()).toBeNull();
  });
});
