import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStep, visibleWidgets, type FlowContext, type Scalar } from '../../src/engine';
import { followingSteps } from '../../src/engine/following-steps';
import { bookingDomains, configDomains } from '../../scripts/flow-check/config-domains';
import { bookingFlow, makeContext, makeGuards, writtenBookingFlow } from './support/context';

const ids = (ctx: FlowContext, stepId: string, fixed?: Parameters<typeof followingSteps>[3]) =>
  followingSteps(bookingFlow, stepId, ctx, fixed).map((s) => s.stepId);

describe('followingSteps (issue 14: what the renderer prefetches)', () => {
  it('B-17/B-18: a visitor on the place step may go to the account step; a signed-in customer or a guest never does', () => {
    expect(ids(makeContext(), 'place')).toContain('account');
    expect(ids(makeContext(), 'place')).toContain('vehicle-lookup');
    expect(ids(makeContext({ signedIn: true }), 'place')).not.toContain('account');
    expect(ids(makeContext({ guest: true }), 'place')).not.toContain('account');
    expect(ids(makeContext({ guest: true }), 'place')).toContain('schedule');
  });

  it('F-10/F-11: the schedule step keeps both Continue targets (the place mode is a booking fact)', () => {
    expect(ids(makeContext(), 'schedule')).toEqual(expect.arrayContaining(['location', 'confirm-appointment']));
  });

  it('a provider flag decides a fromConfig target: the skipper goes from begin straight to its services screen', () => {
    const skipper = makeContext({ config: { is_skipping_vehicle: true, skip_simple_services_to: 'tires' } });
    // Besides, "Booked service before?" leads to the sign-in (B-19, issue 26): its rule holds for every session (the
    // link itself is shown to visitors only), so its step is prefetched too.
    expect(ids(skipper, 'begin')).toEqual(['tires', 'login']);
    expect(ids(makeContext({ signedIn: true }), 'begin')).toEqual(['place', 'login']);
  });

  it('H-32/H-33: an external thank-you page leaves the flow, so no step follows the booking on it', () => {
    expect(ids(makeContext(), 'confirm-appointment')).toContain('finished');
    const external = makeContext({ config: { external_thank_you_url: 'https://thanks.example/' } });
    expect(ids(external, 'confirm-appointment')).not.toContain('finished');
  });

  it('J-07/J-08: a safe redirect in the query decides the step after sign-in; without one, the account page', () => {
    expect(ids(makeContext({ query: { redirect: '/pricing/services' } }), 'login')).toEqual(['services']);
    expect(ids(makeContext({ query: { redirect: '//evil.example' } }), 'login')).toEqual(['account-home']);
    expect(ids(makeContext(), 'login')).toEqual(['account-home']);
  });

  it('with nothing fixed every branch stays: the signed-in customer may reach the account step too', () => {
    expect(ids(makeContext({ signedIn: true }), 'place', { fixed: [] })).toContain('account');
  });

  it("lists each following step's widgets whose `when` can still hold (the place step's saveLocation is for signed-in customers)", () => {
    const place = (ctx: FlowContext) => followingSteps(bookingFlow, 'begin', ctx).find((s) => s.stepId === 'place');
    expect(place(makeContext({ signedIn: true }))?.widgets).toContain('saveLocation');
    const fromAccount = followingSteps(bookingFlow, 'account', makeContext()).find((s) => s.stepId === 'place');
    expect(fromAccount?.widgets).toEqual(expect.arrayContaining(['placePicker']));
    expect(fromAccount?.widgets).not.toContain('saveLocation');
  });

  it('gives [] for an unknown step and the same answer for the flow as written', () => {
    expect(followingSteps(bookingFlow, 'nope', makeContext())).toEqual([]);
    expect(followingSteps(writtenBookingFlow, 'place', makeContext())).toEqual(followingSteps(bookingFlow, 'place', makeContext()));
  });
});

describe('followingSteps properties (fast-check, fixed seed)', () => {
  const { domains: cfg } = configDomains();
  const { domains: facts } = bookingDomains();
  const configArb = fc.record(
    Object.fromEntries(Object.entries(cfg).map(([k, values]) => [k, fc.constantFrom(...(values as unknown[]))])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const bookingArb = fc.record(
    Object.fromEntries(Object.entries(facts).map(([k, values]) => [k, fc.constantFrom(...(values as Scalar[]))])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, Scalar>>;
  const sessionArb = fc.constantFrom({ signedIn: false, guest: false }, { signedIn: true, guest: false }, { signedIn: false, guest: true });
  const queryArb = fc.record(
    { redirect: fc.constantFrom('/pricing/services', '/account', '//evil.example', 'https://x.y', '/nowhere'), error: fc.constant('true') },
    { requiredKeys: [] },
  );
  const withEvents = bookingFlow.steps.filter((s) => Object.keys(s.on ?? {}).length > 0);
  const caseArb = fc.constantFrom(...withEvents).chain((step) => fc.tuple(fc.constant(step), fc.constantFrom(...Object.keys(step.on!))));

  it('every destination nextStep can choose, and every widget it shows there, is in the answer for the same fixed facts', () => {
    fc.assert(
      fc.property(
        caseArb,
        configArb,
        sessionArb,
        queryArb,
        fc.array(bookingArb, { minLength: 1, maxLength: 4 }),
        fc.record({ singleShopLocation: fc.boolean(), parkAnywhereVehicle: fc.boolean() }),
        fc.constantFrom('mechanical', 'tires', 'detailing', 'diagnostic', 'x'),
        ([step, type], config, session, query, bookings, g, category) => {
          const fixed: FlowContext = { config, session, query, booking: {} };
          const answer = followingSteps(bookingFlow, step.id, fixed);
          for (const booking of bookings) {
            const ctx: FlowContext = { ...fixed, booking };
            const event = { type, category, plateState: 'CA', plateNumber: 'X1', product: 'p1', path: '/pricing/place' };
            const to = nextStep(bookingFlow, step.id, event, ctx, makeGuards(g)).to;
            if (to.external || !to.stepId) continue;
            const found = answer.find((s) => s.stepId === to.stepId);
            expect(found, `${step.id} --${type}--> ${to.stepId}`).toBeDefined();
            const next = bookingFlow.steps.find((s) => s.id === to.stepId)!;
            for (const w of visibleWidgets(next, ctx, makeGuards(g))) expect(found!.widgets).toContain(w.widget);
          }
        },
      ),
      { numRuns: 2000, seed: 14 },
    );
  }, 60_000);
});
