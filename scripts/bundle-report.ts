/**
 * npm run size — builds the production customer app and reports gzip sizes: every chunk, the initial JavaScript
 * of the entry page (the entry script plus its modulepreload imports), and per route what a first visit loads
 * up front (scripts/route-sizes.ts) against its budget. Fails when the production build contains mock code or
 * development placeholders, or any route is over its budget.
 *
 *   tsx scripts/bundle-report.ts [--no-build] [--json] [--out DIR]
 *
 * Builds into a scratch directory (default /tmp/bundle-report-dist), so dist/ is left to others.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeSizes, type RouteSize } from './route-sizes';

/** Most JavaScript (KB gzip) any route may load up front (issue 14). */
export const INITIAL_JS_BUDGET_KB = 200;
/** The first booking step's tighter budget (KB gzip of JavaScript up front, issue 14). */
export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = { '/pricing/place': 150 };
/** Strings that only mock code contains; none may appear in the production build. */
export const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', 'msw/browser', 'startMockWorker', 'demo world', 'mswjs'];
/** Strings only development placeholders and preview-only code contain (the planned widgets' "Send" buttons, the repro banner). */
export const DEV_MARKERS = ['widget-planned', 'Planned(', 'Send \u201c', 'coming in ', 'repro-banner', 'preview-banner'];

const root = join(import.meta.dirname, '..');

/** The up-front JavaScript budget of `route` in KB gzip: its own ({@link ROUTE_BUDGETS_KB}) or {@link INITIAL_JS_BUDGET_KB}. */
export function routeBudgetKb(route: string): number {
  return ROUTE_BUDGETS_KB[route] ?? INITIAL_JS_BUDGET_KB;
}

/** One line of the byte table: a route's up-front JavaScript and CSS against its budget. */
export interface RouteBudgetRow {
  route: string;
  jsGzipKb: number;
  cssGzipKb: number;
  budgetKb: number;
  ok: boolean;
}

export interface BundleReport {
  chunks: Array<{ file: string; bytes: number; gzipBytes: number }>;
  initialJs: string[];
  initialGzipKb: number;
  mockHits: Array<{ file: string; marker: string }>;
  /** Development placeholders or preview-only code found in the build. */
  devHits: Array<{ file: string; marker: string }>;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** Chunk sizes, the entry page's initial JavaScript and any mock or development code of the build in `dist`. */
export function bundleReport(dist: string = join(root, 'dist')): BundleReport {
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const buf = readFileSync(join(assets, f));
      return { file: `assets/${f}`, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialJs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const initialGzip = initialJs.reduce((sum, f) => sum + (chunks.find((c) => c.file === f)?.gzipBytes ?? 0), 0);
  const mockHits: BundleReport['mockHits'] = [];
  const devHits: BundleReport['devHits'] = [];
  for (const f of readdirSync(dist, { recursive: true }) as string[]) {
    if (!/\.(js|html)$/.test(f)) continue;
    const text = readFileSync(join(dist, f), 'utf8');
    for (const marker of MOCK_MARKERS) if (text.includes(marker)) mockHits.push({ file: f, marker });
    for (const marker of DEV_MARKERS) if (text.includes(marker)) devHits.push({ file: f, marker });
  }
  return { chunks, initialJs, initialGzipKb: kb(initialGzip), mockHits, devHits };
}

/** Each route's up-front sizes (from scripts/route-sizes.ts) against its budget ({@link routeBudgetKb}). */
export function routeBudgetRows(routes: readonly Pick<RouteSize, 'route' | 'jsGzipKb' | 'cssGzipKb'>[]): RouteBudgetRow[] {
  return routes.map(({ route, jsGzipKb, cssGzipKb }) => {
    const budgetKb = routeBudgetKb(route);
    return { route, jsGzipKb, cssGzipKb, budgetKb, ok: jsGzipKb <= budgetKb };
  });
}

/** The byte table `npm run size` prints: route, initial JS gzip KB, CSS gzip KB, budget, ok/over. */
export function formatRouteTable(rows: readonly RouteBudgetRow[]): string {
  const width = Math.max('route'.length, ...rows.map((r) => r.route.length));
  const line = (cells: string[]) => `${cells[0]!.padEnd(width)}  ${cells[1]!.padStart(10)}  ${cells[2]!.padStart(6)}  ${cells[3]!.padStart(6)}  ${cells[4]}`;
  return [
    line(['route', 'JS gzip KB', 'CSS KB', 'budget', 'ok/over']),
    ...rows.map((r) => line([r.route, r.jsGzipKb.toFixed(1), r.cssGzipKb.toFixed(1), String(r.budgetKb), r.ok ? 'ok' : `OVER by ${(r.jsGzipKb - r.budgetKb).toFixed(1)}`])),
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1]! : '/tmp/bundle-report-dist';
  if (!args.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const r = bundleReport(outDir);
  const sizes = routeSizes(outDir);
  const rows = routeBudgetRows(sizes.routes);
  const over = rows.filter((row) => !row.ok);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...r, entryJsGzipKb: sizes.entryJsGzipKb, routes: rows, problems: sizes.problems }, null, 2));
  } else {
    console.log('gzip KB  raw KB  chunk');
    for (const c of r.chunks) console.log(`${String(kb(c.gzipBytes)).padStart(7)}  ${String(kb(c.bytes)).padStart(6)}  ${c.file}`);
    console.log(`\ninitial JavaScript of index.html: ${r.initialGzipKb} KB gzip (${r.initialJs.join(', ')})`);
    console.log(`up front per route (entry ${sizes.entryJsGzipKb} KB + the step's widgets and messages):\n`);
    console.log(formatRouteTable(rows));
    const max = rows.reduce((a, b) => (b.jsGzipKb > a.jsGzipKb ? b : a));
    console.log(`\nlargest: ${max.route} ${max.jsGzipKb} KB; ${over.length ? `${over.length} route(s) OVER budget` : 'every route within budget'}`);
    console.log(r.mockHits.length ? `MOCK CODE FOUND: ${JSON.stringify(r.mockHits)}` : 'no mock code in the production build');
    console.log(r.devHits.length ? `DEVELOPMENT CODE FOUND: ${JSON.stringify(r.devHits)}` : 'no development placeholders or preview code in the production build');
    if (sizes.problems.length) console.log(`PROBLEMS:\n  ${sizes.problems.join('\n  ')}`);
  }
  if (r.mockHits.length || r.devHits.length || over.length || sizes.problems.length) process.exit(1);
}
