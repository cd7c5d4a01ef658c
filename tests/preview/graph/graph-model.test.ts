import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverlay, expandFlow, type Flow, type Overlay } from '../../../src/engine';
import { edgeId, graphModel, type GraphModel } from '../../../preview/graph/graph-model';

const read = <T>(file: string): T => JSON.parse(readFileSync(join(import.meta.dirname, '../../../flows', file), 'utf8')) as T;
const flow = read<Flow>('booking.flow.json');
const model = graphModel(flow);

const edge = (m: GraphModel, source: string, target: string, guard = false) => m.edges.find((e) => e.id === edgeId(source, target, guard));

describe('graphModel on flows/booking.flow.json', () => {
  it('has one node per step, in flow order, with its route', () => {
    const steps = expandFlow(flow).steps;
    expect(model.nodes.map((n) => n.id)).toEqual(steps.map((s) => s.id));
    expect(model.nodes.find((n) => n.id === 'place')).toMatchObject({ route: '/pricing/place', entry: false, terminal: false });
    expect(model.nodes.find((n) => n.id === 'login')).toMatchObject({ route: '/login', entry: true });
  });

  it('labels edges with the rule ids of the event rules and the fallback', () => {
    expect(edge(model, 'simple', 'tires')).toMatchObject({ ruleIds: ['D-03'], events: ['pickCategory'], guard: false });
    expect(edge(model, 'simple', 'services')?.rules).toContainEqual({ id: 'D-02', event: 'pickCategory', kind: 'otherwise' });
  });

  it('groups parallel rules between two steps into one edge', () => {
    const ids = model.edges.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const placeToSchedule = edge(model, 'place', 'schedule');
    expect(placeToSchedule?.ruleIds.length).toBeGreaterThan(1);
    expect(placeToSchedule?.events).toEqual(expect.arrayContaining(['continue', 'pickSavedPlace']));
  });

  it('marks guard redirects as guard edges, every branch of a fromConfig target included', () => {
    expect(edge(model, 'simple', 'schedule', true)).toMatchObject({ ruleIds: ['D-07'], events: [], guard: true });
    expect(edge(model, 'simple', 'begin', true)?.ruleIds).toEqual(['D-09']);
    for (const target of ['services', 'tires', 'detailing', 'diagnostic']) {
      expect(edge(model, 'simple', target, true)?.ruleIds).toContain('D-08');
    }
    expect(edge(model, 'simple', 'schedule', true)?.rules).toEqual([{ id: 'D-07', event: null, kind: 'guard' }]);
  });

  it('expands rule lists and templates', () => {
    const listIds = (name: string) => (flow.ruleLists?.[name] ?? []).map((r) => r.id);
    const fromServices = model.edges.filter((e) => e.source === 'services' && !e.guard).flatMap((e) => e.ruleIds);
    for (const id of [...listIds('needs-vehicle'), ...listIds('needs-place'), ...listIds('needs-account')]) expect(fromServices).toContain(id);
    // confirm-appointment and review extend the checkout template, whose doubleBooking event falls back to schedule (H-35).
    expect(edge(model, 'confirm-appointment', 'schedule')?.ruleIds).toContain('H-35');
    expect(edge(model, 'review', 'schedule')?.events).toContain('doubleBooking');
  });

  it('only joins steps of the flow, and keeps steps no edge reaches as islands', () => {
    const ids = new Set(model.nodes.map((n) => n.id));
    for (const e of model.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
    expect(model.nodes.map((n) => n.id)).toContain('privacy-policy');
  });

  it('draws a provider overlay’s flow (fleetco) with the same steps', () => {
    const overlaid = graphModel(applyOverlay(flow, read<Overlay>('overlays/fleetco.json')));
    expect(overlaid.nodes.map((n) => n.id)).toEqual(model.nodes.map((n) => n.id));
  });

  it('is pure: the same flow gives an equal model', () => {
    expect(graphModel(flow)).toEqual(model);
  });
});

describe('graphModel on a small flow', () => {
  const small: Flow = {
    id: 'small',
    entry: ['a'],
    steps: [
      {
        id: 'a',
        route: '/a',
        widgets: [],
        guards: [{ id: 'G-1', when: { query: 'x' }, redirect: { fromQuery: 'redirect', otherwise: 'b' } }],
        on: {
          go: { rules: [{ id: 'R-1', when: { query: 'y' }, to: 'nowhere' }, { id: 'R-2', when: { query: 'z' }, to: { step: 'b' } }], otherwise: { id: 'R-3', to: 'b' } },
          back: { rules: [], otherwise: { id: 'R-2', to: 'b' } },
          leave: { rules: [], otherwise: { id: 'R-4', to: { urlFromConfig: 'exit_url', otherwise: 'a' } } },
        },
      },
      { id: 'b', route: '/b', widgets: [], terminal: true },
    ],
  };

  it('groups by target, keeps a rule id once per event, drops targets that are no step', () => {
    const m = graphModel(small);
    expect(m.edges.map((e) => e.id)).toEqual(['a->b:guard', 'a->b', 'a->a']);
    expect(edge(m, 'a', 'b')).toMatchObject({ ruleIds: ['R-2', 'R-3'], events: ['go', 'back'] });
    expect(edge(m, 'a', 'b')?.rules).toEqual([
      { id: 'R-2', event: 'go', kind: 'rule' },
      { id: 'R-3', event: 'go', kind: 'otherwise' },
      { id: 'R-2', event: 'back', kind: 'otherwise' },
    ]);
    expect(edge(m, 'a', 'a')?.ruleIds).toEqual(['R-4']);
    expect(m.nodes[1]).toEqual({ id: 'b', route: '/b', entry: false, terminal: true });
  });
});
