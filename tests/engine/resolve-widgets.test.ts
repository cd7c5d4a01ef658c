import { describe, expect, it } from 'vitest';
import { explainWidgets, optionValue, resolveWidgets, sidebarParts, type Flow, type Step } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards } from './support/context';

const noGuards = makeGuards();

const step = (widgets: Step['widgets']): Step => ({ id: 's', route: '/s', widgets });

describe('optionValue', () => {
  const ctx = makeContext({ config: { scheduling_system: 'time_slots', tip_percent_defaults: [15, 20], is_using_square: true } });

  it('gives a literal as it is, with no trace', () => {
    expect(optionValue('title-key', ctx, noGuards)).toEqual({ value: 'title-key' });
    expect(optionValue({ a: 1 }, ctx, noGuards)).toEqual({ value: { a: 1 } });
  });

  it('reads a configuration field (fromConfig) and says what it read', () => {
    const r = optionValue({ fromConfig: 'tip_percent_defaults' }, ctx, noGuards);
    expect(r.value).toEqual([15, 20]);
    expect(r.trace?.text).toBe('config.tip_percent_defaults = [15,20]');
  });

  it('maps a configuration value, and falls back to otherwise for an unset field or one not in the map', () => {
    const calendar = { fromConfig: 'scheduling_system', map: { time_slots: 'slots' }, otherwise: 'month' };
    expect(optionValue(calendar, ctx, noGuards)).toEqual({ value: 'slots', trace: { text: 'config.scheduling_system = "time_slots" → "slots"', value: 'slots' } });
    const other = makeContext({ config: { scheduling_system: 'other' } });
    expect(optionValue(calendar, other, noGuards).value).toBe('month');
    expect(optionValue({ fromConfig: 'default_state', otherwise: 'VA' }, ctx, noGuards)).toEqual({
      value: 'VA',
      trace: { text: 'config.default_state = not set → "VA" (otherwise)', value: 'VA' },
    });
  });

  it('takes the first case whose condition holds (cases), listing the cases looked at', () => {
    const processor = { cases: [{ when: { config: 'is_using_stripe' }, value: 'stripe' }, { when: { config: 'is_using_square' }, value: 'square' }], otherwise: null };
    const r = optionValue(processor, ctx, noGuards);
    expect(r.value).toBe('square');
    expect(r.trace?.text).toBe('case 2 (config.is_using_square is truthy) → "square"');
    expect(r.trace?.cases?.map((c) => c.result)).toEqual([false, true]);
    expect(optionValue(processor, makeContext(), noGuards).value).toBeNull();
  });
});

describe('resolveWidgets and explainWidgets', () => {
  const s = step([
    { widget: 'heading', options: { title: 't' } },
    { widget: 'hidden', when: { session: 'signedIn' } },
    {
      widget: 'picker',
      parts: { prices: { not: { config: 'is_hiding_price_in_booking' } }, work: { config: 'service_locations', includes: 'workplace' }, always: true },
      options: { calendar: { fromConfig: 'scheduling_system', map: { time_slots: 'slots' }, otherwise: 'month' } },
    },
  ]);
  const ctx = makeContext({ config: { service_locations: ['home', 'shop'], is_hiding_price_in_booking: true } });

  it('draws the widgets whose when holds, with parts decided and options computed', () => {
    expect(resolveWidgets(s, ctx, noGuards)).toEqual([
      { index: 0, widget: 'heading', options: { title: 't' }, parts: {} },
      { index: 2, widget: 'picker', options: { calendar: 'month' }, parts: { prices: false, work: false, always: true } },
    ]);
  });

  it('explains every widget: why it shows or not, each part with the value read, each computed option', () => {
    const [heading, hidden, picker] = explainWidgets(s, ctx, noGuards);
    expect(heading).toMatchObject({ widget: 'heading', shown: true, parts: [], computed: [] });
    expect(hidden).toMatchObject({ widget: 'hidden', shown: false, when: { text: 'session.signedIn', result: false, value: false } });
    expect(picker!.parts.map((p) => [p.part, p.shown, p.condition.text])).toEqual([
      ['prices', false, 'not (config.is_hiding_price_in_booking is truthy)'],
      ['work', false, 'config.service_locations includes "workplace"'],
      ['always', true, 'always'],
    ]);
    expect(picker!.parts[1]!.condition.value).toEqual(['home', 'shop']);
    expect(picker!.computed).toEqual([{ option: 'calendar', text: 'config.scheduling_system = not set → "month" (otherwise)', value: 'month' }]);
  });

  it('B-03 the booking flow decides the place modes from service_locations', () => {
    const place = bookingFlow.steps.find((x) => x.id === 'place')!;
    const picker = (locations: string[]) =>
      resolveWidgets(place, makeContext({ config: { service_locations: locations } }), noGuards).find((w) => w.widget === 'placePicker')!.parts;
    expect(picker(['home', 'shop'])).toEqual({ home: true, workplace: false, shop: true });
    expect(picker(['workplace'])).toEqual({ home: false, workplace: true, shop: false });
  });

  it('H-08 the sidebar shows prices unless the provider hides them', () => {
    expect(sidebarParts(bookingFlow, makeContext(), noGuards).map((p) => [p.part, p.shown])).toEqual([['prices', true]]);
    const hidden = sidebarParts(bookingFlow, makeContext({ config: { is_hiding_price_in_booking: true } }), noGuards);
    expect(hidden.map((p) => [p.part, p.shown])).toEqual([['prices', false]]);
    expect(sidebarParts({ id: 'f', entry: ['s'], steps: [step([])] } as Flow, makeContext(), noGuards)).toEqual([]);
  });
});
