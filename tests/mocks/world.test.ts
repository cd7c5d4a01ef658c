import { afterEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('demo world', () => {
  it('state persists across reloads within a tab (sessionStorage) and resetWorld() restores the seed', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    vi.resetModules();
    const first = await import('../../mocks/world');
    first.world().coupons.push({ coupon_code: 'RELOAD1' });
    first.commit();

    vi.resetModules(); // a page reload: fresh modules, same tab storage
    const second = await import('../../mocks/world');
    expect(second.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(true);

    second.resetWorld();
    expect(second.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(false);
    vi.resetModules();
    const third = await import('../../mocks/world');
    expect(third.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(false);
  });

  it('the scenario persists across reloads too', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.resetModules();
    const a = await import('../../mocks/scenario');
    a.applyScenario({ provider: 'acme', now: '2031-05-05T12:00:00Z' });
    vi.resetModules();
    const b = await import('../../mocks/scenario');
    expect(b.currentScenario()).toEqual({ provider: 'acme', now: '2031-05-05T12:00:00Z' });
    const clock = await import('../../mocks/world/clock');
    expect(clock.today()).toBe('2031-05-05');
  });

  it('the seed holds works in every status, upsells in every state, token links valid and expired', async () => {
    const { world } = await import('../../mocks/world');
    const { now } = await import('../../mocks/world/clock');
    const w = world();
    expect(new Set(w.works.map((x) => x.status.toLowerCase()))).toEqual(new Set(['scheduled', 'keys_available', 'suggested', 'finished', 'cancelled']));
    expect(new Set(w.works.flatMap((x) => x.services).map((l) => l.upsell_status).filter(Boolean))).toEqual(new Set(['pending', 'future', 'rejected']));
    const expired = w.token_links.filter((l) => new Date(l.expires_at) < now());
    expect(expired).toHaveLength(1);
    expect(w.token_links.length).toBeGreaterThan(expired.length);
  });
});
