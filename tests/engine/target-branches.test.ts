import { describe, expect, it } from 'vitest';
import { resolveTarget, targetBranches, targetSteps, type Target } from '../../src/engine';
import { bookingFlow, makeContext } from './support/context';

const skip: Target = { fromConfig: 'skip_simple_services_to', map: { tires: 'tires', detailing: 'detailing' }, otherwise: 'services' };
const thanks: Target = { urlFromConfig: 'external_thank_you_url', otherwise: 'finished' };
const redirect: Target = { fromQuery: 'redirect', otherwise: 'account-home' };

const inputsFor = (over: Parameters<typeof makeContext>[0], known: Array<'config' | 'query'>) => ({ flow: bookingFlow, ctx: makeContext(over), known });
const taken = (target: Target, inputs?: ReturnType<typeof inputsFor>) => targetBranches(target, inputs).map((b) => [b.stepId, b.taken]);

describe('targetBranches (the branches of one target)', () => {
  it('lists every branch in the order the target writes them; nothing known leaves each choice unknown', () => {
    expect(taken(skip)).toEqual([['tires', 'unknown'], ['detailing', 'unknown'], ['services', 'unknown']]);
    expect(targetSteps(skip)).toEqual(['tires', 'detailing', 'services']);
    expect(targetSteps(thanks)).toEqual(['finished']);
    expect(targetSteps(redirect)).toEqual(['account-home']);
    expect(taken('home')).toEqual([['home', true]]);
  });

  it('D-08: a known configuration takes exactly one branch of a fromConfig map, naming the choice', () => {
    const tires = targetBranches(skip, inputsFor({ config: { skip_simple_services_to: 'tires' } }, ['config']));
    expect(tires.map((b) => b.taken)).toEqual([true, false, false]);
    expect(tires[2]!.choices).toEqual([{ kind: 'unmapped', field: 'skip_simple_services_to', keys: ['tires', 'detailing'], taken: false }]);
    expect(taken(skip, inputsFor({ config: {} }, ['config']))).toEqual([['tires', false], ['detailing', false], ['services', true]]);
  });

  it('H-32/H-33: an http(s) thank-you address leaves the flow; without one, the fallback step', () => {
    expect(taken(thanks, inputsFor({ config: { external_thank_you_url: 'https://thanks.example/' } }, ['config']))).toEqual([[null, true], ['finished', false]]);
    expect(taken(thanks, inputsFor({ config: { external_thank_you_url: null } }, ['config']))).toEqual([[null, false], ['finished', true]]);
  });

  it('J-07/J-08: a known query decides the step after sign-in: a safe path names its step, an unsafe one falls back', () => {
    expect(taken(redirect, inputsFor({ query: { redirect: '/pricing/services' } }, ['query']))).toEqual([['services', true], ['account-home', false]]);
    expect(taken(redirect, inputsFor({ query: { redirect: '//evil.example' } }, ['query']))).toEqual([[null, false], ['account-home', true]]);
    expect(taken(redirect, inputsFor({}, ['config']))).toEqual([[null, 'unknown'], ['account-home', 'unknown']]);
  });

  it('agrees with resolveTarget: the destination is the one branch taken', () => {
    for (const [target, over] of [
      [skip, { config: { skip_simple_services_to: 'detailing' } }],
      [thanks, { config: { external_thank_you_url: 'https://thanks.example/' } }],
      [redirect, { query: { redirect: '/pricing/services' } }],
    ] as const) {
      const inputs = inputsFor(over, ['config', 'query']);
      const [only] = targetBranches(target, inputs).filter((b) => b.taken === true);
      expect(only!.stepId).toBe(resolveTarget(bookingFlow, target, inputs.ctx).stepId);
    }
  });
});
