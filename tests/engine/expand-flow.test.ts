import { describe, expect, it } from 'vitest';
import {
  continueBlocker,
  evaluateCondition,
  expandFlow,
  expandFlowWithOrigins,
  messageText,
  nextStep,
  resolveStep,
  UnexpandedConditionError,
  checkFlowNames,
  type Flow,
  type Step,
} from '../../src/engine';
import before from '../fixtures/booking.flow.expanded.json';
import { bookingFlow, makeContext, makeGuards, readyBooking, writtenBookingFlow } from './support/context';

/** flows/booking.flow.json as it was written before templates, named conditions and shared messages (every part spelled out in each step). */
const spelledOut = before as unknown as Flow;

const withoutMessages = (flow: Flow) => ({
  ...flow,
  messages: undefined,
  steps: flow.steps.map((s) => ({ ...s, messages: undefined })),
});

/** A small flow using each feature: a template, nested named conditions. */
const mini: Flow = {
  id: 'mini',
  entry: ['a'],
  messages: { shared: 'Shared' },
  conditions: {
    guest: { session: 'guest' },
    'guest-or-fleet': { any: [{ condition: 'guest' }, { booking: 'fleet' }] },
  },
  templates: {
    body: {
      layout: 'page',
      widgets: [{ widget: 'tail' }],
      blockers: [{ id: 'T-1', when: { condition: 'guest-or-fleet' }, message: 'shared' }],
      guards: [{ id: 'T-2', when: { not: { condition: 'guest' } }, redirect: 'a' }],
      on: { back: { rules: [], otherwise: { id: 'T-3', to: 'a' } }, next: { rules: [], otherwise: { id: 'T-4', to: 'a' } } },
      messages: { own: 'Template', extra: 'Extra' },
    },
  },
  steps: [
    { id: 'a', route: '/', widgets: [], on: { go: { rules: [{ id: 'R-1', when: { condition: 'guest' }, to: 'b' }], otherwise: { id: 'R-2', to: 'b' } } } },
    {
      id: 'b',
      extends: 'body',
      route: '/b',
      widgets: [{ widget: 'head' }],
      blockers: [{ id: 'S-1', when: { session: 'signedIn' }, message: 'own' }],
      on: { next: { rules: [], otherwise: { id: 'S-2', to: 'a' } } },
      messages: { own: 'Step' },
    },
  ],
};

