import { describe, expect, it } from 'vitest';
import { stepWays, type PartialInputs, type Step } from '../../src/engine';
import { bookingFlow, makeContext } from './support/context';

const step = (id: string): Step => bookingFlow.steps.find((s) => s.id === id)!;
const configKnown = (config: Record<string, unknown>): PartialInputs => ({ ctx: makeContext({ config }), known: ['config'] });

describe('stepWays (the one target walker)', () => {
  it('visits the guards, then per event its rules with rule lists expanded, then its otherwise', () => {
    const ways = stepWays(bookingFlow, step('place'), configKnown({}));
    const kinds = ways.map((w) => w.kind);
    expect(kinds.indexOf('rule')).toBeGreaterThan(kinds.lastIndexOf('guard'));
    const byEvent = new Map<string, string[]>();
    for (const w of ways) if (w.event) byEvent.set(w.event, [...(byEvent.get(w.event) ?? []), w.kind]);
    for (const list of byEvent.values()) expect(list.at(-1)).toBe('otherwise');
    // OPEN-42: the `needs-…` rule lists of the flow appear under their own ids.
    expect(ways.some((w) => w.id.startsWith('needs-'))).toBe(true);
  });

  it('D-08: a guard the configuration makes hold shadows the later guards; its redirect takes the provider\'s branch', () => {
    const ways = stepWays(bookingFlow, step('simple'), configKnown({ skip_simple_services_to: 'tires' }));
    const d08 = ways.find((w) => w.id === 'D-08')!;
    expect(d08.holds).toBe(true);
    expect(d08.branches.filter((b) => b.taken === true).map((b) => b.stepId)).toEqual(['tires']);
    const later = ways.filter((w) => w.kind === 'guard' && ways.indexOf(w) > ways.indexOf(d08));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((w) => w.shadowedBy === d08)).toBe(true);
    expect(stepWays(bookingFlow, step('simple'), configKnown({})).find((w) => w.id === 'D-08')!.holds).toBe(false);
  });

  it('B-44: an otherwise is shadowed by a rule of its event that always holds (a provider skipping the vehicle), never by another event\'s', () => {
    const ways = stepWays(bookingFlow, step('begin'), configKnown({ is_skipping_vehicle: true, skip_simple_services_to: 'tires' }));
    const b44 = ways.find((w) => w.kind === 'otherwise' && w.event === 'continue')!;
    expect(b44.id).toBe('B-44');
    expect(b44.shadowedBy?.id).toBe('begin-skip-vehicle');
    for (const w of ways.filter((x) => x.kind === 'otherwise')) if (w.shadowedBy) expect(w.shadowedBy.event).toBe(w.event);
    expect(stepWays(bookingFlow, step('begin'), configKnown({})).find((w) => w.id === 'B-44')!.shadowedBy).toBeNull();
  });
});
