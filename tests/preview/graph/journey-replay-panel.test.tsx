// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReplay, type ReplayState } from '../../../preview/graph/journey-replay';
import { JourneyReplayPanel } from '../../../preview/graph/journey-replay-panel';
import type { JourneyView } from '../../../preview/graph/journey-view';

const journey: JourneyView = {
  label: 'visitor · home · services',
  steps: ['home', 'begin', 'finished'],
  ruleIds: ['A-01', 'B-44'],
  moves: [
    { stepId: 'home', route: '/', to: 'begin', decidedBy: 'A-01' },
    { stepId: 'begin', route: '/pricing/begin', to: 'finished', decidedBy: 'B-44' },
  ],
};
const routeOf = new Map([
  ['home', '/'],
  ['begin', '/pricing/begin'],
  ['finished', '/pricing/finished'],
]);

function Harness({ onStep }: { onStep: (r: ReplayState) => void }) {
  const [replay, setReplay] = useState<ReplayState>(() => startReplay(journey));
  return <JourneyReplayPanel replay={replay} routeOf={routeOf} framePath="/" onChange={setReplay} onStep={onStep} onStop={() => undefined} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('JourneyReplayPanel', () => {
  it('plays the journey step by step to its goal by itself, saying which step it is on, then offers Play again', () => {
    const onStep = vi.fn();
    render(<Harness onStep={onStep} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('step 1 of 3, home (/) — rule A-01 leads to begin');
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.getByRole('status')).toHaveTextContent('step 2 of 3, begin (/pricing/begin)');
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.getByRole('status')).toHaveTextContent('step 3 of 3, finished (/pricing/finished) — the goal of the journey. Replay finished.');
    expect(onStep.mock.calls.map(([r]) => (r as ReplayState).journey.steps[(r as ReplayState).index])).toEqual(['home', 'begin', 'finished']);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });

  it('Pause stops it on the step it is on', () => {
    const onStep = vi.fn();
    render(<Harness onStep={onStep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('step 1 of 3');
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