describe('expandFlow', () => {
  it('H-03..H-17, I-10..I-14, D-07, B-22: the booking flow as the engine runs it is the flow spelled out step by step (every part but where messages are written)', () => {
    const expanded = expandFlow(writtenBookingFlow);
    expect(expanded.templates).toBeUndefined();
    expect(expanded.conditions).toBeUndefined();
    expect(expanded.steps.map((s) => s.extends)).toEqual(expanded.steps.map(() => undefined));
    // Deep equality, key order aside: the same steps, widgets, guards, rules, blockers and conditions.
    expect(withoutMessages(expanded)).toEqual(withoutMessages(spelledOut));
  });

  it('every message a step could show before reads the same, word for word, now that shared texts are written once', () => {
    for (const step of spelledOut.steps) {
      for (const key of Object.keys({ ...spelledOut.messages, ...step.messages })) {
        expect(messageText(writtenBookingFlow, step.id, key), `${step.id} / ${key}`).toBe(messageText(spelledOut, step.id, key));
      }
    }
  });

  it('writes each text once: no key and text pair is repeated across steps', () => {
    const pairs = writtenBookingFlow.steps.flatMap((s) => Object.entries(s.messages ?? {}).map(([k, t]) => `${k}\u0000${t}`));
    const flowPairs = Object.entries(writtenBookingFlow.messages ?? {}).map(([k, t]) => `${k}\u0000${t}`);
    const all = [...pairs, ...flowPairs];
    expect(all.length - new Set(all).size).toBe(0);
  });

  it('is memoized and idempotent: the same flow gives the same object, an expanded or plain flow is returned as it is', () => {
    expect(expandFlow(writtenBookingFlow)).toBe(bookingFlow);
    expect(expandFlow(bookingFlow)).toBe(bookingFlow);
    expect(expandFlow(spelledOut)).toBe(spelledOut);
  });

  it('gives a step its template: own fields win, messages and events merge by key, lists are the step’s own then the template’s', () => {
    const b = expandFlow(mini).steps[1]!;
    expect(b.layout).toBe('page');
    expect(b.widgets.map((w) => w.widget)).toEqual(['head', 'tail']);
    expect(b.blockers?.map((x) => x.id)).toEqual(['S-1', 'T-1']);
    expect(b.guards?.map((x) => x.id)).toEqual(['T-2']);
    expect(Object.keys(b.on ?? {})).toEqual(['next', 'back']);
    expect(b.on?.next?.otherwise.id).toBe('S-2');
    expect(b.messages).toEqual({ own: 'Step', extra: 'Extra' });
    expect('extends' in b).toBe(false);
  });

  it('puts each named condition’s definition in its place, named conditions inside named conditions too', () => {
    const b = expandFlow(mini).steps[1]!;
    expect(b.blockers?.[1]?.when).toEqual({ any: [{ session: 'guest' }, { booking: 'fleet' }] });
    expect(b.guards?.[0]?.when).toEqual({ not: { session: 'guest' } });
    expect(expandFlow(mini).steps[0]!.on?.go?.rules[0]).toMatchObject({ when: { session: 'guest' } });
  });

  it('C-46, D-07: explanations read through a named condition and say what was read (the special-vehicle list)', () => {
    const ctx = makeContext({ booking: { ...readyBooking, vehicleType: 'boat' } });
    const r = resolveStep(writtenBookingFlow, '/pricing/simple', ctx, makeGuards());
    expect(r.kind).toBe('step');
    if (r.kind !== 'step') return;
    const hop = r.redirects[0]!;
    expect(hop.explanation.decidedBy).toBe('D-07');
    const text = JSON.stringify(hop.explanation.trace[0]?.condition);
    expect(text).toContain('booking.vehicleType in [\\"rv\\",\\"atv\\",\\"motorcycle\\",\\"boat\\",\\"plane\\"]');
    expect(text).toContain('"value":"boat"');
  });

  it('H-03: engine functions given the flow as written run it expanded (template blockers, named conditions)', () => {
    const ctx = makeContext({ signedIn: true, booking: { ...readyBooking } });
    expect(continueBlocker(writtenBookingFlow, 'review', ctx, makeGuards()).explanation.decidedBy).toBe('H-03');
    expect(nextStep(writtenBookingFlow, 'proactive-link', { type: 'loaded' }, ctx, makeGuards()).explanation.decidedBy).toBe('I-10');
  });

  it('refuses an unknown template or named condition and a named condition that uses itself', () => {
    expect(() => expandFlow({ ...mini, steps: [mini.steps[0]!, { ...mini.steps[1]!, extends: 'nope' } as Step] })).toThrow(/no template "nope"/);
    expect(() => expandFlow({ ...mini, conditions: { guest: { condition: 'nope' } } })).toThrow(/no named condition "nope"/);
    expect(() => expandFlow({ ...mini, conditions: { ...mini.conditions, guest: { not: { condition: 'guest' } } } })).toThrow(/uses itself: guest → guest/);
  });

  it('says where each expanded part is written: a template’s parts, a named condition’s leaves, a step’s own', () => {
    const { origin } = expandFlowWithOrigins(mini);
    expect(origin('/steps/1/widgets/1/widget')).toBe('/templates/body/widgets/0/widget');
    expect(origin('/steps/1/widgets/0/widget')).toBe('/steps/1/widgets/0/widget');
    expect(origin('/steps/1/blockers/1/message')).toBe('/templates/body/blockers/0/message');
    expect(origin('/steps/1/blockers/1/when/any/1/booking')).toBe('/conditions/guest-or-fleet/any/1/booking');
    expect(origin('/steps/1/blockers/1/when/any/0/session')).toBe('/conditions/guest/session');
    expect(origin('/steps/1/on/back/otherwise/to')).toBe('/templates/body/on/back/otherwise/to');
    expect(origin('/steps/1/on/next/otherwise/to')).toBe('/steps/1/on/next/otherwise/to');
    expect(origin('/steps/1/layout')).toBe('/templates/body/layout');
  });

  it('a condition still naming a flow condition is refused loudly when evaluated unexpanded', () => {
    expect(() => evaluateCondition({ condition: 'guest' }, makeContext(), makeGuards())).toThrow(UnexpandedConditionError);
  });

  it('the name check warns of a template or named condition nothing uses', () => {
    const catalog = { widgets: { head: {}, tail: {} }, guards: [], configFields: [], bookingFacts: ['fleet'] };
    const unused: Flow = { ...mini, conditions: { ...mini.conditions, spare: { session: 'signedIn' } }, templates: { ...mini.templates, spare: {} } };
    const problems = checkFlowNames(unused, 'mini', catalog);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual(
      expect.arrayContaining(['/templates/spare: no step extends the template "spare"', '/conditions/spare: nothing uses the condition "spare"']),
    );
  });
});
