import { describe, expect, it } from 'vitest';
import { callTimingLines, PHASE_COLUMNS, phaseRows, transitionPhases, type TransitionTiming } from '../../../scripts/perf/write-phases';
import type { TransitionSample } from '../../../bench/steps.bench';

const signUp: TransitionTiming = {
  calls: [
    { path: '/api/booking/customer-signup', start: 20, end: 35, read: 40 },
    { path: '/api/vehicle', start: 50, end: 70, read: 75 },
    { path: '/api/customer/address', start: 52, end: 80, read: 90 },
    // the next step's own call, after the navigation: not waited for
    { path: '/api/customer/address/7/compatible-dates', start: 130, end: 150, read: 152 },
  ],
  navigations: [{ path: '/pricing/schedule', at: 95 }],
  found: 120,
  heading: 135,
  ready: 200,
};

describe('transitionPhases', () => {
  it('counts the calls that left before the navigation: the first one out, the last answer read', () => {
    expect(transitionPhases(signUp)).toEqual({ request: 20, read: 90, navigation: 95, painted: 135 });
  });

  it('takes an answer never read as read when it ended', () => {
    const timing = { ...signUp, calls: [{ path: '/api/user/sign-in', start: 15, end: 30, read: null }] };
    expect(transitionPhases(timing).read).toBe(30);
  });

  it('without a navigation, counts the calls that left before the heading was painted', () => {
    const timing = { ...signUp, calls: signUp.calls.slice(0, 3), navigations: [] };
    expect(transitionPhases(timing)).toEqual({ request: 20, read: 90, navigation: null, painted: 135 });
  });

  it('a transition without calls has no request and no read', () => {
    const timing = { ...signUp, calls: [], navigations: [{ path: '/pricing/place', at: 12 }] };
    expect(transitionPhases(timing)).toEqual({ request: null, read: null, navigation: 12, painted: 135 });
  });

  it('ignores a navigation and a call before the click', () => {
    const timing = { ...signUp, calls: [{ path: '/api/x', start: -5, end: 3, read: 4 }], navigations: [{ path: '/a', at: -2 }, { path: '/b', at: 30 }] };
    expect(transitionPhases(timing)).toEqual({ request: null, read: null, navigation: 30, painted: 135 });
  });
});

describe('callTimingLines', () => {
  it('lists calls and navigations in time order, then the heading', () => {
    expect(callTimingLines({ ...signUp, calls: signUp.calls.slice(0, 2).concat({ path: '/api/z', start: 100, end: 110, read: null }) })).toEqual([
      '   20 →    35  /api/booking/customer-signup  (read 40)',
      '   50 →    70  /api/vehicle  (read 75)',
      '   95          navigation to /pricing/schedule',
      '  100 →   110  /api/z',
      'heading drawn 120, painted 135; ready 200',
    ]);
  });
});

describe('phaseRows', () => {
  const sample = (transition: string, phases: TransitionSample['phases']): TransitionSample => ({ session: 'guest', transition, heading: phases?.painted ?? 0, ready: 0, longTasks: [], phases });

  it('gives each timed transition the p50 of its phases, in the order first seen', () => {
    const rows = phaseRows([
      sample('account → schedule', { request: 20, read: 90, navigation: 95, painted: 135 }),
      sample('home → begin', { request: null, read: null, navigation: 10, painted: 60 }),
      sample('account → schedule', { request: 30, read: 110, navigation: 115, painted: 165 }),
      sample('place → account', undefined),
    ]);
    expect(rows.every((row) => row.length === PHASE_COLUMNS.length)).toBe(true);
    expect(rows).toEqual([
      ['account → schedule', '2', '25 ms', '75 ms', '5 ms', '105 ms', '45 ms', '150 ms'],
      ['home → begin', '1', '—', '—', '—', '10 ms', '50 ms', '60 ms'],
    ]);
  });

  it('is empty when no transition was timed', () => {
    expect(phaseRows([sample('home → begin', undefined)])).toEqual([]);
  });
});
