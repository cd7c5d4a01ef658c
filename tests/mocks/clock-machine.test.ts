/**
 * The mock world's time machine (mocks/scenario.ts moveClock, mocks/world/clock.ts now): "now" moves while the
 * seeded world stays where it is, so a seeded appointment's cancellation cut-off can be crossed.
 */
import { describe, expect, it } from 'vitest';
import { setToken } from '../../src/api/client';
import { cancelScheduledWork } from '../../src/api/scheduled-works';
import type { Scenario } from '../../src/api/scenario-codec';
import { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from '../../mocks/scenario';
import { world } from '../../mocks/world';
import { now } from '../../mocks/world/clock';
import { DEMO_CUSTOMER_TOKEN } from '../../mocks/world/ids';
import { useMockServer } from '../api/harness';

useMockServer();

/** Tuesday 10 March 2026, 11:30 in New York: appointment 5001 is on Saturday 14 March at 9:00. */
const NOW = '2026-03-10T11:30:00-04:00';
const withFee: Scenario = {
  session: 'customer',
  now: NOW,
  config: { is_charging_cancellation_fee: true, cancellation_fee_amount_dollars: 25, cancellation_cut_off_hours: 24 },
};
const work5001 = () => world().works.find((w) => w.scheduled_work_id === 5001)!;

describe('the time machine of the mock world', () => {
  it('a link\'s clock moves the clock of a world seeded at its now (a copied time-machine state)', () => {
    applyScenario({ now: NOW });
    const date = work5001().date;
    const seeded = world();
    applyScenario({ now: NOW, clock: '2026-03-13T12:00:00-04:00' });
    expect(world()).toBe(seeded); // same now: not reseeded
    expect(work5001().date).toBe(date);
    expect(now().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    clearScenario();
    applyScenario({ now: NOW, clock: '2026-03-13T12:00:00-04:00' });
    expect(work5001().date).toBe(date); // seeded at now, whatever the clock
    expect(movedClock()).toBe('2026-03-13T12:00:00-04:00');
    clearScenario();
  });

  it('moves now without reseeding the world', () => {
    applyScenario({ now: NOW });
    const seeded = world();
    const date = work5001().date;
    expect(date).toBe('2026-03-14');
    moveClock('2026-03-13T12:00:00-04:00');
    expect(now().toISOString()).toBe('2026-03-13T16:00:00.000Z');
    expect(movedClock()).toBe('2026-03-13T12:00:00-04:00');
    expect(world()).toBe(seeded);
    expect(world().seeded_at).toBe(seeded.seeded_at);
    expect(work5001().date).toBe(date);
    moveClock(undefined);
    expect(now().toISOString()).toBe('2026-03-10T15:30:00.000Z');
  });

  it('keeps the moved clock and the world when the same scenario is applied again (a reload of the link)', () => {
    applyScenario({ now: NOW });
    world().works.push({ ...work5001(), scheduled_work_id: 1 });
    moveClock('2026-03-12T09:00:00-04:00');
    expect(applyScenario({ now: NOW })).toBe(false);
    expect(movedClock()).toBe('2026-03-12T09:00:00-04:00');
    expect(world().works.some((w) => w.scheduled_work_id === 1)).toBe(true);
  });

  it('a link differing only in its booking neither reseeds nor drops the moved clock', () => {
    applyScenario({ now: NOW });
    world().works.push({ ...work5001(), scheduled_work_id: 1 });
    moveClock('2026-03-12T09:00:00-04:00');
    expect(applyScenario({ now: NOW, booking: { couponCode: 'FIRST15' } })).toBe(false);
    expect(currentScenario().booking).toEqual({ couponCode: 'FIRST15' });
    expect(movedClock()).toBe('2026-03-12T09:00:00-04:00');
    expect(world().works.some((w) => w.scheduled_work_id === 1)).toBe(true);
  });

  it('a different scenario drops the moved clock and reseeds at its now; clearing the scenario drops it too', () => {
    applyScenario({ now: NOW });
    moveClock('2026-03-12T09:00:00-04:00');
    expect(applyScenario({ now: '2026-04-01T10:00:00-04:00' })).toBe(true);
    expect(movedClock()).toBeUndefined();
    expect(now().toISOString()).toBe('2026-04-01T14:00:00.000Z');
    expect(world().seeded_at).toBe('2026-04-01T14:00:00.000Z');
    moveClock('2026-04-02T10:00:00-04:00');
    clearScenario();
    expect(movedClock()).toBeUndefined();
  });

  it('refuses an unreadable instant', () => {
    expect(() => moveClock('tomorrow')).toThrow(/ISO/);
  });

  it('crosses a seeded appointment’s cancellation cut-off: outside it no fee is charged, after moving the clock inside it the fee is', async () => {
    applyScenario(withFee);
    setToken(DEMO_CUSTOMER_TOKEN);
    const seededAt = world().seeded_at;
    moveClock('2026-03-13T12:00:00-04:00'); // 21 hours before 9:00 on the 14th
    await cancelScheduledWork(5001, { cancellation_reason: 'Date or Time Conflict' });
    expect(work5001()).toMatchObject({ status: 'cancelled', cancellation_fee_charged_dollars: 25, date: '2026-03-14' });
    expect(world().seeded_at).toBe(seededAt);
  });

  it('without the move, the same cancel is outside the cut-off and free', async () => {
    applyScenario(withFee);
    setToken(DEMO_CUSTOMER_TOKEN);
    await cancelScheduledWork(5001, { cancellation_reason: 'Date or Time Conflict' });
    expect(work5001()).toMatchObject({ status: 'cancelled', cancellation_fee_charged_dollars: 0 });
  });
});
