/**
 * Issue 28, item 3: the flow analysis covers every combination of the values its conditions read, by trying one
 * combination per class of combinations that route alike (instead of sampling). Each test compares it with a
 * brute-force walk over every combination, so a skipped combination fails it.
 */
import { describe, expect, it } from 'vitest';
import { analyseFlow, resolveStep, type Flow } from '../../src/engine';

const vehicleTypes = ['car', 'truck', 'rv', 'atv', 'motorcycle', 'boat', 'plane'];
const placeModes = ['home', 'workplace', 'shop', 'kiosk'];
const locations = [['home'], ['shop'], ['workplace'], ['home', 'shop'], ['home', 'workplace'], ['shop', 'workplace'], ['home', 'shop', 'workplace']];

const step = (id: string, route: string, extra: Partial<Flow['steps'][number]> = {}) => ({
  id,
  route,
  terminal: true,
  widgets: [{ widget: 'heading', options: { title: 'done' } }],
  ...extra,
});

/** A redirect loop that only a boat booked at a workplace by a guest meets; a step only workplace providers with a flag reach. */
const flow = {
  id: 'mini',
  entry: ['start'],
  messages: { done: 'Done' },
  steps: [
    step('start', '/', {
      terminal: false,
      on: {
        continue: {
          rules: [{ id: 'office', when: { all: [{ config: 'service_locations', includes: 'workplace' }, { config: 'is_skipping_vehicle' }] }, to: 'office' }],
          otherwise: { id: 'go', to: 'end' },
        },
      },
      guards: [{ id: 'boat-guest', when: { all: [{ booking: 'vehicleType', in: ['boat'] }, { session: 'guest' }] }, redirect: 'end' }],
    }),
    step('end', '/end', { guards: [{ id: 'back', when: { booking: 'placeMode', equals: 'workplace' }, redirect: 'start' }] }),
    step('office', '/office'),
  ],
} as unknown as Flow;

const input = {
  file: 'mini.flow.json',
  configs: { plain: { service_locations: ['home'], is_skipping_vehicle: false } },
  configDomains: { service_locations: locations, is_skipping_vehicle: [true, false] },
  bookingDomains: { vehicleType: vehicleTypes, placeMode: placeModes },
  guards: [],
};

describe('analyseFlow covers every combination', () => {
  it('finds a redirect loop that one value of seven, with one of four and one session of three, causes (brute force agrees), trying 8 of the 84 contexts', () => {
    const brute: string[] = [];
    for (const vehicleType of vehicleTypes)
      for (const placeMode of placeModes)
        for (const session of [{ signedIn: false, guest: false }, { signedIn: true, guest: false }, { signedIn: false, guest: true }]) {
          const ctx = { config: {}, session, booking: { vehicleType, placeMode }, query: {} };
          try {
            resolveStep(flow, '/', ctx, {});
          } catch {
            brute.push(`${vehicleType}/${placeMode}/${session.guest ? 'guest' : session.signedIn ? 'signedIn' : 'visitor'}`);
          }
        }
    expect(brute).toEqual(['boat/workplace/guest']);

    const analysis = analyseFlow(flow, input);
    expect(analysis.problems.map((p) => p.message).join('\n')).toMatch(/Redirect loop in flow "mini": start → end → start .*vehicleType="boat", session="guest", booking.placeMode="workplace"/);
    expect(analysis.stats.contextCombinationsCovered).toBe(vehicleTypes.length * placeModes.length * 3);
    // vehicleType: boat or not; placeMode: workplace or not; session: guest or not.
    expect(analysis.stats.contextCombinations).toBe(2 * 2 * 2);
    expect(analysis.stats.contextSampled).toBe(false);
  });

  it('reaches a step only some flag combinations lead to, trying one combination per class of the 14', () => {
    const analysis = analyseFlow(flow, input);
    expect(analysis.problems.filter((p) => p.message.includes('unreachable'))).toEqual([]);
    expect(analysis.stats.configCombinations).toBe(locations.length * 2);
    // service_locations: with or without "workplace"; is_skipping_vehicle: true or false.
    expect(analysis.stats.configCombinationsTried).toBe(2 * 2);
  });
});
