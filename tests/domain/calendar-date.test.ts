import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysBetween,
  dayOfWeek,
  endOfMonth,
  formatClockTime,
  parseCalendarDate,
  parseClockTime,
  startOfMonth,
} from '../../src/domain/calendar-date';

describe('calendar dates and clock times', () => {
  it('K-68 the appointment date is a calendar date; a time part is ignored', () => {
    expect(parseCalendarDate('2026-03-08')).toBe('2026-03-08');
    expect(parseCalendarDate('2026-03-08T00:00:00Z')).toBe('2026-03-08');
    expect(parseCalendarDate('2026-03-08 09:00')).toBe('2026-03-08');
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('03/08/2026')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });

  it('F-29 calendar arithmetic clamps month ends and handles leap years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(startOfMonth('2026-03-08')).toBe('2026-03-01');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-08')).toBe(7);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
    expect(dayOfWeek('2026-03-08')).toBe(0);
  });

  it('F-29 F-31 day arithmetic ignores DST and the process zone: addDays then daysBetween gives n back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: -400, max: 400 }), (start, n) => {
        const from = addDays('2024-01-01', start);
        expect(daysBetween(from, addDays(from, n))).toBe(n);
        expect(dayOfWeek(addDays(from, 7))).toBe(dayOfWeek(from));
      }),
      { numRuns: 1000 },
    );
  });

  it('F-19 F-33 clock times parse from 24-hour and 12-hour forms', () => {
    expect(parseClockTime('09:00')).toBe(540);
    expect(parseClockTime('9:30:00')).toBe(570);
    expect(parseClockTime('17:00:00.000')).toBe(1020);
    expect(parseClockTime('9:00 AM')).toBe(540);
    expect(parseClockTime('12:00 am')).toBe(0);
    expect(parseClockTime('12 PM')).toBe(720);
    expect(parseClockTime('5:00 PM')).toBe(1020);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('25:00')).toBeNull();
    expect(parseClockTime('13:00 PM')).toBeNull();
    expect(parseClockTime('noon')).toBeNull();
    expect(formatClockTime(540)).toBe('09:00');
    expect(formatClockTime(1440)).toBe('24:00');
  });
});
