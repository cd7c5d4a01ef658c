// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsEventsPanel } from '../../src/app/repro/analytics-events-panel';

afterEach(cleanup);

describe('AnalyticsEventsPanel (preview builds)', () => {
  it('A-18 lists the events the app sent, newest first, with their step', async () => {
    const events = [
      { event: 'view_home', data: { step: 'home' } },
      { event: 'select_place', data: { step: 'place' } },
    ];
    render(<AnalyticsEventsPanel source={() => events} />);
    await userEvent.click(screen.getByText('Analytics events (2)'));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['select_place (place)', 'view_home (home)']);
  });

  it('says when there are none yet', async () => {
    render(<AnalyticsEventsPanel source={() => []} />);
    await userEvent.click(screen.getByText('Analytics events (0)'));
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
  });
});
