import { describe, expect, it } from 'vitest';
import {
  compatibleDateWindow,
  isWithinWindow,
  timeSlotFallbackWindow,
  weekViewWindow,
  widenedDateWindow,
} from '../../src/domain/date-window';

const NY = 'America/New_York';

describe('date windows', () => {
  it('F-29 runs from the start of the current month through the end of next month', () => {
    expect(compatibleDateWindow('2026-03-08T15:00:00Z', NY)).toEqual({ start: '2026-03-01', end: '2026-04-30' });
    expect(compatibleDateWindow('2026-12-20T15:00:00Z', NY)).toEqual({ start: '2026-12-01', end: '2027-01-31' });
    expect(compatibleDateWindow('2027-01-05T15:00:00Z', NY)).toEqual({ start: '2027-01-01', end: '2027-02-28' });
  });

  it('F-29 uses the selected month when one is selected', () => {
    expect(compatibleDateWindow('2026-03-08T15:00:00Z', NY, '2026-05-17')).toEqual({ start: '2026-05-01', end: '2026-06-30' });
  });

  it('F-29 a selected month before the current month counts as the current month', () => {
    expect(compatibleDateWindow('2026-03-08T15:00:00Z', NY, '2026-01-17')).toEqual({ start: '2026-03-01', end: '2026-04-30' });
  });

  it('F-29 "current month" is judged in the location zone (1 April 02:00 UTC is still March in New York)', () => {
    expect(compatibleDateWindow('2026-04-01T02:00:00Z', NY)).toEqual({ start: '2026-03-01', end: '2026-04-30' });
    expect(compatibleDateWindow('2026-04-01T02:00:00Z', 'Asia/Tokyo')).toEqual({ start: '2026-04-01', end: '2026-05-31' });
  });

  it('F-30 widens to one year ahead of today when nothing was found', () => {
    const original = compatibleDateWindow('2026-03-08T15:00:00Z', NY);
    expect(widenedDateWindow('2026-03-08T15:00:00Z', NY, original)).toEqual({ start: '2026-03-01', end: '2027-03-08' });
  });

  it('F-30 never narrows a window that already reaches further', () => {
    const far = { start: '2027-02-01', end: '2027-03-31' };
    expect(widenedDateWindow('2026-03-08T15:00:00Z', NY, far)).toEqual(far);
  });

  it('F-31 weekly views cover the current and next week (Sunday start by default)', () => {
    // 2026-03-11 is a Wednesday.
    expect(weekViewWindow('2026-03-11T15:00:00Z', NY)).toEqual({ start: '2026-03-08', end: '2026-03-21' });
    expect(weekViewWindow('2026-03-08T15:00:00Z', NY)).toEqual({ start: '2026-03-08', end: '2026-03-21' });
    expect(weekViewWindow('2026-03-11T15:00:00Z', NY, 1)).toEqual({ start: '2026-03-09', end: '2026-03-22' });
  });

  it('F-31 the current week is the location zone week (Sunday 01:00 UTC is Saturday in New York)', () => {
    expect(weekViewWindow('2026-03-08T01:00:00Z', NY)).toEqual({ start: '2026-03-01', end: '2026-03-14' });
  });

  it('F-32 the time-slot fallback looks 3 months ahead', () => {
    expect(timeSlotFallbackWindow('2026-11-30T15:00:00Z', NY)).toEqual({ start: '2026-11-30', end: '2027-02-28' });
  });

  it('F-29 isWithinWindow includes both ends', () => {
    const w = { start: '2026-03-01', end: '2026-04-30' };
    expect(isWithinWindow('2026-03-01', w)).toBe(true);
    expect(isWithinWindow('2026-04-30', w)).toBe(true);
    expect(isWithinWindow('2026-05-01', w)).toBe(false);
    expect(isWithinWindow('bad', w)).toBe(false);
  });
});
