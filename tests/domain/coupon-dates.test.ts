import { describe, expect, it } from 'vitest';
import { couponCalendarDate, isCalendarDate } from '../../src/domain/coupon-dates';

describe('coupon dates', () => {
  it('D-78 reads plain dates and local date-times as the date they name', () => {
    expect(couponCalendarDate('2024-06-30', 'Asia/Tokyo')).toBe('2024-06-30');
    expect(couponCalendarDate(' 2024-06-30 ', 'America/New_York')).toBe('2024-06-30');
    expect(couponCalendarDate('2024-06-30 23:59:59', 'Asia/Tokyo')).toBe('2024-06-30');
    expect(couponCalendarDate('2024-06-30T23:59:59.000', 'America/New_York')).toBe('2024-06-30');
  });

  it('D-78 reads an instant as the calendar date in the service location zone, whatever the machine zone', () => {
    expect(couponCalendarDate('2024-06-30T23:00:00-04:00', 'Asia/Tokyo')).toBe('2024-07-01');
    expect(couponCalendarDate('2024-06-30T23:00:00-04:00', 'America/New_York')).toBe('2024-06-30');
    expect(couponCalendarDate('2024-07-01T02:00:00Z', 'America/Los_Angeles')).toBe('2024-06-30');
    expect(couponCalendarDate('2024-06-30T23:00:00+0000', 'America/New_York')).toBe('2024-06-30');
  });

  it('D-78 falls back to America/New_York for a missing or unknown zone', () => {
    expect(couponCalendarDate('2024-07-01T02:00:00Z', null)).toBe('2024-06-30');
    expect(couponCalendarDate('2024-07-01T02:00:00Z', 'Not/AZone')).toBe('2024-06-30');
  });

  it('D-78 uses a service location zone padded with spaces, and reads SQL-style instants', () => {
    // 05:00Z is 22:00 the day before in Los Angeles but 01:00 the same day in New York (the fallback).
    expect(couponCalendarDate('2024-07-01T05:00:00Z', ' America/Los_Angeles ')).toBe('2024-06-30');
    expect(couponCalendarDate('2024-07-01 05:00:00+00:00', 'America/Los_Angeles')).toBe('2024-06-30');
  });

  it('D-78 refuses unreadable and impossible dates', () => {
    expect(couponCalendarDate('2024-13-01', 'America/New_York')).toBeNull();
    expect(couponCalendarDate('2023-02-29 10:00', 'America/New_York')).toBeNull();
    expect(couponCalendarDate('June 30', 'America/New_York')).toBeNull();
    expect(couponCalendarDate('', 'America/New_York')).toBeNull();
    // `Date` would roll these over into March 2 and May 1.
    expect(couponCalendarDate('2026-02-30T10:00:00Z', 'America/New_York')).toBeNull();
    expect(couponCalendarDate('2026-04-31T10:00:00+05:00', 'Asia/Kolkata')).toBeNull();
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-6-1')).toBe(false);
  });
});
