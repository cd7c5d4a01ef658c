import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/api/scenario-codec';
import { reproLink } from '../../../preview/scenario-builder';
import { linkExtras, scenarioKey, withBooking, withClock } from '../../../preview/workspace/scenario-link';

const ORIGIN = 'http://localhost:5173';
const base: Scenario = { provider: 'demo', now: '2026-03-10T14:00:00.000Z' };

describe('the scenario a repro link carries', () => {
  it('linkExtras gives back the booking and the moved clock of a link, nothing of the form', () => {
    const link = reproLink(ORIGIN, '/pricing/place', { ...base, session: 'customer', booking: { cart: [] }, clock: '2026-03-10T16:00:00.000Z' });
    expect(linkExtras(link, ORIGIN)).toEqual({ booking: { cart: [] }, clock: '2026-03-10T16:00:00.000Z' });
    expect(linkExtras(reproLink(ORIGIN, '/pricing/place', base), ORIGIN)).toEqual({});
  });

  it('linkExtras is empty for a link without a scenario or with an unreadable one', () => {
    expect(linkExtras('/pricing/place', ORIGIN)).toEqual({});
    expect(linkExtras('/pricing/place?preview=not-a-scenario', ORIGIN)).toEqual({});
  });

  it("withClock adds the time machine's clock only when it moved away from the link's now", () => {
    expect(withClock(base, null)).toBe(base);
    expect(withClock(base, '2026-03-10T14:00:00Z')).toBe(base);
    expect(withClock(base, '2026-03-10T15:00:00.000Z')).toEqual({ ...base, clock: '2026-03-10T15:00:00.000Z' });
    expect(withClock({ provider: 'demo' }, '2026-03-10T15:00:00.000Z')).toEqual({ provider: 'demo', clock: '2026-03-10T15:00:00.000Z' });
  });

  it("withBooking adds the app's booking when there is one; scenarioKey tells scenarios apart", () => {
    expect(withBooking(base, null)).toBe(base);
    expect(withBooking(base, { cart: [] })).toEqual({ ...base, booking: { cart: [] } });
    expect(scenarioKey(base)).toBe(scenarioKey({ ...base }));
    expect(scenarioKey(base)).not.toBe(scenarioKey(withClock(base, '2026-03-10T15:00:00.000Z')));
    expect(scenarioKey(null)).toBe('null');
  });
});
