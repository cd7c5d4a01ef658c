import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, INITIAL_JS_BUDGET_KB, type BundleReport } from '../../scripts/bundle-report';
import { routeSizes } from '../../scripts/route-sizes';

let report: BundleReport;

describe('the production build of the customer app', () => {
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error'], {
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

  it('contains no development placeholders or preview-only code (planned widgets\' "Send" buttons, the repro banner)', () => {
    expect(report.devHits).toEqual([]);
  });

  it('lists as runtime dependencies only packages the customer app imports (the rest are devDependencies)', () => {
    const root = join(import.meta.dirname, '../..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => readFileSync(join(root, 'src', f), 'utf8'))
      .join('\n');
    const unused = Object.keys(pkg.dependencies).filter((dep) => !new RegExp(`(from |import\\()['"]${dep.replace('/', '\\/')}(/[^'"]*)?['"]`).test(sources));
    expect(unused).toEqual([]);
  });

  it(`keeps the initial JavaScript at or under ${INITIAL_JS_BUDGET_KB} KB gzip`, () => {
    expect(report.initialJs.length).toBeGreaterThan(0);
    expect(report.initialGzipKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });

  it(`loads at most ${INITIAL_JS_BUDGET_KB} KB gzip of JavaScript up front for /pricing/place, heavier widgets on demand`, () => {
    const place = routeSizes(join(import.meta.dirname, '../../dist')).routes.find((r) => r.route === '/pricing/place');
    expect(place).toBeDefined();
    expect(place!.jsGzipKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
    expect(place!.sdksUpFront).toEqual([]);
  });

  it('keeps each step\'s messages and the rules\' notes out of the up-front code; a step\'s messages load with the step', () => {
    const dist = join(import.meta.dirname, '../../dist');
    const report = routeSizes(dist);
    const upFront = report.routes.find((r) => r.route === '/')!.files.filter((f) => f.endsWith('.js'));
    const entryText = upFront.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(entryText).not.toContain('Please drag the pin on the map'); // a step message (checkin-geo)
    expect(entryText).not.toContain('Logged in (or checking out as a guest)'); // a rule note (B-17)
    const geo = report.routes.find((r) => r.route.startsWith('/checkin-geo'))!.files.filter((f) => f.endsWith('.js'));
    expect(geo.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n')).toContain('Please drag the pin on the map');
  });

  it('keeps Stripe, Square and Google Maps code out of every route’s up-front JavaScript', () => {
    const report = routeSizes(join(import.meta.dirname, '../../dist'));
    expect(report.problems).toEqual([]);
    expect(report.routes.filter((r) => r.sdksUpFront.length > 0).map((r) => r.route)).toEqual([]);
  });
});
