import { describe, expect, it } from 'vitest';
import { checkFlowNames, type Flow } from '../../src/engine';
import { ruleIdClashes } from '../../src/engine/rule-id-clashes';
import { writtenBookingFlow } from './support/context';

const flow = (steps: unknown[], ruleLists?: unknown): Flow => ({ id: 'f', entry: ['a'], steps, ruleLists }) as unknown as Flow;
const step = (id: string, on: unknown, guards?: unknown) => ({ id, route: `/${id}`, widgets: [], on, guards });

describe('ruleIdClashes (one rule id names one rule)', () => {
  it('finds an id used for two different rules, at the later rule, naming the first', () => {
    const f = flow([
      step('a', { go: { rules: [{ id: 'R-1', when: { session: 'guest' }, to: 'b' }], otherwise: { id: 'R-2', to: 'b' } } }),
      step('b', { go: { rules: [], otherwise: { id: 'R-1', to: 'a' } } }),
    ]);
    expect(ruleIdClashes(f)).toEqual([{ path: '/steps/1/on/go/otherwise/id', message: 'the rule id "R-1" also names a different rule at /steps/0/on/go/rules/0' }]);
  });

  it('a rule written twice word for word (notes aside), or in a rule list used twice, is one rule', () => {
    const f = flow(
      [
        step('a', { go: { rules: [{ use: 'shared' }], otherwise: { id: 'R-2', note: 'one', to: 'b' } } }),
        step('b', { go: { rules: [{ use: 'shared' }], otherwise: { id: 'R-2', note: 'two', to: 'b' } } }),
      ],
      { shared: [{ id: 'R-1', when: { session: 'guest' }, to: 'a' }] },
    );
    expect(ruleIdClashes(f)).toEqual([]);
  });

  it('guards and blockers share the ids of next-step rules', () => {
    const f = flow([step('a', {}, [{ id: 'G-1', when: { session: 'guest' }, redirect: 'b' }]), { ...step('b', {}), blockers: [{ id: 'G-1', when: true, message: 'm' }] }]);
    expect(ruleIdClashes(f).map((c) => c.path)).toEqual(['/steps/1/blockers/0/id']);
  });

  it('the booking flow has none, and the checker reports one as an error', () => {
    expect(ruleIdClashes(writtenBookingFlow)).toEqual([]);
    const clashing = structuredClone(writtenBookingFlow) as Flow;
    const review = clashing.steps.find((s) => s.id === 'review')!;
    (review.on!.booked!.otherwise as { id: string }).id = 'B-24';
    const problems = checkFlowNames(clashing, 'flows/booking.flow.json', { widgets: {}, guards: [], configFields: [], bookingFacts: [] } as never);
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', message: expect.stringContaining('the rule id "B-24" also names a different rule at ') }));
  });
});
