import { describe, expect, it } from 'vitest';
import { formatRouteTable, INITIAL_JS_BUDGET_KB, routeBudgetKb, routeBudgetRows } from '../../scripts/bundle-report';

describe('npm run size: the byte table per route (scripts/bundle-report.ts, issue 14)', () => {
  it('gives /pricing/place 150 KB gzip and every other route 200 KB', () => {
    expect(routeBudgetKb('/pricing/place')).toBe(150);
    expect(routeBudgetKb('/pricing/account')).toBe(INITIAL_JS_BUDGET_KB);
    expect(INITIAL_JS_BUDGET_KB).toBe(200);
  });

  it('marks each route ok or over its budget', () => {
    const rows = routeBudgetRows([
      { route: '/pricing/place', jsGzipKb: 150, cssGzipKb: 4.7 },
      { route: '/pricing/account', jsGzipKb: 200.1, cssGzipKb: 3.2 },
    ]);
    expect(rows).toEqual([
      { route: '/pricing/place', jsGzipKb: 150, cssGzipKb: 4.7, budgetKb: 150, ok: true },
      { route: '/pricing/account', jsGzipKb: 200.1, cssGzipKb: 3.2, budgetKb: 200, ok: false },
    ]);
  });

  it('prints route, initial JS gzip KB, CSS KB, budget and ok/over in columns', () => {
    const table = formatRouteTable(routeBudgetRows([
      { route: '/', jsGzipKb: 145, cssGzipKb: 3.3 },
      { route: '/pricing/place', jsGzipKb: 156.2, cssGzipKb: 4.7 },
    ]));
    expect(table.split('\n')).toEqual([
      'route           JS gzip KB  CSS KB  budget  ok/over',
      '/                    145.0     3.3     200  ok',
      '/pricing/place       156.2     4.7     150  OVER by 6.2',
    ]);
  });
});
