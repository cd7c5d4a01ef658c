// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { locations } from '../../mocks/world/catalog/places';
import { setClock } from '../../mocks/world/clock';
import { canBook, type DayContext } from '../../mocks/world/availability';
import type { ProviderConfig } from '../../src/api/configuration';
import type { CompatibleDate } from '../../src/api/compatible-dates';
import { arriveTimeOptions, isArriveHourAllowed } from '../../src/domain/arrive-leave';
import { allowedStarts, dayHours } from '../../src/widgets/schedule-picker/schedule-days';
import SchedulePicker from '../../src/widgets/schedule-picker/schedule-picker';
import { server, useMockServer } from '../api/harness';
import { renderSchedule } from './schedule-harness';
import { useFixedClock } from './support/fixed-clock';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 11:30 in New York (the `hidden` front-door journey's clock). */
const NOW = '2026-03-10T11:30:00-04:00';
const NY = 'America/New_York';
const Widget = SchedulePicker;

/** The back end's entry of the journey: a 6-hour detailing clashes with a booking at 14:00. */
const TUE: CompatibleDate = {
  date: '2026-03-10',
  is_available: true,
  service_vehicle_id: 901,
  start_time: '08:00',
  end_time: '17:00',
  available_time_ranges: [{ start_time: '13:00', end_time: '14:00' }, { start_time: '15:15', end_time: '17:00' }],
  available_start_times: ['16:00'],
};
const hoursOf = (entry: CompatibleDate) => {
  const h = dayHours(entry);
  return arriveTimeOptions({ date: entry.date, startMinutes: h.start, endMinutes: h.end, now: NOW, timeZone: NY, allowed: allowedStarts(entry) });
};
const enabled = (entry: CompatibleDate) => hoursOf(entry).filter((o) => !o.disabled).map((o) => o.minutes / 60);

useFixedClock(NOW);

describe('month calendar arrive hours follow the back end (F-04, F-18, F-19, F-42)', () => {
  it('F-04/F-19/F-42 an arrive hour is enabled only when it holds one of the available_start_times', () => {
    expect(enabled(TUE)).toEqual([16]);
    // 12:00 has not passed (F-19) but the back end allows no start in it.
    expect(hoursOf(TUE).find((o) => o.minutes === 720)).toEqual({ minutes: 720, disabled: true });
    // A start inside the hour opens it: 10:30 → the 10:00 hour (on a later day, so nothing has passed).
    expect(enabled({ ...TUE, date: '2026-03-11', available_start_times: ['10:30', '16:00'] })).toEqual([10, 16]);
    expect(enabled({ ...TUE, date: '2026-03-11', available_start_times: [] })).toEqual([]);
  });

  it('F-42 with only available_time_ranges the whole hour must lie in a range; with neither, every hour not passed (F-19)', () => {
    const rangesOnly = { ...TUE, available_start_times: null };
    expect(enabled(rangesOnly)).toEqual([13, 16]); // 15:00–16:00 starts before the 15:15 range
    expect(enabled({ ...rangesOnly, available_time_ranges: null })).toEqual([12, 13, 14, 15, 16]);
    expect(isArriveHourAllowed(600, undefined)).toBe(true);
  });

  it('F-18 auto-selects the first enabled arrive hour and skips a day with none', async () => {
    const wed: CompatibleDate = { ...TUE, date: '2026-03-11', available_start_times: ['09:00', '10:00'] };
    const entries = [{ ...TUE, available_start_times: [] as string[] }, wed];
    server.use(http.get(api('/customer/address/:id/compatible-dates'), () => HttpResponse.json(entries)));
    renderSchedule(Widget);
    expect((await screen.findByText(/^Your appointment:/)).parentElement).toHaveTextContent('Wednesday, March 11, 2026, arrive 9:00 AM, leave 5:00 PM');

    cleanup();
    server.use(http.get(api('/customer/address/:id/compatible-dates'), () => HttpResponse.json([TUE, wed])));
    renderSchedule(Widget);
    expect((await screen.findByText(/^Your appointment:/)).parentElement).toHaveTextContent('Tuesday, March 10, 2026, arrive 4:00 PM, leave 5:00 PM');
    const arrive = screen.getByRole('group', { name: 'Arrive time' });
    for (const h of ['12 PM', '1 PM', '2 PM', '3 PM']) expect(within(arrive).getByRole('button', { name: h })).toBeDisabled();
    expect(within(arrive).getByRole('button', { name: '4 PM' })).toBeEnabled();
  });

  it('F-42 the mock back end accepts a start at an hour its entry offers and refuses one it does not', () => {
    setClock(NOW);
    const location = locations.find((l) => l.time_zone === NY && l.service_vehicles[2] !== undefined)!;
    const vehicle = location.service_vehicles[2] as number;
    const ctx: DayContext = {
      location,
      timeZone: NY,
      config: { ...providerFixtures.hidden, scheduling_system: 'availability_windows' } as ProviderConfig,
      works: [{ scheduled_work_id: 1, date: '2026-03-10', service_vehicle_id: vehicle, status: 'scheduled', plannedArrivalTime: '14:00', plannedDepartureTime: '15:00' } as never],
      durationMinutes: 360,
    };
    const ok = canBook('2026-03-10', '16:00', ctx);
    expect(ok.ok).toBe(true);
    const entry = (ok as { entry: CompatibleDate }).entry;
    expect(entry.available_start_times).toEqual(['16:00']);
    expect(enabled(entry)).toEqual([16]);
    expect(canBook('2026-03-10', '12:00', ctx).ok).toBe(false);
  });
});
