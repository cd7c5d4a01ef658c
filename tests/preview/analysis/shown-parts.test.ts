import { describe, expect, it } from 'vitest';
import type { Flow, Overlay } from '../../../src/engine';
import { blastRadius } from '../../../preview/analysis/blast-radius';
import { behaviourDiff } from '../../../preview/analysis/behaviour-diff';
import { fleetMatrix } from '../../../preview/analysis/fleet-matrix';
import { shownChanges, shownDifferences, shownItems, stateWords } from '../../../preview/analysis/shown-parts';
import { bookingFlow, fixtures, fixtureWith, overlays } from './analysis-inputs';

const item = (items: ReturnType<typeof shownItems>, key: string) => items.find((i) => i.key === key);

/** A small flow: a step with a heading for signed-in customers, a message and a computed option, and the sidebar's prices. */
const small: Flow = {
  id: 'small',
  entry: ['one'],
  sidebar: { parts: { prices: { not: { config: 'is_hiding_price_in_booking' } } } },
  steps: [
    {
      id: 'one',
      route: '/one',
      widgets: [
        { widget: 'heading', when: { session: 'signedIn' }, options: { title: 't' } },
        { widget: 'heading', options: { title: 't' } },
        { widget: 'message', when: { config: 'payment_message_on_checkout_screen' }, options: { message: 'm' } },
        {
          widget: 'placePicker',
          parts: {
            home: { config: 'service_locations', includes: 'home' },
            workplace: { all: [{ config: 'service_locations', includes: 'workplace' }, { session: 'signedIn' }] },
            shop: true,
          },
        },
        {
          widget: 'schedulePicker',
          options: {
            calendar: { fromConfig: 'scheduling_system', map: { time_slots: 'slots' }, otherwise: 'days' },
            waitlist: { cases: [{ when: { config: 'is_waitlist_enabled' }, value: 'on' }], otherwise: 'off' },
            title: { cases: [{ when: { session: 'signedIn' }, value: 'a' }], otherwise: 'b' },
          },
        },
      ],
    },
    { id: 'two', route: '/two', widgets: [{ widget: 'placePicker', parts: { home: true, workplace: { config: 'service_locations', includes: 'workplace' }, shop: false } }] },
  ],
};

