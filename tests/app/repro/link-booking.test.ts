/**
 * A repro link's `booking` (src/api/scenario-codec.ts, applied by src/app/repro/setup-repro.ts) and a link's
 * `now` together with the time machine's moved clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeScenario, encodeScenario, ScenarioDecodeError, type Scenario } from '../../../src/api/scenario-codec';
import { clearToken } from '../../../src/api/client';
import { checkBooking } from '../../../src/app/repro/booking-snapshot';
import { setupRepro, type ReproEnv } from '../../../src/app/repro/setup-repro';
import { emptyBooking } from '../../../src/booking/booking-state';
import { bookingStorageKey } from '../../../src/booking/persisted-booking';
import { DEMO_CAMRY, OIL_CHANGE_LINE } from '../../../src/booking/sample-booking';
import { appNow, setAppClock } from '../../../src/ui/app-clock';
import { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from '../../../mocks/scenario';
import { resetWorld, world } from '../../../mocks/world';
import { now } from '../../../mocks/world/clock';
import { MemoryStorage } from '../../support/memory-storage';

function env(search: string, storage: Storage = new MemoryStorage()): ReproEnv {
  return {
    location: { pathname: '/pricing/services', search, hash: '' },
    history: { state: null, replaceState: vi.fn() },
    storage,
    reload: vi.fn(),
  };
}

/** The real mock back end's scenario functions (node: kept in memory). */
const mocks = { applyScenario, clearScenario, currentScenario, resetWorld, movedClock };
const booking = { placeMode: 'home' as const, vehicle: DEMO_CAMRY, cart: [OIL_CHANGE_LINE], couponCode: 'FIRST15' };

afterEach(() => {
  clearScenario();
  resetWorld();
  setAppClock(undefined);
  clearToken();
});

describe('a repro link’s booking', () => {
  it('round-trips through the codec', () => {
    const s: Scenario = { provider: 'acme', booking };
    expect(decodeScenario(encodeScenario(s))).toEqual(s);
  });

  it('is checked: a wrong value or an unknown field is refused with where it is', () => {
    const bad = (b: unknown) => encodeScenario({ booking: b } as Scenario);
    expect(() => decodeScenario(bad({ placeMode: 'moon' }))).toThrow(ScenarioDecodeError);
    expect(() => decodeScenario(bad({ placeMode: 'moon' }))).toThrow(/booking\.placeMode/);
    expect(() => decodeScenario(bad({ cuopon: 'X' }))).toThrow(/cuopon/);
    expect(() => decodeScenario(bad({ cart: [{ long_name: 'x' }] }))).toThrow(/booking\.cart\.0/);
    expect(() => decodeScenario(bad({ tireQuantity: 9 }))).toThrow(/booking\.tireQuantity/);
  });

  it('checkBooking completes a booking with empty values and keeps fields nested records do not name', () => {
    const checked = checkBooking({ cart: [{ ...OIL_CHANGE_LINE, tire_size: '225/45R17' }] });
    expect(checked).toEqual({ ok: true, state: { ...emptyBooking(), cart: [{ ...OIL_CHANGE_LINE, tire_size: '225/45R17' }] } });
    expect(checkBooking(emptyBooking())).toEqual({ ok: true, state: emptyBooking() });
    expect(checkBooking('not a booking')).toMatchObject({ ok: false, message: expect.stringMatching(/^Invalid booking: \(root\)/) });
  });

  it('is saved as the tab’s booking of the scenario’s provider when the link is applied, and left alone on a reload', () => {
    const storage = new MemoryStorage();
    storage.setItem(bookingStorageKey('acme'), JSON.stringify({ ...emptyBooking(), couponCode: 'OLD' }));
    const result = setupRepro(mocks, 'demo', env(`?preview=${encodeScenario({ provider: 'acme', booking })}`, storage));
    expect(result.provider).toBe('acme');
    expect(JSON.parse(storage.getItem(bookingStorageKey('acme')) ?? 'null')).toEqual({ ...emptyBooking(), ...booking });
    expect(storage.getItem(bookingStorageKey('demo'))).toBeNull();

    // The customer changes the booking, then reloads (the link's parameter is gone from the address).
    storage.setItem(bookingStorageKey('acme'), JSON.stringify({ ...emptyBooking(), couponCode: 'CHANGED' }));
    setupRepro(mocks, 'demo', env('', storage));
    expect(JSON.parse(storage.getItem(bookingStorageKey('acme')) ?? 'null').couponCode).toBe('CHANGED');
  });

  it('uses the host’s provider for the booking key when the scenario names none', () => {
    const storage = new MemoryStorage();
    setupRepro(mocks, 'fleetco', env(`?preview=${encodeScenario({ booking: { guest: true } })}`, storage));
    expect(JSON.parse(storage.getItem(bookingStorageKey('fleetco')) ?? 'null')).toEqual({ ...emptyBooking(), guest: true });
  });
});

describe('a link’s now and the moved clock', () => {
  const link = `?preview=${encodeScenario({ provider: 'demo', now: '2026-03-10T11:30:00-04:00' })}`;

  it('a link’s now seeds the world at that instant and sets the clock', () => {
    const result = setupRepro(mocks, 'demo', env(link));
    expect(appNow().toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(now().toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(world().seeded_at).toBe('2026-03-10T15:30:00.000Z');
    expect(result.banner?.now).toBe('2026-03-10T11:30:00-04:00');
  });

  it('the moved clock survives a reload and re-applying the same link, without reseeding', () => {
    setupRepro(mocks, 'demo', env(link));
    const seeded = world();
    moveClock('2026-03-13T12:00:00-04:00'); // the bridge's setClock
    // A reload without the parameter
    let result = setupRepro(mocks, 'demo', env(''));
    expect(appNow().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(result.banner?.now).toBe('2026-03-13T12:00:00-04:00');
    // The tool reloads the frame with the same link
    result = setupRepro(mocks, 'demo', env(link));
    expect(appNow().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(now().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(world()).toBe(seeded);
  });

  it('a link with another now reseeds there and drops the moved clock', () => {
    setupRepro(mocks, 'demo', env(link));
    moveClock('2026-03-13T12:00:00-04:00');
    setupRepro(mocks, 'demo', env(`?preview=${encodeScenario({ provider: 'demo', now: '2026-05-01T10:00:00-04:00' })}`));
    expect(movedClock()).toBeUndefined();
    expect(appNow().toISOString()).toBe('2026-05-01T14:00:00.000Z');
    expect(world().seeded_at).toBe('2026-05-01T14:00:00.000Z');
  });
});
