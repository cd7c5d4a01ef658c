import { describe, expect, it } from 'vitest';
import { resolveStep, type Flow } from '../../src/engine';
import { makeContext, makeGuards } from './support/context';

const loopFlow: Flow = {
  id: 'loop',
  entry: ['a'],
  steps: [
    { id: 'a', route: '/a', widgets: [], terminal: true, guards: [{ id: 'a-b', when: { session: 'signedIn' }, redirect: 'b' }] },
    { id: 'b', route: '/b', widgets: [], terminal: true, guards: [{ id: 'b-a', when: { session: 'signedIn' }, redirect: 'a' }] },
  ],
};

describe('resolveStep', () => {
  it('follows redirect chains and reports every hop with its explanation', () => {
    const flow: Flow = {
      ...loopFlow,
      steps: [
        { ...loopFlow.steps[0]!, guards: [{ id: 'a-b', when: { session: 'signedIn' }, redirect: { step: 'b', query: { from: 'a' } } }] },
        { id: 'b', route: '/b', widgets: [], terminal: true, guards: [{ id: 'b-c', when: { query: 'from', equals: 'a' }, redirect: 'c', effects: [{ clearCart: true }] }] },
        { id: 'c', route: '/c', widgets: [], terminal: true, track: 'view_c' },
      ],
    };
    const r = resolveStep(flow, '/a', makeContext({ signedIn: true }), makeGuards());
    expect(r).toMatchObject({ kind: 'step', step: { id: 'c' }, path: '/c' });
    if (r.kind !== 'step') return;
    expect(r.redirects.map((h) => [h.from, h.to.path, h.explanation.decidedBy])).toEqual([
      ['a', '/b?from=a', 'a-b'],
      ['b', '/c', 'b-c'],
    ]);
    expect(r.effects).toEqual([{ clearCart: true }, { track: 'view_c' }]);
  });

  it('throws on a redirect loop, naming the steps', () => {
    expect(() => resolveStep(loopFlow, '/a', makeContext({ signedIn: true }), makeGuards())).toThrow('Redirect loop in flow "loop": a → b → a');
  });

  it('shows the step itself when no guard holds, explaining its guards from the evaluation that decided', () => {
    const r = resolveStep(loopFlow, '/a', makeContext(), makeGuards());
    expect(r).toMatchObject({ kind: 'step', step: { id: 'a' }, redirects: [] });
    if (r.kind !== 'step') return;
    expect(r.explanation).toMatchObject({ stepId: 'a', decidedBy: 'none', trace: [{ id: 'a-b', kind: 'guard', matched: false, condition: { result: false } }] });
  });

  it('explains the landing step’s guards after a redirect chain', () => {
    const flow: Flow = { ...loopFlow, steps: [loopFlow.steps[0]!, { ...loopFlow.steps[1]!, guards: [{ id: 'b-a', when: { session: 'guest' }, redirect: 'a' }] }] };
    const r = resolveStep(flow, '/a', makeContext({ signedIn: true }), makeGuards());
    if (r.kind !== 'step') throw new Error('expected a step');
    expect(r.step.id).toBe('b');
    expect(r.explanation).toMatchObject({ stepId: 'b', decidedBy: 'none', trace: [{ id: 'b-a', matched: false }] });
  });
});
