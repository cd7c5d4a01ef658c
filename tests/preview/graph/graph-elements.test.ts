import { describe, expect, it } from 'vitest';
import { flowElements, highlightedParts, ruleEdgeLabel, stepNodeLabel } from '../../../preview/graph/graph-elements';
import type { GraphModel } from '../../../preview/graph/graph-model';
import { layoutGraph } from '../../../preview/graph/layout-graph';

// a --continue(R-1)--> b --continue(L-1, shared)--> c;  a --guard G-1--> c;  d --continue(L-1)--> c
const model: GraphModel = {
  starts: ['a'],
  nodes: ['a', 'b', 'c', 'd'].map((id) => ({ id, route: `/${id}`, entry: false, terminal: false })),
  edges: [
    { id: 'a->b', source: 'a', target: 'b', ruleIds: ['R-1'], events: ['continue'], guard: false, rules: [{ id: 'R-1', event: 'continue', kind: 'rule' }] },
    { id: 'b->c', source: 'b', target: 'c', ruleIds: ['L-1'], events: ['continue'], guard: false, rules: [{ id: 'L-1', event: 'continue', kind: 'rule' }] },
    { id: 'a->c:guard', source: 'a', target: 'c', ruleIds: ['G-1'], events: [], guard: true, rules: [{ id: 'G-1', event: null, kind: 'guard' }] },
    { id: 'd->c', source: 'd', target: 'c', ruleIds: ['L-1'], events: ['continue'], guard: false, rules: [{ id: 'L-1', event: 'continue', kind: 'rule' }] },
  ],
};
const layout = layoutGraph(model);

describe('highlightedParts', () => {
  it('highlights nothing for no highlight', () => {
    expect(highlightedParts(layout, undefined)).toEqual({ nodes: new Set(), edges: new Set(), active: false });
    expect(highlightedParts(layout, { steps: [], rules: [] }).active).toBe(false);
  });

  it('takes a rule’s edges and their ends when only rules are given', () => {
    const parts = highlightedParts(layout, { rules: ['L-1'] });
    expect(parts.edges).toEqual(new Set(['b->c', 'd->c']));
    expect(parts.nodes).toEqual(new Set(['b', 'c', 'd']));
  });

  it('keeps only the edges leaving the given steps', () => {
    const parts = highlightedParts(layout, { steps: ['a', 'b', 'c'], rules: ['R-1', 'L-1'] });
    expect(parts.edges).toEqual(new Set(['a->b', 'b->c']));
    expect(parts.nodes).toEqual(new Set(['a', 'b', 'c']));
  });

  it('with moves, lights only the edge of the way taken (a rule shared by several ways)', () => {
    const parts = highlightedParts(layout, { steps: ['b', 'd'], rules: ['L-1'], moves: [{ from: 'd', to: 'c' }] });
    expect(parts.edges).toEqual(new Set(['d->c']));
    expect(highlightedParts(layout, { rules: ['L-1'], moves: [{ from: 'a', to: 'c' }] }).edges.size).toBe(0);
  });

  it('ignores unknown steps', () => {
    expect(highlightedParts(layout, { steps: ['zz'] }).nodes.size).toBe(0);
  });
});

describe('flowElements', () => {
  it('gives read-only nodes of the layout’s size and place, with handles, names and highlight states', () => {
    const { nodes } = flowElements(layout, { unreachable: { d: 'no rule leads here' }, highlight: { rules: ['R-1'] }, selectedStep: 'b' });
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const placed = layout.nodes.find((n) => n.id === 'a');
    expect(byId.get('a')).toMatchObject({ type: 'step', position: { x: placed?.x, y: placed?.y }, width: placed?.width, draggable: false, connectable: false });
    expect(byId.get('a')?.handles).toHaveLength(2);
    expect(byId.get('a')?.data.state).toBe('highlighted');
    expect(byId.get('c')?.data.state).toBe('dimmed');
    expect(byId.get('b')?.selected).toBe(true);
    expect(byId.get('d')?.data.unreachable).toBe('no rule leads here');
    expect(byId.get('d')?.ariaLabel).toBe('Step d, /d, unreachable: no rule leads here');
  });

  it('gives edges their route, label, state and a guard marker', () => {
    const { edges } = flowElements(layout, { highlight: { rules: ['G-1'] } });
    const guard = edges.find((e) => e.id === 'a->c:guard');
    expect(guard?.data).toMatchObject({ guard: true, state: 'highlighted', ruleIds: ['G-1'] });
    expect(guard?.className).toContain('flow-graph__rf-edge--guard');
    expect(guard?.zIndex).toBe(1);
    expect(edges.find((e) => e.id === 'a->b')?.data?.state).toBe('dimmed');
  });

  it('names steps and edges for screen readers', () => {
    expect(stepNodeLabel({ id: 'place', route: '/pricing/place' }, undefined)).toBe('Step place, /pricing/place');
    expect(ruleEdgeLabel(model.edges[0]!)).toBe('From a to b, on continue: rule R-1');
    expect(ruleEdgeLabel(model.edges[2]!)).toBe('From a to c, guard on entry: rule G-1');
  });
});
