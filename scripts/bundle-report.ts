/**
 * npm run size — builds the production customer app and reports gzip sizes: every chunk, and the
 * initial JavaScript of the entry page (the entry script plus its modulepreload imports). Fails when
 * the production build contains mock code or the initial JavaScript exceeds the budget.
 *
 *   tsx scripts/bundle-report.ts [--no-build] [--json]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 170;
/** Strings that only mock code contains; none may appear in the production build. */
export const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', 'msw/browser', 'startMockWorker', 'demo world', 'mswjs'];
/** Strings only development placeholders and preview-only code contain (the planned widgets' "Send" buttons, the repro banner). */
export const DEV_MARKERS = ['widget-planned', 'Planned(', 'Send \u201c', 'coming in ', 'repro-banner', 'preview-banner'];

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

export interface BundleReport {
  chunks: Array<{ file: string; bytes: number; gzipBytes: number }>;
  initialJs: string[];
  initialGzipKb: number;
  mockHits: Array<{ file: string; marker: string }>;
  /** Development placeholders or preview-only code found in the build. */
  devHits: Array<{ file: string; marker: string }>;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export function bundleReport(): BundleReport {
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

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const r = bundleReport();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r, null, 2));
  } else {
    console.log('gzip KB  raw KB  chunk');
    for (const c of r.chunks) console.log(`${String(kb(c.gzipBytes)).padStart(7)}  ${String(kb(c.bytes)).padStart(6)}  ${c.file}`);
    console.log(`initial JavaScript of index.html: ${r.initialGzipKb} KB gzip (${r.initialJs.join(', ')}); budget ${INITIAL_JS_BUDGET_KB} KB`);
    console.log(r.mockHits.length ? `MOCK CODE FOUND: ${JSON.stringify(r.mockHits)}` : 'no mock code in the production build');
    console.log(r.devHits.length ? `DEVELOPMENT CODE FOUND: ${JSON.stringify(r.devHits)}` : 'no development placeholders or preview code in the production build');
  }
  if (r.mockHits.length || r.devHits.length || r.initialGzipKb > INITIAL_JS_BUDGET_KB) process.exit(1);
}