describe('shownItems', () => {
  it('B-03..B-06 the place step: At Work hidden for a provider without workplace, with the field and its value', () => {
    const items = shownItems(bookingFlow, fixtureWith('demo', { service_locations: ['home', 'shop'] }), { overlays });
    expect(item(items, 'place/placePicker#1/workplace')).toMatchObject({
      stepId: 'place',
      route: '/pricing/place',
      kind: 'part',
      widget: 'placePicker',
      label: 'At Work',
      state: 'hidden',
      reason: 'showing it needs service_locations to include "workplace"; this provider has ["home","shop"]',
      fields: ['service_locations'],
    });
    expect(item(items, 'place/placePicker#1/home')).toMatchObject({ label: 'At Home', state: 'shown' });
    // The saveLocation widget shows for signed-in customers only: the configuration does not settle it.
    expect(item(items, 'place/saveLocation#1')).toMatchObject({ kind: 'widget', state: 'depends' });
  });

  it('H-08 the sidebar prices part: hidden for a provider hiding prices, shown otherwise', () => {
    expect(item(shownItems(bookingFlow, fixtures.hidden!, { overlays }), 'sidebar/prices')).toMatchObject({
      stepId: null,
      label: 'Prices (each service and the subtotal)',
      state: 'hidden',
      reason: 'showing it needs is_hiding_price_in_booking to be false; this provider has true',
      fields: ['is_hiding_price_in_booking'],
    });
    expect(item(shownItems(bookingFlow, fixtures.demo!, { overlays }), 'sidebar/prices')?.state).toBe('shown');
  });

  it('settles widgets, parts (a hidden widget hides them) and computed options from the configuration alone', () => {
    const items = shownItems(small, { service_locations: ['home'], scheduling_system: 'time_slots' });
    expect(items.map((i) => [i.key, i.label, i.state])).toEqual([
      ['one/heading#1', 'heading #1', 'depends'],
      ['one/heading#2', 'heading #2', 'shown'],
      ['one/message#1', 'message', 'hidden'],
      ['one/placePicker#1', 'placePicker', 'shown'],
      ['one/placePicker#1/home', 'At Home', 'shown'],
      ['one/placePicker#1/workplace', 'At Work', 'hidden'],
      ['one/placePicker#1/shop', 'At The Shop', 'shown'],
      ['one/schedulePicker#1', 'schedulePicker', 'shown'],
      ['one/schedulePicker#1/option:calendar', 'calendar of schedulePicker', '"slots"'],
      ['one/schedulePicker#1/option:waitlist', 'waitlist of schedulePicker', '"off"'],
      ['one/schedulePicker#1/option:title', 'title of schedulePicker', 'depends'],
      ['two/placePicker#1', 'placePicker', 'shown'],
      ['two/placePicker#1/home', 'At Home', 'shown'],
      ['two/placePicker#1/workplace', 'At Work', 'hidden'],
      ['two/placePicker#1/shop', 'At The Shop', 'hidden'],
      ['sidebar/prices', 'Prices (each service and the subtotal)', 'shown'],
    ]);
    // With workplace offered, At Work on `one` still waits for the session; on `two` it shows.
    const more = shownItems(small, { service_locations: ['home', 'workplace'], scheduling_system: 'days', is_waitlist_enabled: true });
    expect(item(more, 'one/placePicker#1/workplace')?.state).toBe('depends');
    expect(item(more, 'two/placePicker#1/workplace')?.state).toBe('shown');
    expect(item(more, 'one/schedulePicker#1/option:calendar')?.state).toBe('"days"');
    expect(item(more, 'one/schedulePicker#1/option:waitlist')).toMatchObject({ state: '"on"', fields: ['is_waitlist_enabled'] });
  });

  it('is memoised per configuration value', () => {
    expect(shownItems(small, { service_locations: ['home'] })).toBe(shownItems(small, { service_locations: ['home'] }));
  });
});

describe('shownChanges', () => {
  it('B-05 in words: At Work shown → hidden on the place step, with the field and both values', () => {
    const a = fixtures.demo!;
    const b = fixtureWith('demo', { service_locations: ['home', 'shop'] });
    const changes = shownChanges(shownItems(bookingFlow, a, { overlays }), shownItems(bookingFlow, b, { overlays }), a, b);
    const atWork = changes.find((c) => c.label === 'At Work')!;
    expect(atWork).toMatchObject({
      kind: 'part',
      widget: 'placePicker',
      part: 'workplace',
      before: 'shown',
      after: 'hidden',
      fields: [{ field: 'service_locations', before: ['home', 'workplace', 'shop'], after: ['home', 'shop'] }],
    });
    expect(atWork.places).toContainEqual({ stepId: 'place', route: '/pricing/place' });
    expect(atWork.text).toMatch(/^At Work shown → hidden on \/pricing\/place.* \(service_locations: \["home","workplace","shop"\] → \["home","shop"\]\)$/);
    expect(changes.some((c) => c.label === 'At Home' || c.label === 'At The Shop')).toBe(false);
  });

  it('groups one change on several steps, leaves out the parts of a widget that changes itself, words an overlay', () => {
    const a = { service_locations: ['home', 'workplace'], payment_message_on_checkout_screen: 'Pay' };
    const b = { service_locations: ['home'] };
    const changes = shownChanges(shownItems(small, a), shownItems(small, b), a, b);
    expect(changes.map((c) => c.text)).toEqual([
      'message shown → hidden on /one (payment_message_on_checkout_screen: "Pay" → not set)',
      'At Work depends on the visit → hidden on /one (service_locations: ["home","workplace"] → ["home"])',
      'At Work shown → hidden on /two (service_locations: ["home","workplace"] → ["home"])',
    ]);
    const grouped = shownChanges(shownItems(small, { is_hiding_price_in_booking: true }), shownItems(small, {}), { is_hiding_price_in_booking: true }, {});
    expect(grouped.map((c) => c.text)).toEqual(['Prices (each service and the subtotal) hidden → shown in the sidebar (is_hiding_price_in_booking: true → not set)']);

    // A flow whose steps differ (an overlay) and no configuration difference.
    const other: Flow = { ...small, steps: [small.steps[1]!] };
    const o = shownChanges(shownItems(other, b), shownItems(small, b), b, b);
    expect(o.find((c) => c.label === 'heading #2')?.text).toBe('heading #2 not in the flow → shown on /one (the flow differs: the provider’s overlay)');
    expect(stateWords('absent')).toBe('not in the flow');
  });

  it('shownDifferences keeps what differs between providers', () => {
    const rows = shownDifferences([shownItems(small, { service_locations: ['home'] }), shownItems(small, { service_locations: ['home', 'workplace'] })]);
    expect(rows.map((r) => [r.item.key, r.cells.map((c) => c?.state)])).toEqual([
      ['one/placePicker#1/workplace', ['hidden', 'depends']],
      ['two/placePicker#1/workplace', ['hidden', 'shown']],
    ]);
  });
});

