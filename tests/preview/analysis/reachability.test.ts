import { describe, expect, it } from 'vitest';
import { reachability } from '../../../preview/analysis/reachability';
import { bookingFlow, fixtures, fixtureWith, overlays } from './analysis-inputs';

const stepOf = (result: ReturnType<typeof reachability>, id: string) => {
  const step = result.find((s) => s.stepId === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

describe('reachability', () => {
  it('answers every step of the flow, in flow order, with its route', () => {
    const result = reachability(bookingFlow, fixtures.demo!);
    expect(result.map((s) => s.stepId)).toEqual(bookingFlow.steps.map((s) => s.id));
    expect(stepOf(result, 'location').route).toBe('/pricing/location');
    for (const s of result) {
      expect(s.reachable).toBe(s.status !== 'unreachable');
      if (s.status !== 'reachable') expect(s.reason).toBeTruthy();
    }
  });

  it('acceptance: demo with service_locations home only cannot reach the location (keyosk) step, because of service_locations', () => {
    const homeOnly = reachability(bookingFlow, fixtureWith('demo', { service_locations: ['home'] }));
    const location = stepOf(homeOnly, 'location');
    expect(location).toMatchObject({ reachable: false, status: 'unreachable' });
    expect(location.reason).toBe('unreachable: every way in needs service_locations to include "workplace" (rule F-11); this provider has ["home"]');
    expect(location.fields).toEqual(['service_locations']);
    expect(location.rules).toEqual(['F-11']);
    // The review step comes only after the location step.
    expect(stepOf(homeOnly, 'review').reason).toMatch(/^unreachable: no rule leads here from a reachable step; the ways in come from location \(rule G-07\)/);
    // The demo fixture as it is (home, workplace, shop) reaches both.
    const asIs = reachability(bookingFlow, fixtures.demo!);
    expect(stepOf(asIs, 'location').status).toBe('reachable');
    expect(stepOf(asIs, 'review').status).toBe('reachable');
  });

  it('the vehicle step is never shown when the provider skips vehicles (is_skipping_vehicle)', () => {
    const skipper = stepOf(reachability(bookingFlow, fixtures.skipper!), 'vehicle');
    expect(skipper.status).toBe('unreachable');
    expect(skipper.reason).toBe(
      'unreachable: guard C-03 redirects every visit (to schedule); showing it needs is_skipping_vehicle to be false; this provider has true',
    );
    expect(stepOf(reachability(bookingFlow, fixtureWith('skipper', { is_skipping_vehicle: false })), 'vehicle').status).toBe('reachable');
    expect(stepOf(reachability(bookingFlow, fixtureWith('demo', { is_skipping_vehicle: true })), 'vehicle').status).toBe('unreachable');
  });

  it('names the configuration that closes the other ways: diagnostic service, skip target, thank-you address', () => {
    const gone = stepOf(reachability(bookingFlow, fixtures.gone!), 'diagnostic');
    expect(gone.reason).toContain('has_diagnostic_service to be true (rule D-05; this provider does not set has_diagnostic_service)');
    expect(gone.reason).toContain('skip_simple_services_to to be "diagnostic"');
    const skipper = reachability(bookingFlow, fixtures.skipper!);
    expect(stepOf(skipper, 'finished').reason).toMatch(/^unreachable: every way in needs external_thank_you_url to be unset \(rule H-32\/H-33\); this provider has "https:\/\/skipper-tires\.example\/thank-you"/);
    expect(stepOf(skipper, 'simple').reason).toBe(
      'unreachable: guard D-08 redirects every visit (to tires); showing it needs skip_simple_services_to to be unset; this provider has "tires"',
    );
  });

  it('says when no rule leads to a step from a reachable one', () => {
    const demo = reachability(bookingFlow, fixtures.demo!);
    expect(stepOf(demo, 'detailing-more').reason).toBe(
      'unreachable: no rule leads here from a reachable step; the ways in come from detailing (rule D-21), which this provider never shows',
    );
  });

  it('marks steps only a link opens as reachable "by link", not unreachable', () => {
    const demo = reachability(bookingFlow, fixtures.demo!);
    for (const id of ['checkin', 'approve-services', 'update-payment', 'reset-password']) {
      expect(stepOf(demo, id)).toMatchObject({ reachable: true, status: 'link', reason: 'by link: opened from a link (an entry step), not from the front door' });
    }
    // Entry steps the booking also leads to are reachable from the front door.
    expect(stepOf(demo, 'login').status).toBe('reachable');
    expect(stepOf(demo, 'home').status).toBe('reachable');
    expect(stepOf(demo, 'begin').status).toBe('reachable');
  });

  it('applies the provider overlay and leaves its inputs unchanged', () => {
    const before = JSON.stringify([bookingFlow, fixtures.fleetco]);
    const fleetco = reachability(bookingFlow, fixtures.fleetco!, { overlays });
    expect(stepOf(fleetco, 'location').status).toBe('reachable');
    expect(JSON.stringify([bookingFlow, fixtures.fleetco])).toBe(before);
  });

  it('is memoised per configuration value', () => {
    const a = reachability(bookingFlow, fixtureWith('acme', {}));
    const b = reachability(bookingFlow, fixtureWith('acme', {}));
    expect(b).toBe(a);
  });
});
