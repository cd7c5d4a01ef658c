import { describe, expect, it } from 'vitest';
import { findJourneys, type Flow, type JourneyOptions, type WidgetModel } from '../../src/engine';
import { bookingFlow } from './support/context';
import { initialFacts } from '../../src/journeys/initial-facts';
import { widgetModels } from '../../src/journeys/widget-models';
import { bookingGuards } from '../../src/booking/guards';

/** home → begin → pick (a vehicle) → end; `end` needs a vehicle (guard back to home). */
function miniFlow(pickTo: string): Flow {
  return {
    id: 'mini',
    entry: ['home'],
    messages: { x: 'Please give a name' },
    steps: [
      { id: 'home', route: '/', widgets: [{ widget: 'go' }], on: { go: { rules: [], otherwise: { id: 'A', to: 'begin' } } } },
      { id: 'begin', route: '/begin', widgets: [{ widget: 'go' }], on: { go: { rules: [], otherwise: { id: 'B', to: 'pick' } } } },
      {
        id: 'pick',
        route: '/pick',
        widgets: [{ widget: 'vehicle' }, { widget: 'name' }, { widget: 'go' }],
        blockers: [{ id: 'needs-name', when: { not: { booking: 'named' } }, message: 'x' }],
        on: { go: { rules: [], otherwise: { id: 'C', to: pickTo } } },
      },
      {
        id: 'end',
        route: '/end',
        terminal: true,
        widgets: [],
        guards: [{ id: 'G', when: { not: { booking: 'hasVehicle' } }, redirect: 'home' }],
      },
    ],
  };
}

const widgets: Record<string, WidgetModel> = {
  go: { sends: { go: { default: {} } } },
  vehicle: { fills: { plate: { set: { hasVehicle: true } } } },
  name: { fills: { typed: { set: { named: true } } } },
};

const options = (over: Partial<JourneyOptions> = {}): JourneyOptions => ({
  config: {},
  guards: {},
  widgets,
  initialFacts: { hasVehicle: false, named: false },
  session: 'visitor',
  start: 'home',
  goal: 'end',
  frontDoor: ['home', 'begin'],
  ...over,
});

describe('findJourneys (the journey model checker)', () => {
  it('finds the shortest journey with the fills each move needs and the rule that decided it', () => {
    const { journeys } = findJourneys(miniFlow('end'), options());
    const sound = journeys[0]!;
    expect(sound.steps).toEqual(['home', 'begin', 'pick', 'end']);
    expect(sound.moves.map((m) => m.decidedBy)).toEqual(['A', 'B', 'C']);
    // The blocker holds Continue until the name is given; the vehicle comes with it or the guard fires.
    expect(sound.moves[2]!.fills).toEqual([{ widget: 'vehicle', choice: 'plate' }, { widget: 'name', choice: 'typed' }]);
    expect(sound.moves[2]!.redirects).toEqual([]);
  });

  it('reports a guard on the normal path and a return to the front door, naming the step and the rule', () => {
    const { violations } = findJourneys(miniFlow('end'), options());
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'guard-on-path', stepId: 'pick', ruleId: 'C' }),
      expect.objectContaining({ kind: 'back-to-start', stepId: 'pick', ruleId: 'G' }),
    ]);
  });

  it('reports no journey with the longest path and the rule where it ends', () => {
    const search = findJourneys(miniFlow('begin'), options());
    expect(search.journeys).toEqual([]);
    expect(search.violations).toContainEqual(
      expect.objectContaining({ kind: 'no-journey', message: expect.stringContaining('the longest goes home → begin → pick → begin') }),
    );
  });

  it('is deterministic and bounded', () => {
    const guestOptions: JourneyOptions = {
      ...options(),
      config: { service_locations: ['home', 'shop'], is_guest_checkout_enabled: true },
      guards: bookingGuards,
      widgets: widgetModels,
      initialFacts: initialFacts({}),
      session: 'guest',
      goal: 'finished',
      outcomeFacts: ['placeMode'],
      outcomeSteps: ['services', 'tires'],
    };
    const a = findJourneys(bookingFlow, guestOptions);
    const b = findJourneys(bookingFlow, guestOptions);
    expect(a).toEqual(b);
    expect(a.truncated).toBe(false);
    expect(a.violations).toEqual([]);
    expect(a.journeys.map((j) => j.outcome)).toEqual(
      expect.arrayContaining([
        { placeMode: 'home', steps: 'services' },
        { placeMode: 'shop', steps: 'services' },
      ]),
    );
    // A guest checks out as a guest: E-23, never sign-up.
    expect(a.journeys.every((j) => j.moves.some((m) => m.decidedBy === 'E-23'))).toBe(true);
    expect(findJourneys(bookingFlow, { ...options(), guards: bookingGuards, widgets: widgetModels, goal: 'finished', maxStates: 3 }).truncated).toBe(true);
  });
});
