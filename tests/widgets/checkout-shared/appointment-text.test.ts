import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../../src/widgets/checkout-shared/appointment-text';

describe('formatTimeRange: times shown as booked, in the location’s zone', () => {
  it('an ordinary range names the zone once', () => {
    expect(formatTimeRange('2026-03-10', '09:00', '11:00', 'America/New_York')).toBe('9:00 AM – 11:00 AM EDT');
    expect(formatTimeRange('2026-01-10', '13:30', null, 'America/Chicago')).toBe('1:30 PM CST');
  });

  it('a start in the spring-forward gap is shown as the app books it (02:15 → 3:15 AM PDT), never as a time that does not exist', () => {
    expect(formatTimeRange('2026-03-08', '02:15', null, 'America/Los_Angeles')).toBe('3:15 AM PDT');
    expect(formatTimeRange('2026-03-08', '02:00', '04:00', 'America/Los_Angeles')).toBe('3:00 AM – 4:00 AM PDT');
  });

  it('every start in every spring-forward gap of 2026 in three US zones is shown one hour later, in daylight time', () => {
    const gaps = [
      ['America/Los_Angeles', 'PDT'],
      ['America/Chicago', 'CDT'],
      ['America/New_York', 'EDT'],
    ] as const;
    for (const [zone, name] of gaps) {
      for (let m = 0; m < 60; m += 5) {
        const mm = String(m).padStart(2, '0');
        expect(formatTimeRange('2026-03-08', `02:${mm}`, null, zone)).toBe(`3:${mm} AM ${name}`);
      }
    }
  });

  it('a range across the fall-back change names both zones; a repeated hour is its first reading', () => {
    expect(formatTimeRange('2026-11-01', '00:30', '03:00', 'America/New_York')).toBe('12:30 AM EDT – 3:00 AM EST');
    expect(formatTimeRange('2026-11-01', '01:30', null, 'America/New_York')).toBe('1:30 AM EDT');
  });
});
