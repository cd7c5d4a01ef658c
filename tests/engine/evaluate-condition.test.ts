import { describe, expect, it } from 'vitest';
import { describeCondition, evaluateCondition, MissingGuardError } from '../../src/engine';
import { makeContext, makeGuards } from './support/context';

const guards = makeGuards();

describe('evaluateCondition', () => {
  it('reads a configuration flag as truthy and records the value it saw', () => {
    const t = evaluateCondition({ config: 'is_skipping_vehicle' }, makeContext({ config: { is_skipping_vehicle: true } }), guards);
    expect(t).toMatchObject({ result: true, value: true, text: 'config.is_skipping_vehicle is truthy' });
  });

  it('treats a missing or empty value as false', () => {
    expect(evaluateCondition({ config: 'is_skipping_vehicle' }, makeContext(), guards).result).toBe(false);
    expect(evaluateCondition({ config: 'offered_vehicle_makes' }, makeContext({ config: { offered_vehicle_makes: [] } }), guards).result).toBe(false);
  });

  it('tests equals, in and includes', () => {
    const ctx = makeContext({ config: { scheduling_system: 'time_slots', service_locations: ['home', 'shop'] }, booking: { vehicleType: 'rv' } });
    expect(evaluateCondition({ config: 'scheduling_system', equals: 'time_slots' }, ctx, guards).result).toBe(true);
    expect(evaluateCondition({ booking: 'vehicleType', in: ['rv', 'boat'] }, ctx, guards).result).toBe(true);
    expect(evaluateCondition({ config: 'service_locations', includes: 'workplace' }, ctx, guards).result).toBe(false);
    expect(evaluateCondition({ config: 'service_locations', includes: 'shop' }, ctx, guards).result).toBe(true);
  });

  it('reads session, query presence and event fields', () => {
    const ctx = makeContext({ signedIn: true, query: { redirect: '' } });
    expect(evaluateCondition({ session: 'signedIn' }, ctx, guards).result).toBe(true);
    expect(evaluateCondition({ session: 'guest' }, ctx, guards).result).toBe(false);
    expect(evaluateCondition({ query: 'redirect' }, ctx, guards).result).toBe(true);
    expect(evaluateCondition({ query: 'error' }, ctx, guards).result).toBe(false);
    expect(evaluateCondition({ event: 'category', equals: 'tires' }, ctx, guards, { type: 'pickCategory', category: 'tires' }).result).toBe(true);
  });

  it('combines with all, any and not, keeping every child in the trace', () => {
    const t = evaluateCondition(
      { all: [{ session: 'signedIn' }, { not: { booking: 'cartEmpty' } }, { any: [{ config: 'a' }, { config: 'b' }] }] },
      makeContext({ signedIn: true, booking: { cartEmpty: false }, config: { b: 1 } }),
      guards,
    );
    expect(t.result).toBe(true);
    expect(t.children).toHaveLength(3);
    expect(t.children?.[2]?.children?.map((c) => c.result)).toEqual([false, true]);
  });

  it('calls named guards and fails loudly on a missing one', () => {
    expect(evaluateCondition({ guard: 'singleShopLocation' }, makeContext(), makeGuards({ singleShopLocation: true })).result).toBe(true);
    expect(() => evaluateCondition({ guard: 'nope' }, makeContext(), guards)).toThrow(MissingGuardError);
  });

  it('describes conditions in words', () => {
    expect(describeCondition({ not: { booking: 'placeMode', equals: 'workplace' } })).toBe('not (booking.placeMode = "workplace")');
    expect(describeCondition({ query: 'redirect' })).toBe('query.redirect is present');
  });
});
