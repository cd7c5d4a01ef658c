import { describe, expect, it } from 'vitest';
import { evaluateCondition, type Condition, type FlowContext, type OptionTrace } from '../../../src/engine';
import { conditionReason, decidingLeaves, leafReason, optionSentence, partSentence } from '../../../preview/analysis/condition-reason';

const ctx = (config: Record<string, unknown>, session = { signedIn: false, guest: false }, booking: FlowContext['booking'] = {}): FlowContext => ({
  config,
  session,
  booking,
  query: {},
});
const trace = (cond: Condition, c: FlowContext) => evaluateCondition(cond, c, { singleShopLocation: () => true });

describe('conditionReason', () => {
  it('B-05 At Work hidden: names service_locations, the value read and what it lacks', () => {
    const t = trace({ config: 'service_locations', includes: 'workplace' }, ctx({ service_locations: ['home', 'shop'] }));
    expect(conditionReason(t)).toEqual({ text: '`service_locations` is ["home","shop"] (does not include "workplace")', fields: ['service_locations'] });
    expect(partSentence('At Work', t.result, t)).toBe('At Work: hidden — `service_locations` is ["home","shop"] (does not include "workplace")');
  });

  it('B-05 At Work shown: the value read and what it includes', () => {
    const t = trace({ config: 'service_locations', includes: 'workplace' }, ctx({ service_locations: ['workplace'] }));
    expect(partSentence('At Work', t.result, t)).toBe('At Work: shown — `service_locations` is ["workplace"] (includes "workplace")');
  });

  it('H-08 prices hidden through a `not`: the leaf under it decides', () => {
    const cond: Condition = { not: { config: 'is_hiding_price_in_booking' } };
    const hidden = trace(cond, ctx({ is_hiding_price_in_booking: true }));
    expect(partSentence('Prices', hidden.result, hidden)).toBe('Prices: hidden — `is_hiding_price_in_booking` is true');
    const shown = trace(cond, ctx({}));
    expect(partSentence('Prices', shown.result, shown)).toBe('Prices: shown — `is_hiding_price_in_booking` is not set');
  });

  it('keeps only the leaves that decided an `all` or an `any`', () => {
    const all: Condition = { all: [{ config: 'a' }, { config: 'b' }, { config: 'c', equals: 'x' }] };
    const failed = trace(all, ctx({ a: true, b: false, c: 'y' }));
    expect(decidingLeaves(failed).map((l) => l.text)).toEqual(['config.b is truthy', 'config.c = "x"']);
    expect(conditionReason(failed)).toEqual({ text: '`b` is false and `c` is "y" (not "x")', fields: ['b', 'c'] });
    const held = trace(all, ctx({ a: true, b: true, c: 'x' }));
    expect(conditionReason(held).text).toBe('`a` is true and `b` is true and `c` is "x"');

    const any: Condition = { any: [{ config: 'is_using_stripe' }, { config: 'is_using_square' }] };
    expect(conditionReason(trace(any, ctx({ is_using_stripe: false, is_using_square: true }))).text).toBe('`is_using_square` is true');
    expect(conditionReason(trace(any, ctx({}))).text).toBe('`is_using_stripe` is not set and `is_using_square` is not set');
  });

  it('words the session, booking facts, `in` lists, guards and constants', () => {
    expect(conditionReason(trace({ session: 'signedIn' }, ctx({}))).text).toBe('the customer is not signed in');
    expect(conditionReason(trace({ session: 'guest' }, ctx({}, { signedIn: false, guest: true }))).text).toBe('the customer is checking out as a guest');
    expect(conditionReason(trace({ booking: 'placeMode', equals: 'workplace' }, ctx({}, undefined, { placeMode: 'home' }))).text).toBe(
      'the booking\'s `placeMode` is "home" (not "workplace")',
    );
    expect(conditionReason(trace({ config: 'scheduling_system', in: ['time_slots', 'other'] }, ctx({ scheduling_system: 'days' }))).text).toBe(
      '`scheduling_system` is "days" (not one of "time_slots", "other")',
    );
    expect(conditionReason(trace({ config: 'service_locations' }, ctx({ service_locations: [] }))).text).toBe('`service_locations` is [] (empty)');
    expect(conditionReason(trace({ guard: 'singleShopLocation' }, ctx({}))).text).toBe('guard singleShopLocation holds');
    expect(conditionReason(trace(true, ctx({}))).text).toBe('always');
    expect(leafReason({ text: 'never', result: false, op: 'constant' })).toBe('never');
  });
});

describe('optionSentence', () => {
  it('a value read from the configuration: the option, its value, what was read', () => {
    const o: OptionTrace = { option: 'calendar', text: 'config.scheduling_system = "time_slots" → "slots"', value: 'slots' };
    expect(optionSentence(o)).toBe('calendar = "slots" — config.scheduling_system = "time_slots"');
    const fallback: OptionTrace = { option: 'calendar', text: 'config.scheduling_system = "other" → "days" (otherwise)', value: 'days' };
    expect(optionSentence(fallback)).toBe('calendar = "days" — config.scheduling_system = "other" (otherwise)');
  });

  it('cases: the reason of the case that held, or none', () => {
    const c = ctx({ is_using_stripe: false, is_using_square: true });
    const held: OptionTrace = {
      option: 'processor',
      text: 'case 2 (config.is_using_square is truthy) → "square"',
      value: 'square',
      cases: [trace({ config: 'is_using_stripe' }, c), trace({ config: 'is_using_square' }, c)],
    };
    expect(optionSentence(held)).toBe('processor = "square" — case 2: `is_using_square` is true');
    const none: OptionTrace = { option: 'processor', text: 'no case holds → null (otherwise)', value: null, cases: [trace({ config: 'is_using_stripe' }, c)] };
    expect(optionSentence(none)).toBe('processor = null — no case holds (otherwise)');
  });
});
