import { describe, expect, it } from 'vitest';
import { checkFlowNames, type FlowCatalog } from '../../src/engine';
import type { Flow } from '../../src/engine';

const catalog: FlowCatalog = { widgets: { heading: {} }, guards: [], configFields: ['skip_simple_services_to'], bookingFacts: [] };

const flow = (over: Partial<Flow>): Flow => ({
  id: 'f',
  entry: ['a'],
  messages: { one: 'One', two: 'Two' },
  steps: [
    { id: 'a', route: '/a', widgets: [] },
    { id: 'b', route: '/b', phase: 'second', widgets: [] },
  ],
  ...over,
});

describe('step-bar phases in the flow checker (D-69, D-70)', () => {
  it('accepts phases with flow-message titles, known targets and steps naming them', () => {
    const ok = flow({
      phases: [
        { id: 'first', title: 'one', to: { fromConfig: 'skip_simple_services_to', map: { x: 'a' }, otherwise: 'a' } },
        { id: 'second', title: 'two', to: 'b' },
      ],
    });
    expect(checkFlowNames(ok, 'f.json', catalog)).toEqual([]);
  });

  it('reports an unknown title, target step, configuration field and a step’s unknown phase', () => {
    const bad = flow({ phases: [{ id: 'first', title: 'nope', to: { fromConfig: 'nope_field', map: {}, otherwise: 'zzz' } }] });
    expect(checkFlowNames(bad, 'f.json', catalog).map((p) => `${p.path}: ${p.message}`)).toEqual([
      '/phases/0/title: unknown message "nope" (phase titles are flow messages)',
      '/phases/0/to: unknown step "zzz"',
      '/phases/0/to/fromConfig: unknown configuration field "nope_field"',
      '/steps/1/phase: unknown phase "second"',
    ]);
  });
});
