// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyList } from '../../../preview/graph/journey-list';
import { journeyHighlight, sameJourney, type JourneyView } from '../../../preview/graph/journey-view';

afterEach(cleanup);

const journey = (label: string, steps: string[]): JourneyView => ({
  label,
  steps,
  ruleIds: steps.slice(1).map((s) => `R-${s}`),
  moves: steps.slice(1).map((to, i) => ({ stepId: steps[i]!, route: `/${steps[i]}`, to, decidedBy: `R-${to}` })),
});

const journeys = {
  visitor: [journey('home place', ['home', 'place', 'finished']), journey('workplace', ['home', 'schedule', 'finished'])],
  guest: [journey('guest checkout', ['home', 'account', 'finished'])],
  fleet: [],
};

describe('JourneyList', () => {
  it('groups journeys under a heading per session kind', () => {
    render(<JourneyList journeysBySession={journeys} onSelect={vi.fn()} onReplay={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['visitor', 'guest', 'fleet']);
    const visitor = screen.getByRole('region', { name: 'visitor' });
    expect(within(visitor).getAllByRole('listitem')).toHaveLength(2);
    expect(within(visitor).getByText('(home → place → finished)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'fleet' })).getByText('No journey.')).toBeInTheDocument();
  });

  it('highlights (toggling) and replays a journey', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onReplay = vi.fn();
    const { rerender } = render(<JourneyList journeysBySession={journeys} onSelect={onSelect} onReplay={onReplay} />);
    const highlight = screen.getByRole('button', { name: 'Highlight visitor journey: workplace' });
    expect(highlight).toHaveAttribute('aria-pressed', 'false');
    await user.click(highlight);
    expect(onSelect).toHaveBeenLastCalledWith({ session: 'visitor', index: 1 }, journeys.visitor[1]);

    rerender(<JourneyList journeysBySession={journeys} selected={{ session: 'visitor', index: 1 }} onSelect={onSelect} onReplay={onReplay} />);
    expect(screen.getByRole('button', { name: 'Highlight visitor journey: workplace' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Highlight visitor journey: workplace' }));
    expect(onSelect).toHaveBeenLastCalledWith(null, null);

    await user.click(screen.getByRole('button', { name: 'Replay guest journey: guest checkout' }));
    expect(onReplay).toHaveBeenCalledWith({ session: 'guest', index: 0 }, journeys.guest[0]);
  });

  it('says so when there are no journeys', () => {
    render(<JourneyList journeysBySession={{}} onSelect={vi.fn()} onReplay={vi.fn()} />);
    expect(screen.getByText('No journeys.')).toBeInTheDocument();
  });
});

describe('journey helpers', () => {
  it('compares references and gives a journey’s highlight', () => {
    expect(sameJourney({ session: 'guest', index: 0 }, { session: 'guest', index: 0 })).toBe(true);
    expect(sameJourney({ session: 'guest', index: 0 }, null)).toBe(false);
    expect(journeyHighlight(journeys.visitor[0]!)).toEqual({ steps: ['home', 'place', 'finished'], rules: ['R-place', 'R-finished'] });
  });
});
