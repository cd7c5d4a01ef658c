import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-date';
import { todayInZone, zonedDateTimeToInstant } from '../../src/domain/time-zone';
import {
  arriveTimeOptions,
  defaultLeaveTime,
  isArriveTimePassed,
  leaveTimeOptions,
  validateArriveLeave,
} from '../../src/domain/arrive-leave';

const NY = 'America/New_York';

describe('arrive and leave times', () => {
  it('F-19 decides other days by their date exactly as by the instant (zones with DST, half hours and a 30-minute shift)', () => {
    const zones = [NY, 'Asia/Tokyo', 'America/St_Johns', 'Australia/Lord_Howe', 'Europe/London'];
    // Around New York's and London's spring-forward and fall-back days, and an ordinary day.
    const nows = ['2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-03-29T00:30:00Z', '2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-06-01T14:15:00Z'];
    let checked = 0;
    for (const timeZone of zones) {
      for (const now of nows) {
        const today = todayInZone(now, timeZone);
        for (let d = -2; d <= 2; d++) {
          const date = addDays(today, d);
          for (let m = 0; m < 24 * 60; m += 15) {
            const exact = zonedDateTimeToInstant(date, m, timeZone).getTime() < Date.parse(now);
            expect(isArriveTimePassed(date, m, now, timeZone), `${date} +${m} min in ${timeZone} at ${now}`).toBe(exact);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(5 * 6 * 5 * 96);
  });

  it('F-19 disables arrive times already passed today', () => {
    // 10:15 in New York (EDT) on 2026-06-01.
    const options = arriveTimeOptions({ date: '2026-06-01', startMinutes: 8 * 60, endMinutes: 17 * 60, now: '2026-06-01T14:15:00Z', timeZone: NY });
    expect(options.map((o) => [o.minutes / 60, o.disabled])).toEqual([
      [8, true], [9, true], [10, true], [11, false], [12, false], [13, false], [14, false], [15, false], [16, false],
    ]);
  });

  it('F-19 judges "now" in the location zone, not the process zone', () => {
    // 2026-06-01T23:30Z is 19:30 in New York but already 2 June in Tokyo and UTC.
    expect(isArriveTimePassed('2026-06-01', 20 * 60, '2026-06-01T23:30:00Z', NY)).toBe(false);
    expect(isArriveTimePassed('2026-06-01', 19 * 60, '2026-06-01T23:30:00Z', NY)).toBe(true);
    expect(isArriveTimePassed('2026-06-02', 8 * 60, '2026-06-01T23:30:00Z', NY)).toBe(false);
  });

  it('F-19 a time equal to now has not passed; one millisecond later it has', () => {
    expect(isArriveTimePassed('2026-06-01', 600, '2026-06-01T14:00:00.000Z', NY)).toBe(false);
    expect(isArriveTimePassed('2026-06-01', 600, '2026-06-01T14:00:00.001Z', NY)).toBe(true);
  });

  it('F-19 every time of an earlier date has passed and none of a later date', () => {
    expect(arriveTimeOptions({ date: '2026-05-31', startMinutes: 480, endMinutes: 600, now: '2026-06-01T12:00:00Z', timeZone: NY }).every((o) => o.disabled)).toBe(true);
    expect(arriveTimeOptions({ date: '2026-06-02', startMinutes: 480, endMinutes: 600, now: '2026-06-01T12:00:00Z', timeZone: NY }).some((o) => o.disabled)).toBe(false);
  });

  it('F-04 arrive options start at the first whole hour and leave room for a leave hour', () => {
    const options = arriveTimeOptions({ date: '2026-06-02', startMinutes: 8 * 60 + 30, endMinutes: 12 * 60, now: '2026-06-01T12:00:00Z', timeZone: NY });
    expect(options.map((o) => o.minutes)).toEqual([540, 600, 660]);
  });

  it('F-20 choosing an arrive time sets the leave time to the next later hour', () => {
    expect(defaultLeaveTime(9 * 60)).toBe(10 * 60);
    expect(defaultLeaveTime(9 * 60 + 30)).toBe(10 * 60);
    expect(defaultLeaveTime(16 * 60, 17 * 60)).toBe(17 * 60);
    expect(defaultLeaveTime(17 * 60, 17 * 60)).toBeNull();
  });

  it('F-21 leave options after the chosen arrive time are the only enabled ones', () => {
    const options = leaveTimeOptions({ startMinutes: 8 * 60, endMinutes: 12 * 60, arriveMinutes: 10 * 60 });
    expect(options.map((o) => [o.minutes / 60, o.disabled])).toEqual([[9, true], [10, true], [11, false], [12, false]]);
  });

  it('F-21 the leave time must be after the arrive time', () => {
    expect(validateArriveLeave(540, 600)).toEqual({ ok: true });
    expect(validateArriveLeave(600, 600)).toEqual({ ok: false, key: 'leave-after-arrive' });
    expect(validateArriveLeave(660, 600)).toEqual({ ok: false, key: 'leave-after-arrive' });
  });

  it('F-21 a missing time is left to F-17/F-22 and passes this rule', () => {
    expect(validateArriveLeave(null, 600)).toEqual({ ok: true });
    expect(validateArriveLeave(540, undefined)).toEqual({ ok: true });
  });
});
