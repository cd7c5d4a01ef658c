import { describe, expect, it } from 'vitest';
import { replayAfter, replayPath, startReplay, type ReplayState } from '../../../preview/graph/journey-replay';
import type { JourneyView } from '../../../preview/graph/journey-view';

const journey: JourneyView = {
  label: 'visitor · home · services',
  steps: ['home', 'begin', 'place', 'finished'],
  ruleIds: ['A-01', 'B-44', 'H-01'],
  moves: [
    { stepId: 'home', route: '/', to: 'begin', decidedBy: 'A-01' },
    { stepId: 'begin', route: '/pricing/begin', to: 'place', decidedBy: 'B-44' },
    { stepId: 'place', route: '/pricing/place', to: 'finished', decidedBy: 'H-01' },
  ],
};

/** The replay after the timer ran `n` times. */
function ticks(state: ReplayState, n: number): ReplayState {
  let s = state;
  for (let i = 0; i < n; i += 1) s = replayAfter(s, 'tick');
  return s;
}

describe('journey replay stepping', () => {
  it('starts on the first step, playing', () => {
    expect(startReplay(journey)).toMatchObject({ index: 0, playing: true });
  });

  it('the timer moves one step at a time and stops playing on the goal', () => {
    const start = startReplay(journey);
    expect(ticks(start, 1)).toMatchObject({ index: 1, playing: true });
    expect(ticks(start, 3)).toMatchObject({ index: 3, playing: false });
    expect(ticks(start, 10)).toMatchObject({ index: 3, playing: false });
  });

  it('Pause stops the timer from moving on; Play goes on from there', () => {
    const paused = replayAfter(ticks(startReplay(journey), 1), 'toggle');
    expect(paused).toMatchObject({ index: 1, playing: false });
    expect(replayAfter(paused, 'tick')).toBe(paused);
    expect(replayAfter(paused, 'toggle')).toMatchObject({ index: 1, playing: true });
  });

  it('Play on the goal starts again from the first step', () => {
    const done = ticks(startReplay(journey), 3);
    expect(replayAfter(done, 'toggle')).toMatchObject({ index: 0, playing: true });
  });

  it('Next and Previous move by hand within the journey and pause', () => {
    const start = startReplay(journey);
    expect(replayAfter(start, 'previous')).toMatchObject({ index: 0, playing: false });
    expect(replayAfter(start, 'next')).toMatchObject({ index: 1, playing: false });
    expect(replayAfter(ticks(start, 3), 'next')).toMatchObject({ index: 3, playing: false });
  });

  it('a journey of one step does not play', () => {
    expect(startReplay({ ...journey, steps: ['finished'], moves: [], ruleIds: [] })).toMatchObject({ index: 0, playing: false });
  });

  it('sends the frame to routes without parameters only', () => {
    expect(replayPath('/pricing/place')).toBe('/pricing/place');
    expect(replayPath('/reschedule/:customerId/:swId')).toBeNull();
    expect(replayPath(undefined)).toBeNull();
  });
});
