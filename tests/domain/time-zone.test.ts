import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  dateFormat,
  DEFAULT_TIME_ZONE,
  isInstantString,
  isValidTimeZone,
  serviceTimeZone,
  todayInZone,
  toInstant,
  wallClockInZone,
  zonedDateTimeToInstant,
  zoneOffsetMs,
} from '../../src/domain/time-zone';

describe('serviceTimeZone', () => {
  it('F-41 decisions "Time": the address zone wins over the client location zone', () => {
    expect(serviceTimeZone({ time_zone: 'America/Chicago' }, { time_zone: 'America/Denver' })).toBe('America/Chicago');
  });
  it('F-41 decisions "Time": falls back to the client location zone without an address zone', () => {
    expect(serviceTimeZone({ time_zone: null }, { time_zone: 'America/Denver' })).toBe('America/Denver');
    expect(serviceTimeZone(null, { time_zone: 'America/Denver' })).toBe('America/Denver');
  });
  it('F-41 defaults to America/New_York', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(serviceTimeZone()).toBe('America/New_York');
    expect(serviceTimeZone({}, {})).toBe('America/New_York');
  });
  it('F-41 skips blank and unknown zone names instead of throwing', () => {
    expect(serviceTimeZone({ time_zone: '  ' }, { time_zone: 'Mars/Olympus' })).toBe('America/New_York');
    expect(serviceTimeZone({ time_zone: 'Not/AZone' }, { time_zone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });
  it('F-41 uses a zone name padded with spaces on the wire instead of skipping it', () => {
    expect(isValidTimeZone(' America/Los_Angeles ')).toBe(true);
    expect(serviceTimeZone({ time_zone: ' America/Los_Angeles ' }, { time_zone: 'America/Chicago' })).toBe('America/Los_Angeles');
    expect(serviceTimeZone(null, { time_zone: 'Asia/Kolkata\n' })).toBe('Asia/Kolkata');
  });
});

describe('instants and wall clocks', () => {
  it('decisions "Time": toInstant accepts Dates and ISO strings with an offset only', () => {
    expect(toInstant('2026-03-08T12:00:00Z').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(toInstant('2026-03-08T07:00:00-05:00').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(toInstant(new Date(0)).getTime()).toBe(0);
    expect(() => toInstant('2026-03-08T12:00:00')).toThrow(RangeError);
    expect(() => toInstant('2026-03-08')).toThrow(RangeError);
    expect(() => toInstant(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('decisions "Time": toInstant reads SQL-style instants (space separator, short offsets)', () => {
    expect(toInstant('2026-03-08 12:00:00+00:00').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(toInstant('2026-03-08 07:00:00-0500').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(toInstant('2026-03-08T17:30:00+05:30').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(toInstant('2026-03-08T21:00:00+09').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(isInstantString('2026-03-08 12:00:00+00:00')).toBe(true);
    expect(isInstantString('2026-03-08 12:00:00')).toBe(false);
  });

  it('decisions "Time": toInstant refuses impossible days instead of rolling them over (Feb 30 is not Mar 2)', () => {
    expect(() => toInstant('2026-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => toInstant('2026-04-31T10:00:00+05:00')).toThrow(RangeError);
    expect(toInstant('2028-02-29T10:00:00Z').toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('decisions "Time": today is judged in the location zone, whatever the process zone', () => {
    const now = '2026-05-11T02:00:00Z';
    expect(todayInZone(now, 'America/Los_Angeles')).toBe('2026-05-10');
    expect(todayInZone(now, 'Asia/Tokyo')).toBe('2026-05-11');
    expect(wallClockInZone(now, 'America/New_York')).toEqual({ date: '2026-05-10', minutes: 22 * 60, seconds: 0 });
  });

  it('F-41 reads offsets across the 2026 New York DST changes', () => {
    expect(zoneOffsetMs('2026-03-08T06:59:59Z', 'America/New_York')).toBe(-5 * 3600_000);
    expect(zoneOffsetMs('2026-03-08T07:00:00Z', 'America/New_York')).toBe(-4 * 3600_000);
    expect(zoneOffsetMs('2026-11-01T05:59:59Z', 'America/New_York')).toBe(-4 * 3600_000);
    expect(zoneOffsetMs('2026-11-01T06:00:00Z', 'America/New_York')).toBe(-5 * 3600_000);
  });

  it('F-41 turns a wall-clock time in the zone into an instant, including DST gaps and overlaps', () => {
    expect(zonedDateTimeToInstant('2026-07-01', 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedDateTimeToInstant('2026-01-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    // 02:30 does not exist on 2026-03-08 in New York: moved forward to 03:30 EDT.
    expect(zonedDateTimeToInstant('2026-03-08', 150, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: the earlier (EDT) instant is taken.
    expect(zonedDateTimeToInstant('2026-11-01', 90, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedDateTimeToInstant('2026-07-01', 9 * 60, 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:30:00.000Z');
  });

  it('F-41 wall clock → instant → wall clock round-trips outside DST gaps (property)', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, dayOffset, minutes) => {
          const date = addDays('2025-01-01', dayOffset);
          const instant = zonedDateTimeToInstant(date, minutes, zone);
          const back = wallClockInZone(instant, zone);
          const inGap = back.date !== date || back.minutes !== minutes;
          if (inGap) {
            // Only a skipped time may move, and only forward, by less than a day.
            expect(instant.getTime()).toBeGreaterThan(Date.parse(`${date}T00:00:00Z`) - 86_400_000);
          } else {
            expect(back).toEqual({ date, minutes, seconds: 0 });
          }
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);
});

describe('dateFormat', () => {
  it('gives the same formatter for the same options, a new one for others', () => {
    const a = dateFormat({ timeZone: 'America/Chicago', timeZoneName: 'short' });
    expect(dateFormat({ timeZone: 'America/Chicago', timeZoneName: 'short' })).toBe(a);
    expect(dateFormat({ timeZone: 'America/Denver', timeZoneName: 'short' })).not.toBe(a);
    expect(a.formatToParts(new Date('2026-07-01T12:00:00Z')).find((p: Intl.DateTimeFormatPart) => p.type === 'timeZoneName')?.value).toBe('CDT');
  });

  it('formats in en-US whatever the process locale', () => {
    expect(dateFormat({ timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date('2026-03-10T12:00:00Z'))).toBe('Tuesday, March 10, 2026');
  });

  it('throws for options Intl refuses and keeps nothing for them', () => {
    expect(() => dateFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
