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
  it('state persists across reloads (localStorage, shared by the tabs of the origin) and resetWorld() restores the seed', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.resetModules();
    const first = await import('../../mocks/world');
    first.world().coupons.push({ coupon_code: 'RELOAD1' });
    first.commit();

    vi.resetModules(); // a page reload: fresh modules, same storage
    const second = await import('../../mocks/world');
    expect(second.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(true);

    second.resetWorld();
    expect(second.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(false);
    vi.resetModules();
    const third = await import('../../mocks/world');
    expect(third.world().coupons.some((c) => c.coupon_code === 'RELOAD1')).toBe(false);
  });

  it('H-35 L-53 two tabs (two module instances over one localStorage) share the world: a change in one reaches the other on its next request', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.resetModules();
    const tabA = await import('../../mocks/world');
    vi.resetModules();
    const tabB = await import('../../mocks/world');
    const camryOf = (w: typeof tabA) => w.world().works.find((x) => x.scheduled_work_id === 5001)!;
    expect(camryOf(tabB).status).toBe('scheduled');

    camryOf(tabA).status = 'cancelled';
    tabA.commit();
    expect(camryOf(tabB).status).toBe('scheduled'); // held until B's next request
    tabB.refreshWorld();
    expect(camryOf(tabB).status).toBe('cancelled');
  });

  it('a repro link applied in one tab starts its own fresh world; the tabs without a scenario keep theirs', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.resetModules();
    const hostTab = await import('../../mocks/world');
    hostTab.world().coupons.push({ coupon_code: 'HOSTONLY' });
    hostTab.commit();
    vi.resetModules();
    const linkScenario = await import('../../mocks/scenario');
    const linkTab = await import('../../mocks/world');
    linkScenario.applyScenario({ provider: 'acme', now: '2026-03-10T11:30:00-04:00' });
    expect(linkTab.world().coupons.some((c) => c.coupon_code === 'HOSTONLY')).toBe(false);
    linkTab.world().coupons.push({ coupon_code: 'LINKONLY' });
    linkTab.commit();
    hostTab.refreshWorld();
    expect(hostTab.world().coupons.map((c) => c.coupon_code)).toContain('HOSTONLY');
    expect(hostTab.world().coupons.map((c) => c.coupon_code)).not.toContain('LINKONLY');
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
