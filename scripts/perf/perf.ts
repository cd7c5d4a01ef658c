/**
 * `npm run perf` — Lighthouse on the production customer app (issue 14, item 5). Not part of `npm test`: timings
 * are noisy (docs/performance.md).
 *
 *   npm run perf [-- --root <project dir>] [--runs N] [--keep] [--why] [--http1] [--route <label>]
 *
 * 1. builds the production app (`vite build`, mode production: no mock code) of `--root` (default this tree) into a
 *    scratch directory (/tmp/perf-dist-<name>), leaving dist/ alone;
 * 2. starts the HTTP mock back end of that tree (scripts/mock-server.ts) and a static server as a CDN serves the
 *    app: HTTPS with HTTP/2 and brotli (scripts/perf/static-server.ts; `--http1`: plain HTTP/1.1, six connections
 *    at a time, as earlier measurements were taken), which passes `/api/*` to the back end — the production app's
 *    API base is its default same-origin `/api`, so the build runs unchanged;
 * 3. runs Lighthouse (the `lighthouse` package, default config: mobile emulation, simulated throttling, performance
 *    category only) N times (default 5) on `/`, `/pricing/place` and `/pricing/schedule`, each run in a fresh
 *    Chromium with an empty profile, and prints per route the median of each metric over the runs; with `--why`, also
 *    each run's simulated LCP critical path and the tasks that count towards TBT (./lantern-path.ts); `--route`
 *    measures one route of the table (its label, e.g. `/pricing/place`).
 *
 * A fresh visitor who opens a booking step by address is sent back by the flow's guards to the first step that
 * lacks data. The table says which page each route really showed (`shows`); `/pricing/schedule` is also measured
 * as `/pricing/schedule (seeded)`: the tab starts with the booking a guest has on reaching that step (the booking
 * is put into sessionStorage before the app's scripts run — what a reload of the step does), see
 * scripts/perf/seeded-booking.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { parseMeasureArgs } from './args';
import { seededBookingScript, SEEDED_ROUTE } from './seeded-booking';
import { startStaticServer } from './static-server';
import { formatTable, median } from './stats';
import { blockingTasks, lcpCriticalPaths } from './lantern-path';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The static server's certificate is made at start for localhost: the browser is told to accept it.
const CHROME_FLAGS = ['--headless=new', '--ignore-certificate-errors', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const APP_PORT = Number(process.env.PERF_PORT ?? 4190);
const API_PORT = Number(process.env.PERF_API_PORT ?? 8790);

interface Target {
  label: string;
  path: string;
  /** A script run in the tab before the app's own (seeds the booking). */
  seed?: string;
}

interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  shows: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts the tree's mock back end and resolves once it answers. */
async function startMockServer(root: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-server.ts'], { cwd: root, env: { ...process.env, PORT: String(API_PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/api/app-z3p-configuration`, { headers: { 'Pro-Name': 'demo' } });
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the mock back end did not answer on port ${API_PORT} within 30 s`);
}

/** Starts Chromium with a remote-debugging port and an empty profile; resolves with the port. */
async function startChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(CHROMIUM, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium (${CHROMIUM}) did not start within 30 s:\n${text}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${text}`)));
  });
  return { child, port };
}

async function lighthouseOnce(url: string, seed: string | undefined, why: boolean): Promise<RunResult> {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chromium-'));
  const chrome = await startChromium(profile);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (seed) await page.evaluateOnNewDocument(seed);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (why) console.log([...lcpCriticalPaths(), ...blockingTasks()].join('\n'));
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      shows: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    chrome.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { root, runs } = parseMeasureArgs(process.argv.slice(2));
  const keep = process.argv.includes('--keep');
  const why = process.argv.includes('--why');
  const tls = !process.argv.includes('--http1');
  const routeAt = process.argv.indexOf('--route');
  const only = routeAt >= 0 ? process.argv[routeAt + 1] : undefined;
  const outDir = join(tmpdir(), `perf-dist-${basename(root)}`);
  console.log(`perf: building the production app of ${root} into ${outDir}`);
  await run('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], root, { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
  // public/ is copied into every build; the production app never registers MSW's worker, and production deploys drop it.
  rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });

  const api = await startMockServer(root);
  const server = await startStaticServer({ dir: outDir, port: APP_PORT, apiOrigin: `http://127.0.0.1:${API_PORT}`, tls });
  const origin = `${tls ? 'https' : 'http'}://localhost:${APP_PORT}`;
  const targets: Target[] = [
    { label: '/', path: '/' },
    { label: '/pricing/place', path: '/pricing/place' },
    { label: '/pricing/schedule', path: '/pricing/schedule' },
    { label: `${SEEDED_ROUTE} (seeded)`, path: SEEDED_ROUTE, seed: seededBookingScript('demo') },
  ];
  if (only && !targets.some((t) => t.label === only)) throw new Error(`--route ${only}: not one of ${targets.map((t) => t.label).join(', ')}`);
  const rows: string[][] = [];
  const notes: string[] = [];
  try {
    for (const target of targets.filter((t) => !only || t.label === only)) {
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouseOnce(`${origin}${target.path}`, target.seed, why);
        results.push(r);
        console.log(`  ${target.label} run ${i + 1}/${runs}: perf ${r.score.toFixed(0)} · LCP ${(r.lcp / 1000).toFixed(2)} s · TBT ${r.tbt.toFixed(0)} ms · CLS ${r.cls.toFixed(3)} · shows ${r.shows}`);
      }
      const shows = [...new Set(results.map((r) => r.shows))].join(', ');
      if (shows !== target.path) notes.push(`${target.label}: a fresh load shows ${shows} (the flow's guards sent the visitor back).`);
      rows.push([
        target.label,
        shows,
        median(results.map((r) => r.score)).toFixed(0),
        `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
        `${median(results.map((r) => r.tbt)).toFixed(0)} ms`,
        median(results.map((r) => r.cls)).toFixed(3),
        `${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s`,
      ]);
    }
  } finally {
    server.close();
    api.kill('SIGTERM');
    if (!keep) rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-sourcemaps`, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${lighthouseVersion()} · mobile (default emulation, simulated throttling) · ${tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}, brotli · median of ${runs} runs per metric · ${root}`);
  console.log(formatTable(['route', 'shows', 'performance', 'LCP', 'TBT', 'CLS', 'FCP'], rows));
  for (const note of notes) console.log(`note: ${note}`);
}

/** The installed Lighthouse's version (from its package.json). */
function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('lighthouse/package.json') as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
