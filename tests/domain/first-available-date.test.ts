import { describe, expect, it } from 'vitest';
import { firstAvailableDate } from '../../src/domain/first-available-date';

const ctx = { now: '2026-03-10T15:00:00Z', timeZone: 'America/New_York' };
const entries = [
  { date: '2026-03-14', is_available: true },
  { date: '2026-03-09', is_available: true },
  { date: '2026-03-12', is_available: false },
  { date: '2026-03-13' },
];

describe('firstAvailableDate', () => {
  it('F-18 auto-selects the earliest available date not before today', () => {
    expect(firstAvailableDate(entries, ctx)).toBe('2026-03-13');
  });
  it('F-18 does nothing when a date is already selected', () => {
    expect(firstAvailableDate(entries, { ...ctx, selectedDate: '2026-03-14' })).toBeNull();
  });
  it('F-18 does nothing while the waitlist form is shown', () => {
    expect(firstAvailableDate(entries, { ...ctx, showingWaitlistForm: true })).toBeNull();
  });
  it('F-18 answers null when no date qualifies', () => {
    expect(firstAvailableDate([{ date: '2026-03-11', is_available: false }, { date: null }], ctx)).toBeNull();
    expect(firstAvailableDate([], ctx)).toBeNull();
  });
  it('F-18 judges today in the location zone (03:00 UTC on the 11th is still the 10th in New York)', () => {
    const list = [{ date: '2026-03-10', is_available: true }];
    expect(firstAvailableDate(list, { now: '2026-03-11T03:00:00Z', timeZone: 'America/New_York' })).toBe('2026-03-10');
    expect(firstAvailableDate(list, { now: '2026-03-11T03:00:00Z', timeZone: 'Asia/Tokyo' })).toBeNull();
  });
});
