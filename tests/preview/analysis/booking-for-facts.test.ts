import { describe, expect, it } from 'vitest';
import { bookingForFacts } from '../../../preview/analysis/booking-for-facts';
import { journeysFor } from '../../../preview/analysis/journeys-for';
import { flowForProvider } from '../../../preview/analysis/flow-for-config';
import { bookingFacts } from '../../../src/booking/booking-facts';
import { resolveStep, type FlowContext, type Scalar } from '../../../src/engine';
import { bookingFlow, fixtures, overlays } from './analysis-inputs';

/** The booking facts a step's guards read in the flow (placeMode … accountExists). */
const GUARD_FACTS = ['placeMode', 'hasPlace', 'hasHomeAddress', 'hasVehicle', 'vehicleType', 'cartEmpty', 'accountExists'] as const;
/** The app's session of a step shown as `visitor`, `guest` or `signedIn` (a guest is the booking's, src/renderer/flow-provider.tsx). */
const sessionOf = (shownAs: string, booking: { guest: boolean }): FlowContext['session'] => ({ signedIn: shownAs === 'signedIn', guest: shownAs !== 'signedIn' && booking.guest });

describe('bookingForFacts (the preview\'s Replay)', () => {
  it('A-23 D-07 F-11 G-01 every step of every fixture\'s journeys, in the session it was shown in: the sample booking has the facts the journey had there, and the step\'s guards keep it', () => {
    let checked = 0;
    for (const [provider, config] of Object.entries(fixtures)) {
      const flow = flowForProvider(bookingFlow, provider, overlays);
      for (const { journeys } of journeysFor(bookingFlow, config, { provider, overlays }).sessions) {
        for (const journey of journeys) {
          journey.steps.forEach((stepId, i) => {
            const facts = journey.shownWith[i]!;
            const shownAs = journey.shownAs[i]!;
            const booking = bookingForFacts(facts, shownAs);
            const derived = bookingFacts(booking, config) as unknown as Record<string, Scalar>;
            const where = `${provider} ${journey.label} at ${stepId}`;
            for (const k of GUARD_FACTS) if (k in facts) expect(derived[k], `${where}: ${k}`).toEqual(facts[k]);
            // An external goal (a provider's thank-you page) and a route with parameters are not opened by path.
            const route = flow.steps.find((s) => s.id === stepId)?.route;
            if (!route || route.includes(':')) return;
            const ctx: FlowContext = { config: { ...config }, session: sessionOf(shownAs, booking), booking: { ...derived }, query: {} };
            const shown = resolveStep(flow, route, ctx, {});
            expect(shown.kind === 'step' ? shown.step.id : 'not found', where).toBe(stepId);
            checked++;
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('an empty journey start gives the empty booking; a vehicle keeps its type', () => {
    expect(bookingForFacts({}).cart).toEqual([]);
    const b = bookingForFacts({ hasVehicle: true, vehicleType: 'rv', placeMode: 'shop', hasPlace: true, cartEmpty: false, cartHasRecall: true });
    expect(b.vehicle?.type).toBe('rv');
    expect(b.clientLocation).not.toBeNull();
    expect(b.cart[0]?.kind).toBe('recall');
  });
});
