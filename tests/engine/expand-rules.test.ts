import { describe, expect, it } from 'vitest';
import { continueBlocker, expandRules, nextStep, type Flow } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards } from './support/context';

const flow: Flow = {
  id: 'mini',
  entry: ['a'],
  messages: { wait: 'Please wait', later: 'Later' },
  ruleLists: { shared: [{ id: 'to-b', when: { booking: 'ready' }, to: 'b' }] },
  steps: [
    {
      id: 'a',
      route: '/',
      widgets: [],
      blockers: [
        { id: 'soft', when: { booking: 'soft' }, message: 'later', show: 'onPress' },
        { id: 'hard', when: { booking: 'hard' }, message: 'wait' },
      ],
      on: { go: { rules: [{ use: 'shared' }, { id: 'to-c', when: { booking: 'other' }, to: 'c' }], otherwise: { id: 'stay', to: 'a' } } },
    },
    { id: 'b', route: '/b', widgets: [], terminal: true },
    { id: 'c', route: '/c', widgets: [], terminal: true },
  ],
};
const ctx = (booking: Record<string, boolean>) => makeContext({ booking });

describe('rule lists and how blockers show', () => {
  it('OPEN-42 a `use` entry puts the flow’s rule list in its place, and the explanation names its rules', () => {
    expect(expandRules(flow, flow.steps[0]!.on!.go!.rules).map((r) => r.id)).toEqual(['to-b', 'to-c']);
    const t = nextStep(flow, 'a', { type: 'go' }, ctx({ ready: true }), {});
    expect(t.to.path).toBe('/b');
    expect(t.explanation.decidedBy).toBe('to-b');
    expect(nextStep(flow, 'a', { type: 'go' }, ctx({ other: true }), {}).explanation.trace.map((r) => r.id)).toEqual(['to-b', 'to-c']);
  });

  it('throws on a rule list the flow does not define', () => {
    expect(() => expandRules(flow, [{ use: 'missing' }])).toThrow('Flow "mini" has no rule list "missing".');
  });

  it('F-17 a blocker with show "onPress" says so; others make Continue inactive', () => {
    expect(continueBlocker(flow, 'a', ctx({ soft: true }), {})).toMatchObject({ blocked: true, message: 'Later', showOnPress: true });
    expect(continueBlocker(flow, 'a', ctx({ hard: true }), {})).toMatchObject({ blocked: true, message: 'Please wait', showOnPress: false });
    expect(continueBlocker(flow, 'a', ctx({}), {})).toMatchObject({ blocked: false, showOnPress: false });
    // The booking flow's schedule: F-17 shows on press, a provider's F-12 would not.
    const schedule = continueBlocker(bookingFlow, 'schedule', makeContext({ config: { scheduling_system: 'availability_windows' }, booking: { dateChosen: false, leaveAfterArrive: true } }), makeGuards());
    expect(schedule).toMatchObject({ message: 'Please select a date before you can continue.', showOnPress: true });
  });
});
