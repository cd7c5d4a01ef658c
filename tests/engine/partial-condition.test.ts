import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, partialCondition, type Condition, type PartialInputs } from '../../src/engine';
import { makeContext } from './support/context';

const configKnown = (config: Record<string, unknown>): PartialInputs => ({ ctx: makeContext({ config }), known: ['config'] });

describe('partialCondition (the one partial evaluator)', () => {
  it('reads the known sources and leaves every other leaf unknown', () => {
    const inputs = configKnown({ is_skipping_vehicle: true });
    expect(partialCondition({ config: 'is_skipping_vehicle' }, inputs)).toEqual({ result: true, op: 'leaf', by: 'known', value: true });
    expect(partialCondition({ booking: 'hasVehicle' }, inputs)).toEqual({ result: 'unknown', op: 'leaf', by: 'unknown' });
    expect(partialCondition({ session: 'signedIn' }, inputs).result).toBe('unknown');
    expect(partialCondition({ guard: 'singleShopLocation' }, inputs).result).toBe('unknown');
    expect(partialCondition({ condition: 'not-expanded' }, inputs).result).toBe('unknown');
    expect(partialCondition({ session: 'signedIn' }, { ctx: makeContext({ signedIn: true }), known: ['session'] }).result).toBe(true);
  });

  it('Kleene logic: all is false on a false child, any is true on a true child, not keeps unknown', () => {
    const inputs = configKnown({ is_skipping_vehicle: false });
    const off: Condition = { config: 'is_skipping_vehicle' };
    const open: Condition = { booking: 'hasVehicle' };
    expect(partialCondition({ all: [open, off] }, inputs).result).toBe(false);
    expect(partialCondition({ all: [open, { not: off }] }, inputs).result).toBe('unknown');
    expect(partialCondition({ any: [open, { not: off }] }, inputs).result).toBe(true);
    expect(partialCondition({ any: [open, off] }, inputs).result).toBe('unknown');
    expect(partialCondition({ not: open }, inputs).result).toBe('unknown');
    expect(partialCondition({ all: [] }, inputs).result).toBe(true);
    expect(partialCondition({ any: [] }, inputs).result).toBe(false);
  });

  it('asks the caller about a leaf no known source settles, with the event being handled', () => {
    const seen: Array<string | null> = [];
    const inputs: PartialInputs = { ...configKnown({}), leaf: (leaf, event) => (seen.push(event), 'event' in leaf ? false : 'unknown') };
    const trace = partialCondition({ any: [{ event: 'category', equals: 'tires' }, { booking: 'cartEmpty' }] }, inputs, 'pickCategory');
    expect(trace.result).toBe('unknown');
    expect(trace.children!.map((c) => c.by)).toEqual(['caller', 'unknown']);
    expect(seen).toEqual(['pickCategory', 'pickCategory']);
  });

  it('never contradicts evaluateCondition on a context with the known values', () => {
    const leaf = fc.constantFrom<Condition>({ config: 'a' }, { config: 'b', equals: 'x' }, { booking: 'c' }, { session: 'guest' }, true, false);
    const cond = fc.letrec<{ c: Condition }>((tie) => ({
      c: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.record({ all: fc.array(tie('c'), { maxLength: 3 }) }), fc.record({ any: fc.array(tie('c'), { maxLength: 3 }) }), fc.record({ not: tie('c') })),
    })).c;
    fc.assert(
      fc.property(cond, fc.boolean(), fc.constantFrom('x', 'y'), fc.boolean(), fc.boolean(), (c, a, b, booking, guest) => {
        const config = { a, b };
        const partial = partialCondition(c, configKnown(config)).result;
        if (partial === 'unknown') return;
        const ctx = makeContext({ config, booking: { c: booking }, guest });
        expect(evaluateCondition(c, ctx, {}).result).toBe(partial);
      }),
    );
  });
});
