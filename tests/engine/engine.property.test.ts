import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continueBlocker, matchRoute, nextStep, resolveStep, type FlowContext, type Scalar } from '../../src/engine';
import { bookingDomains, configDomains } from '../../scripts/flow-check/config-domains';
import { bookingFlow, makeGuards } from './support/context';

const { domains: cfg } = configDomains();
const { domains: facts } = bookingDomains();

const configArb = fc.record(
  Object.fromEntries(Object.entries(cfg).map(([k, values]) => [k, fc.constantFrom(...(values as unknown[]))])),
  { requiredKeys: [] },
);
const bookingArb = fc.record(
  Object.fromEntries(Object.entries(facts).map(([k, values]) => [k, fc.constantFrom(...(values as Scalar[]))])),
  { requiredKeys: [] },
);
const sessionArb = fc.constantFrom({ signedIn: false, guest: false }, { signedIn: true, guest: false }, { signedIn: false, guest: true });
const queryArb = fc.record(
  { redirect: fc.oneof(fc.constantFrom('/pricing/services', '//evil.example', '/\\evil', 'https://x.y'), fc.string()), error: fc.constant('true') },
  { requiredKeys: [] },
);
const contextArb: fc.Arbitrary<FlowContext> = fc.record({
  config: configArb as fc.Arbitrary<Record<string, unknown>>,
  session: sessionArb,
  booking: bookingArb as fc.Arbitrary<Record<string, Scalar>>,
  query: queryArb as fc.Arbitrary<Record<string, string>>,
});
const guardsArb = fc.record({ singleShopLocation: fc.boolean(), parkAnywhereVehicle: fc.boolean() });
const stepArb = fc.constantFrom(...bookingFlow.steps);
const paramArb = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);

const examplePath = (route: string) => route.replace(/:[A-Za-z]+\??/g, 'X1');

describe('engine properties (fast-check)', () => {
  it('resolveStep never throws for any step route and lands on an existing step whose explanation agrees', () => {
    fc.assert(
      fc.property(stepArb, contextArb, guardsArb, (step, ctx, g) => {
        const r = resolveStep(bookingFlow, examplePath(step.route), ctx, makeGuards(g));
        expect(r.kind).toBe('step');
        if (r.kind !== 'step') return;
        expect(bookingFlow.steps).toContain(r.step);
        // Each redirect was decided by the first guard that matched, and no earlier guard matched.
        for (const hop of r.redirects) {
          const { trace, decidedBy } = hop.explanation;
          expect(trace.at(-1)).toMatchObject({ id: decidedBy, matched: true });
          expect(trace.slice(0, -1).every((t) => !t.matched)).toBe(true);
        }
        // The shown step has no guard that holds.
        const again = resolveStep(bookingFlow, r.path, ctx, makeGuards(g));
        if (again.kind === 'step' && matchRoute(bookingFlow, r.path.split('?')[0]!)) expect(again.step.id).toBe(r.step.id);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('nextStep never throws for any handled event and its explanation agrees with its decision', () => {
    const withEvents = bookingFlow.steps.filter((s) => Object.keys(s.on ?? {}).length > 0);
    const caseArb = fc.constantFrom(...withEvents).chain((step) => fc.tuple(fc.constant(step), fc.constantFrom(...Object.keys(step.on!))));
    fc.assert(
      fc.property(caseArb, contextArb, guardsArb, paramArb, paramArb, fc.constantFrom('mechanical', 'tires', 'detailing', 'diagnostic', 'x'), ([step, type], ctx, g, plateState, plateNumber, category) => {
        const t = nextStep(bookingFlow, step.id, { type, plateState, plateNumber, category, product: plateNumber }, ctx, makeGuards(g));
        const last = t.explanation.trace.at(-1)!;
        expect(last.id).toBe(t.explanation.decidedBy);
        expect(last.matched).toBe(true);
        expect(t.explanation.trace.slice(0, -1).every((x) => !x.matched)).toBe(true);
        if (t.to.external) {
          expect(t.to.path).toMatch(/^https?:\/\//);
        } else {
          expect(t.to.path.startsWith('/') && !t.to.path.startsWith('//')).toBe(true);
          if (t.to.stepId) expect(bookingFlow.steps.some((s) => s.id === t.to.stepId)).toBe(true);
          else expect(matchRoute(bookingFlow, t.to.path.split('?')[0]!)).toBeNull();
        }
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('continueBlocker blocks exactly when a message is given, decided by the first blocker that holds', () => {
    fc.assert(
      fc.property(stepArb, contextArb, guardsArb, (step, ctx, g) => {
        const b = continueBlocker(bookingFlow, step.id, ctx, makeGuards(g));
        expect(b.blocked).toBe(b.message !== null);
        if (b.blocked) expect(b.explanation.trace.at(-1)).toMatchObject({ id: b.explanation.decidedBy, matched: true });
        else expect(b.explanation.trace.every((t) => !t.matched)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
