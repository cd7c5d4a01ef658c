import { describe, expect, it } from 'vitest';
import { columnsThatFit, firstOpenFrom, nextPageStart, openingPageStart, pageDates, pageHasOpenDay, previousPageStart, type PageDays } from '../../src/widgets/schedule-picker/schedule-page';

/** Sun Nov 22 2026 is today; the window runs to Sat Dec 5; open: Sat Nov 28, Tue Dec 1, Fri Dec 4. */
const days = (open: readonly string[] = ['2026-11-28', '2026-12-01', '2026-12-04']): PageDays => ({
  today: '2026-11-22',
  last: '2026-12-05',
  isOpen: (d) => open.includes(d),
});

describe('week views page by the days that fit, open days first (issue 26)', () => {
  it('F-05/F-06 a 311 px phone box shows 3 day columns, a desktop a week, an unmeasured box a week', () => {
    expect(columnsThatFit(311)).toBe(3);
    expect(columnsThatFit(900)).toBe(7);
    expect(columnsThatFit(0)).toBe(7);
    expect(columnsThatFit(100)).toBe(1);
  });

  it('F-05/F-18 the first page opens on the first open day, not on the past Sunday', () => {
    const start = openingPageStart(days());
    expect(start).toBe('2026-11-28');
    expect(pageDates(start, 3)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(pageHasOpenDay(start, 3, days())).toBe(true);
  });


  it('F-24/F-26 with nothing open the page opens today and says so (no next, no previous)', () => {
    const none = days([]);
    const start = openingPageStart(none);
    expect(start).toBe('2026-11-22');
    expect(pageHasOpenDay(start, 3, none)).toBe(false);
    expect(nextPageStart(start, 3, none)).toBeNull();
    expect(previousPageStart(start, 3, none)).toBeNull();
  });

  it('F-31 next goes straight to the next open day after the page, and stops at the last loaded date', () => {
    expect(nextPageStart('2026-11-28', 3, days())).toBe('2026-12-01');
    expect(nextPageStart('2026-12-01', 3, days())).toBe('2026-12-04');
    expect(nextPageStart('2026-12-04', 3, days())).toBeNull();
    expect(nextPageStart('2026-11-28', 7, days())).toBeNull(); // Nov 28..Dec 4 holds every open day
  });

  it('F-31 previous ends on the last open day before the page, never before today', () => {
    expect(previousPageStart('2026-12-04', 3, days())).toBe('2026-11-29'); // ends on Dec 1
    expect(previousPageStart('2026-12-01', 3, days())).toBe('2026-11-26'); // ends on Nov 28
    expect(previousPageStart('2026-11-28', 3, days())).toBeNull();
    expect(previousPageStart('2026-11-29', 7, days())).toBe('2026-11-22'); // clamped to today
  });

  it('F-19 a day whose times have all passed is skipped like a closed one; the search starts no earlier than today', () => {
    expect(firstOpenFrom('2026-11-01', days(['2026-11-21', '2026-11-23']))).toBe('2026-11-23');
  });
});
