/**
 * `npm run bench:preview` — how fast the preview tool opens (issue 28, item 4; docs/performance.md). Not part of
 * `npm test`: timings move with the machine's load.
 *
 *   npm run bench:preview [-- --root <project dir>] [--runs N] [--cpu RATE] [--keep]
 *
 * 1. builds the mock build (both entries: the app and the preview tool) of `--root` (default this tree) once into
 *    a scratch directory (/tmp/bench-preview-dist-<name>), leaving dist-mock/ alone;
 * 2. serves it with `vite preview --mode mock` on a free port of its own (as docs/preview.md opens a mock build);
 * 3. N times (default 5), each in a fresh Chromium context (empty cache) at 1280×800, opens `/preview/` and
 *    measures in the page (scripts/perf/preview-open-probe.ts), from the tool page's navigation start:
 *    - **tabs**: the first frame painted with the tool's tabs (role tab in the "Preview tools" tablist);
 *    - **app in frame**: the first frame painted with the app's step heading (`[data-step] h1`) inside the frame;
 *    and then, from the click on the Flow tab, **graph**: the first frame painted with a node of its graph visible;
 *    `--cpu 4` slows the tab's CPU 4× (CDP `Emulation.setCPUThrottlingRate`; default 1: the machine as it is);
 * 4. prints per milestone the median and p75, and the load average (1, 5, 15 min) before and after the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/support/chromium';
import { parseMeasureArgs } from './args';
import { installPreviewOpenProbe, type PreviewOpenTimes } from './preview-open-probe';
import { formatTable, percentile } from './stats';

const VIEWPORT = { width: 1280, height: 800 };
const FRAME = 'iframe[title^="The booking app"]';
const TIMEOUT = 120_000;

/** One run: ms from navigation start to tabs and to the app in the frame; ms from the Flow tab's click to the graph. */
interface OpenSample {
  tabs: number;
  step: number;
  graph: number;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject); // e.g. the command is not found
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A TCP port nobody listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Serves `dir` with the tree's `vite preview --mode mock` on `port`; resolves once `/preview/` answers. */
async function servePreview(root: string, dir: string, port: number): Promise<ChildProcess> {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'preview', '--mode', 'mock', '--outDir', dir, '--port', String(port), '--strictPort'], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/preview/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer on port ${port} within 60 s`);
}

/** Opens the tool once in a fresh context; resolves with its milestones. */
async function openOnce(browser: Browser, url: string, cpuRate: number): Promise<OpenSample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    // tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(…)`: give the page a no-op one.
    await context.addInitScript({ content: `var __name = (f) => f; (${installPreviewOpenProbe.toString()})();` });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
    // The frame is of the same origin: it runs in the page's renderer, so one rate slows both.
    if (cpuRate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url);
    // What a person sees, by role: the tabs, then the app's step heading inside the frame.
    const tabs = page.getByRole('tablist', { name: 'Preview tools' });
    await tabs.getByRole('tab').first().waitFor();
    await page.frameLocator(FRAME).locator('[data-step] h1').first().waitFor();
    await page.waitForFunction(() => window.__previewOpen?.tabs !== undefined && window.__previewOpen.step !== undefined, undefined, { timeout: TIMEOUT });
    await tabs.getByRole('tab', { name: 'Flow' }).click();
    await page.getByRole('group', { name: /^Step / }).first().waitFor();
    await page.waitForFunction(() => window.__previewOpen?.graph !== undefined, undefined, { timeout: TIMEOUT });
    const t = await page.evaluate(() => window.__previewOpen as PreviewOpenTimes);
    return { tabs: t.tabs! - t.origin, step: t.step! - t.origin, graph: t.graph! - t.clicked! };
  } finally {
    await context.close();
  }
}

/** The load average as "1 min, 5 min, 15 min". */
function load(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { root, runs } = parseMeasureArgs(argv);
  const keep = argv.includes('--keep');
  const cpuAt = argv.indexOf('--cpu');
  const cpuRate = cpuAt >= 0 ? Number(argv[cpuAt + 1]) : 1;
  if (!(cpuRate >= 1 && cpuRate <= 20)) throw new Error(`--cpu must be a slowdown rate from 1 to 20, not "${argv[cpuAt + 1]}".`);
  const outDir = join(tmpdir(), `bench-preview-dist-${basename(root)}`);
  console.log(`bench:preview: building the mock build of ${root} into ${outDir}`);
  await run('npx', ['vite', 'build', '--mode', 'mock', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], root);
  const port = await freePort();
  const server = await servePreview(root, outDir, port);
  const url = `http://localhost:${port}/preview/`;
  const loadBefore = load();
  const samples: OpenSample[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    for (let i = 0; i < runs; i++) {
      const s = await openOnce(browser, url, cpuRate);
      samples.push(s);
      console.log(`  run ${i + 1}/${runs}: tabs ${s.tabs.toFixed(0)} ms · app in frame ${s.step.toFixed(0)} ms · Flow tab → graph ${s.graph.toFixed(0)} ms`);
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    if (!keep) rmSync(outDir, { recursive: true, force: true });
  }
  const loadAfter = load();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (label: string, values: number[]) => [label, seconds(percentile(values, 50)), seconds(percentile(values, 75)), seconds(Math.max(...values))];
  console.log(`\nThe preview opens: ${url} (mock build, vite preview), ${cpuRate}× CPU, ${VIEWPORT.width}×${VIEWPORT.height}, ${runs} runs, a fresh context each · ${root}`);
  console.log(
    formatTable(
      ['milestone', 'p50', 'p75', 'max'],
      [
        row('navigation start → tabs visible', samples.map((s) => s.tabs)),
        row('navigation start → app’s step heading in the frame', samples.map((s) => s.step)),
        row('Flow tab clicked → graph drawn', samples.map((s) => s.graph)),
      ],
    ),
  );
  console.log(`load average (1, 5, 15 min): ${loadBefore} before the runs · ${loadAfter} after`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
