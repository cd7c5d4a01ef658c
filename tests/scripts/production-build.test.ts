import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, INITIAL_JS_BUDGET_KB, type BundleReport } from '../../scripts/bundle-report';

let report: BundleReport;

describe('the production build of the customer app', () => {
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: 'pipe',
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    report = bundleReport();
  }, 120_000);

  it('contains no mock code (no MSW worker, no handlers, no demo world)', () => {
    expect(report.mockHits).toEqual([]);
  });

  it(`keeps the initial JavaScript at or under ${INITIAL_JS_BUDGET_KB} KB gzip`, () => {
    expect(report.initialJs.length).toBeGreaterThan(0);
    expect(report.initialGzipKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });
});
