// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockPanel } from '../../../preview/workspace/clock-panel';

afterEach(cleanup);

describe('ClockPanel (the time machine)', () => {
  it('shows the app\'s clock in the chosen zone and steps it by an hour or a day', async () => {
    const user = userEvent.setup();
    const onStep = vi.fn();
    render(
      <ClockPanel clock="2026-03-10T11:30" zone="America/New_York" liveNow="2026-03-10T15:30:00.000Z" onClockChange={() => undefined} onZoneChange={() => undefined} onStep={onStep} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The app’s clock: Tue 10 Mar 2026, 11:30 (America/New_York)');
    await user.click(screen.getByRole('button', { name: '+1 hour' }));
    await user.click(screen.getByRole('button', { name: '+1 day' }));
    expect(onStep.mock.calls).toEqual([[3_600_000], [86_400_000]]);
  });

  it('says when the app runs on the real time, and shows a clock error', () => {
    render(<ClockPanel clock="" zone="UTC" liveNow={null} error="The clock is a date and time, e.g. 2025-03-10 10:00." onClockChange={() => undefined} onZoneChange={() => undefined} onStep={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('The app’s clock: the real time');
    expect(screen.getByLabelText('Now (empty: the real time)')).toHaveAccessibleDescription(/The clock is a date and time/);
  });
});
