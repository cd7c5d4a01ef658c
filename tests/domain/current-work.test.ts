import { describe, expect, it } from 'vitest';
import { isCurrentWork } from '../../src/domain/current-work';

describe('isCurrentWork', () => {
  const base = { hc_is_complete: true, status: 'keys_available', date: '2026-05-10' };
  it('K-21 current = health check complete, keys_available, dated today', () => {
    expect(isCurrentWork(base, '2026-05-10T16:00:00Z')).toBe(true);
    expect(isCurrentWork({ ...base, status: 'KEYS_AVAILABLE' }, '2026-05-10T16:00:00Z')).toBe(true);
    expect(isCurrentWork({ ...base, hc_is_complete: false }, '2026-05-10T16:00:00Z')).toBe(false);
    expect(isCurrentWork({ ...base, status: 'scheduled' }, '2026-05-10T16:00:00Z')).toBe(false);
    expect(isCurrentWork({ ...base, date: '2026-05-11' }, '2026-05-10T16:00:00Z')).toBe(false);
  });
  it('K-21 "today" is the location zone day, whatever the process zone', () => {
    // 01:00 UTC on the 11th is the evening of the 10th in New York.
    expect(isCurrentWork(base, '2026-05-11T01:00:00Z')).toBe(true);
    expect(isCurrentWork({ ...base, client_location: { time_zone: 'Asia/Tokyo' } }, '2026-05-11T01:00:00Z')).toBe(false);
  });
});