describe('what the steps show, in the blast radius, the semantic diff and the fleet view', () => {
  it('H-08 blast radius of hiding prices: "Prices … shown → hidden in the sidebar" for acme; nothing for the churned provider or one that hides already', () => {
    const result = blastRadius(bookingFlow, fixtures, 'is_hiding_price_in_booking', true, { overlays });
    const of = (p: string) => result.providers.find((x) => x.provider === p)!;
    const acme = of('acme');
    expect(acme.unchanged).toBe(false);
    expect(acme.shown.map((c) => c.text)).toContain('Prices (each service and the subtotal) shown → hidden in the sidebar (is_hiding_price_in_booking: false → true)');
    expect(of('hidden')).toMatchObject({ unchanged: true, shown: [] });
    expect(of('gone').shown).toEqual([]);
  });

  it('B-05 semantic diff: At Work shown → hidden on /pricing/place, and the diff is not "same"', () => {
    const diff = behaviourDiff(bookingFlow, fixtures.demo!, fixtureWith('demo', { service_locations: ['home', 'shop'] }), { overlays });
    expect(diff.same).toBe(false);
    expect(diff.shownChanged.find((c) => c.label === 'At Work')?.text).toMatch(/^At Work shown → hidden on \/pricing\/place/);
    expect(behaviourDiff(bookingFlow, fixtures.demo!, fixtureWith('demo', { logo_max_height: 80 })).shownChanged).toEqual([]);
  });

  it('B-05 H-08 the fleet view lists the parts providers differ on: At Work on the place step, the sidebar prices', () => {
    const m = fleetMatrix(bookingFlow, fixtures, { overlays });
    const atWork = m.shown.find((r) => r.key === 'place/placePicker#1/workplace')!;
    const states = Object.fromEntries(m.providers.map((p, i) => [p, atWork.cells[i]!.state]));
    expect(states).toMatchObject({ demo: 'shown', acme: 'hidden', hidden: 'shown', fleetco: 'shown', diag: 'hidden' });
    expect(atWork.cells[m.providers.indexOf('acme')]!.reason).toBe('showing it needs service_locations to include "workplace"; this provider has ["home"]');
    const prices = m.shown.find((r) => r.key === 'sidebar/prices')!;
    expect(prices.cells[m.providers.indexOf('hidden')]!.state).toBe('hidden');
    expect(prices.cells[m.providers.indexOf('demo')]!.state).toBe('shown');
  });

  it('an overlay that hides the sidebar prices for one provider shows in its items', () => {
    const overlay = { flow: bookingFlow.id, provider: 'acme', conditions: { 'prices-shown': false } } as unknown as Overlay;
    const items = shownItems(bookingFlow, fixtures.acme!, { overlays: { acme: overlay }, provider: 'acme' });
    expect(item(items, 'sidebar/prices')).toMatchObject({ state: 'hidden', reason: 'never shown' });
  });
});
