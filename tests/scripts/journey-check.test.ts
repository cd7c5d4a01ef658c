import { describe, expect, it } from 'vitest';
import { checkJourneys } from '../../scripts/flow-check/journey-check';
import { rawProviderFixtures } from '../../mocks/fixtures/providers';
import { bookingFlow } from '../engine/support/context';

const demo = rawProviderFixtures.demo as Record<string, unknown>;
const errorsOf = (config: Record<string, unknown>) => checkJourneys(bookingFlow, 'booking.flow.json', { trial: config }).problems.map((p) => `${p.path}: ${p.message}`);

describe('journey invariants of flows:check', () => {
  it('D-02..D-05 without a skip target every category card must lead to a finished journey', () => {
    const { skip_simple_services_to: _skip, ...noSkip } = demo;
    const report = checkJourneys(bookingFlow, 'booking.flow.json', { trial: { ...noSkip, has_diagnostic_service: true } });
    expect(report.problems).toEqual([]);
    // 12 outcomes (3 place modes × 4 service screens) for each of visitor, customer and returning (J: signs in on the way).
    expect(report.lines.join('\n')).toContain('36/36 (home, workplace, shop × services, detailing, diagnostic, tires)');
  });

  it('names the provider, the session kind and the outcome a place mode offered but never finished', () => {
    expect(errorsOf({ ...demo, service_locations: ['home', 'moon'] })).toContain(
      '/journeys: provider trial, session visitor: no journey reaches "finished" with place mode "moon" through "services"',
    );
  });

  it('offers the guest and fleet kinds only where a widget choice of that kind is offered (E-23, fleet sign-up)', () => {
    const table = (config: Record<string, unknown>) => checkJourneys(bookingFlow, 'f', { trial: config }).lines.find((l) => l.includes('trial'))!;
    expect(table({ ...demo, is_guest_checkout_enabled: false, show_fleet_in_booking_app: false })).toMatch(/trial\s+\d+\s+—\s+\d+\s+—/);
    expect(table({ ...demo, is_guest_checkout_enabled: true, show_fleet_in_booking_app: true })).toMatch(/trial\s+\d+\s+\d+\s+\d+\s+\d+/);
  });
});
