// @vitest-environment jsdom
/** The schedule's choice reaches the booking in the handler that makes it, not in an effect after render (issue 24). */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppClock } from '../../src/ui/app-clock';
import SchedulePicker from '../../src/widgets/schedule-picker/schedule-picker';
import { atTime, useMockServer } from '../api/harness';
import { renderSchedule } from './schedule-harness';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 11:30 in New York. */
const NOW = '2026-03-10T11:30:00-04:00';

beforeEach(() => {
  atTime(NOW);
  setAppClock(NOW);
});
afterEach(() => {
  cleanup();
  setAppClock(undefined);
});

describe('schedulePicker — the choice reaches the booking in the handler (issue 24)', () => {
  it('F-05/F-43 a chosen slot is in the booking when the click is handled, before the summary redraws (no copy after render)', async () => {
    const { store, booking } = renderSchedule(SchedulePicker, { provider: 'acme', values: { session: { signedIn: false, guest: true } } });
    const shown = () => screen.queryByText(/^Your appointment:/)?.parentElement?.textContent ?? null;
    expect(await screen.findByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' })).toBeInTheDocument();
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: '2026-03-10' }));
    const summaryWhenWritten: (string | null)[] = [];
    const stop = store.subscribe(() => {
      if (store.getState().schedule?.date === '2026-03-11') summaryWhenWritten.push(shown());
    });
    await userEvent.click(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' }));
    stop();
    expect(summaryWhenWritten).toHaveLength(1);
    expect(summaryWhenWritten[0]).toBeNull(); // issue 26: a date alone is no appointment, so nothing was shown before
    expect(shown()).toContain('Wednesday, March 11, 2026 at 9:00 AM');
    expect(booking().schedule).toMatchObject({ date: '2026-03-11', confirmedAppointmentStartTime: '09:00' });
  });

  it('F-43 Continue confirms the choice the booking holds without changing it (its service vehicle included): nothing is drawn again as the step is left', async () => {
    const { store, booking, send } = renderSchedule(SchedulePicker, { provider: 'acme', values: { session: { signedIn: false, guest: true } } });
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' }));
    await waitFor(() => expect(booking().schedule).toMatchObject({ date: '2026-03-11', confirmedAppointmentStartTime: '09:00' }));
    const held = booking().schedule;
    // The service vehicle (a booking fact, G-06) was written with the choice, not at Continue.
    expect(held?.serviceVehicleId).toEqual(expect.any(Number));
    expect(booking().serviceVehicleId).toBe(held?.serviceVehicleId);
    const changed: (keyof ReturnType<typeof store.getState>)[] = [];
    let before = store.getState();
    const stop = store.subscribe(() => {
      const now = store.getState();
      changed.push(...(Object.keys(now) as (keyof typeof now)[]).filter((k) => now[k] !== before[k]));
      before = now;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    stop();
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(booking().schedule).toBe(held);
    expect(changed).toEqual([]);
  });
});
