import { describe, expect, it } from 'vitest';
import { backEndWait } from '../../../scripts/perf/back-end-wait';

describe('backEndWait (npm run bench:steps)', () => {
  it('adds the spans of calls one after the other (a sign-up, then its follow-ups)', () => {
    expect(backEndWait({ heading: 160, callSpans: [[26, 39], [61, 72], [62, 68], [63, 85]] })).toBe(13 + 24);
  });

  it('counts overlapping calls once, and only up to the heading', () => {
    expect(backEndWait({ heading: 50, callSpans: [[10, 30], [20, 40], [45, 90]] })).toBe(30 + 5);
  });

  it('is 0 without calls, or for an older result without spans', () => {
    expect(backEndWait({ heading: 80, callSpans: [] })).toBe(0);
    expect(backEndWait({ heading: 80 })).toBe(0);
  });
});
