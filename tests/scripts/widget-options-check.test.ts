import { describe, expect, it } from 'vitest';
import { checkFlowNames, type Flow, type FlowCatalog, type WidgetUse } from '../../src/engine';
import { sidebarPartLabels, widgetCatalog } from '../../src/widgets/registry/catalog';
import { checkerWidgets } from '../../src/widgets/registry/checker-catalog';
import { configDomains } from '../../scripts/flow-check/config-domains';
import { optionValidator } from '../../scripts/flow-check/schema-validators';

const catalog: FlowCatalog = {
  widgets: checkerWidgets(),
  sidebarParts: sidebarPartLabels,
  guards: [],
  configFields: configDomains().fields,
  bookingFacts: [],
  validate: optionValidator(),
};

/** A one-step flow (a plain page, so the sidebar is not needed) showing `use`, with a message `t`. */
function flowWith(use: WidgetUse): Flow {
  return { id: 'mini', entry: ['a'], messages: { t: 'Title' }, steps: [{ id: 'a', route: '/a', layout: 'page', terminal: true, widgets: [use] }] };
}

/** The problems about options and parts (a widget's events and messages are another check's). */
const problems = (use: WidgetUse) =>
  checkFlowNames(flowWith(use), 'mini.flow.json', catalog)
    .filter((p) => p.severity === 'error' && (/\/(options|parts)(\/|$)/.test(p.path) || /option|part/.test(p.message)))
    .map((p) => `${p.path}: ${p.message}`);

describe('flows:check and widget options (every catalogue widget declares its options schema)', () => {
  it.each(Object.keys(widgetCatalog))('refuses an unknown option on %s, naming flow, step and JSON path', (name) => {
    const found = checkFlowNames(flowWith({ widget: name, options: { zzUnknown: 1 } }), 'mini.flow.json', catalog);
    expect(found).toContainEqual(
      expect.objectContaining({ file: 'mini.flow.json', path: '/steps/0/widgets/0/options/zzUnknown', message: expect.stringContaining(`widget "${name}" has no option "zzUnknown"`) }),
    );
  });

  it('refuses a mistyped option, a value outside its enum and a missing required option', () => {
    expect(problems({ widget: 'heading', options: { title: 42 } })).toEqual(['/steps/0/widgets/0/options/title: option "title" of widget "heading" must be string']);
    expect(problems({ widget: 'rescheduleLink', options: { kind: 'later' } })).toEqual([
      '/steps/0/widgets/0/options/kind: option "kind" of widget "rescheduleLink" must be equal to one of the allowed values: ["reschedule","proactive"]',
    ]);
    expect(problems({ widget: 'heading', options: {} })).toEqual(['/steps/0/widgets/0: widget "heading" needs the option "title"']);
    expect(problems({ widget: 'schedulePicker', options: { imagez: true } })[0]).toMatch(/options\/imagez: widget "schedulePicker" has no option "imagez"/);
  });

  it('checks message-key options and every branch of a computed option', () => {
    expect(problems({ widget: 'heading', options: { title: 'nope' } })).toEqual(['/steps/0/widgets/0/options/title: unknown message "nope"']);
    expect(problems({ widget: 'heading', options: { title: { cases: [{ when: { session: 'signedIn' }, value: 't' }], otherwise: 'missing' } } })).toEqual([
      '/steps/0/widgets/0/options/title/otherwise: unknown message "missing"',
    ]);
    expect(problems({ widget: 'heading', options: { title: { fromConfig: 'no_such_field', map: { a: 7 } } } })).toEqual([
      '/steps/0/widgets/0/options/title/fromConfig: unknown configuration field "no_such_field"',
      '/steps/0/widgets/0/options/title/map/a: option "title" of widget "heading" must be string',
    ]);
  });

  it('refuses an unknown part and a part left unwritten (the flow decides every part)', () => {
    expect(problems({ widget: 'heading', options: { title: 't' }, parts: { prices: true } })).toEqual([
      '/steps/0/widgets/0/parts/prices: widget "heading" has no part "prices" (it has no parts)',
    ]);
    expect(problems({ widget: 'placePicker', parts: { home: true, shop: true } })).toEqual([
      '/steps/0/widgets/0: widget "placePicker" needs the part "workplace" (At Work): write the condition under which it shows',
    ]);
  });
});
