import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_GRID_END_MINUTES,
  DEFAULT_GRID_START_MINUTES,
  fitsInRanges,
  parseTimeRanges,
  SLOT_MINUTES,
  snapToQuarterHour,
  timeGridBounds,
  timeGridSlots,
} from '../../src/domain/time-grid';

describe('time grid', () => {
  it('F-33 uses 30-minute slots from 08:00 to 17:00 by default (F-35)', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect([DEFAULT_GRID_START_MINUTES, DEFAULT_GRID_END_MINUTES]).toEqual([480, 1020]);
    const slots = timeGridSlots([]);
    expect(slots[0]).toBe(480);
    expect(slots.at(-1)).toBe(990);
    expect(slots).toHaveLength(18);
  });

  it('F-35 extends the grid to cover available ranges, to whole slots', () => {
    expect(timeGridBounds([{ start: 7 * 60 + 15, end: 18 * 60 + 10 }])).toEqual({ start: 420, end: 1110 });
    expect(timeGridBounds([{ start: 9 * 60, end: 12 * 60 }])).toEqual({ start: 480, end: 1020 });
  });

  it('F-35 every range lies inside the grid (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
      .map(([a, len]) => ({ start: a, end: Math.min(1440, a + len) }))
      .filter((r) => r.end > r.start);
    fc.assert(
      fc.property(fc.array(range, { maxLength: 5 }), (ranges) => {
        const b = timeGridBounds(ranges);
        expect(b.start % 30).toBe(0);
        expect(b.end % 30).toBe(0);
        expect(b.start).toBeLessThanOrEqual(480);
        expect(b.end).toBeGreaterThanOrEqual(1020);
        for (const r of ranges) {
          expect(b.start).toBeLessThanOrEqual(r.start);
          expect(b.end).toBeGreaterThanOrEqual(r.end);
        }
      }),
    );
  });

  it('F-34 snaps to the nearest 15 minutes, halves up, within the day', () => {
    expect(snapToQuarterHour(487)).toBe(480);
    expect(snapToQuarterHour(487.5)).toBe(495);
    expect(snapToQuarterHour(488)).toBe(495);
    expect(snapToQuarterHour(-20)).toBe(0);
    expect(snapToQuarterHour(1500)).toBe(1440);
    expect(snapToQuarterHour(Number.NaN)).toBe(0);
  });

  it('F-42 reads available_time_ranges in several shapes and drops bad ones', () => {
    expect(
      parseTimeRanges([
        { start_time: '09:00', end_time: '12:00' },
        { start: 780, end: 840 },
        ['14:00:00', '15:30:00'],
        '4:00 PM - 5:00 PM',
        { start_time: '12:00', end_time: '11:00' },
        'nonsense',
        null,
      ]),
    ).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 840 },
      { start: 840, end: 930 },
      { start: 960, end: 1020 },
    ]);
    expect(parseTimeRanges(undefined)).toEqual([]);
  });

  it('F-33 F-36 a slot fits only when the whole appointment lies in one range', () => {
    const ranges = [{ start: 540, end: 720 }];
    expect(fitsInRanges(540, 180, ranges)).toBe(true);
    expect(fitsInRanges(570, 180, ranges)).toBe(false);
  });
});
