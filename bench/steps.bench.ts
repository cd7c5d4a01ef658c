/**
 * Step-time benchmark (issue 14, item 4), run by `npm run bench:steps` (scripts/perf/bench-steps.ts), never by
 * `npm test`: walks the demo provider's guest path of the front-door journeys (the engine's shortest journey for a
 * fresh visitor, scripts/flow-check/front-door-journeys.ts) through the real UI with the widget drivers, at 4× CPU
 * throttling (CDP `Emulation.setCPUThrottlingRate`), and measures for every transition, in the page:
 * - `heading`: from the Continue click (the `click` event's timestamp, the last click the step's event made) to the
 *   first frame painted after the next step's element (`[data-step="<next>"]`) holds its `<h1>`;
 * - `ready`: to the first frame painted once that step also shows no loading notice (`.widget-loading`,
 *   `[aria-busy="true"]`);
 * - long tasks (`longtask` entries over 50 ms) that start between the click and `ready`: how many and the longest.
 * The modules (drivers, journeys, scenario codec) are imported from the measured tree (`BENCH_ROOT`), so the same
 * benchmark measures an older checkout. Results go to `BENCH_OUT` as JSON; the runner prints the table.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import type * as Drivers from '../src/widgets/registry/drivers';
import type * as Journeys from '../scripts/flow-check/front-door-journeys';
import type * as Codec from '../src/api/scenario-codec';
import type * as Checkout from '../e2e/support/checkout';
import type { DriverContext } from '../src/widgets/contract/widget-driver';

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5183);
const out = process.env.BENCH_OUT ?? join(tmpdir(), 'bench-steps.json');
const CPU_RATE = 4;
/** A phone-sized window (the booking sidebar sits below the step, as on a phone). */
const VIEWPORT = { width: 375, height: 812 };
const STEP_TIMEOUT = 30_000;

/** One transition of one run (times in ms from the click). */
export interface TransitionSample {
  transition: string;
  heading: number;
  ready: number;
  longTasks: number[];
}

interface Probe {
  clicks: number[];
  longTasks: { start: number; duration: number }[];
  target: { to: string; found: number | null; heading: number | null; ready: number | null } | null;
}

declare global {
  interface Window {
    __bench?: Probe;
  }
}

/** Runs in the page before its scripts: records clicks (capture phase) and long tasks. */
function installProbe(): void {
  const probe: Probe = { clicks: [], longTasks: [], target: null };
  window.__bench = probe;
  document.addEventListener('click', (e) => probe.clicks.push(e.timeStamp), true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: counts stay 0
  }
}

/** Arms the page to time the next step `to`: marks the first painted frame with its heading, then with it ready. */
function arm(to: string): void {
  const probe = window.__bench;
  if (!probe) throw new Error('the benchmark probe is not installed');
  const target: NonNullable<Probe['target']> = { to, found: null, heading: null, ready: null };
  probe.target = target;
  probe.clicks = [];
  const afterPaint = (mark: 'heading' | 'ready') =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (target[mark] === null) target[mark] = performance.now();
      };
      channel.port2.postMessage(0);
    });
  let headingAsked = false;
  let readyAsked = false;
  const check = () => {
    if (probe.target !== target) return observer.disconnect();
    const step = document.querySelector(`[data-step="${CSS.escape(to)}"]`);
    if (!step) return;
    const h1 = step.querySelector('h1');
    if (!headingAsked && h1 && (h1.textContent ?? '').trim() !== '') {
      headingAsked = true;
      target.found = performance.now();
      afterPaint('heading');
    }
    if (headingAsked && !readyAsked && !document.querySelector('.widget-loading, [aria-busy="true"]')) {
      readyAsked = true;
      afterPaint('ready');
    }
    if (headingAsked && readyAsked) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  check();
}

async function measure(page: Page): Promise<{ heading: number; ready: number; longTasks: number[] }> {
  await page.waitForFunction(() => window.__bench?.target?.ready != null, null, { timeout: STEP_TIMEOUT, polling: 100 });
  await page.waitForTimeout(150); // long-task entries are delivered after the task ends
  return page.evaluate(() => {
    const probe = window.__bench!;
    const t = probe.target!;
    const click = [...probe.clicks].filter((c) => c <= (t.found ?? Infinity)).at(-1) ?? Number.NaN;
    const tasks = probe.longTasks.filter((l) => l.start >= click && l.start < (t.ready ?? Infinity)).map((l) => l.duration);
    return { heading: t.heading! - click, ready: t.ready! - click, longTasks: tasks };
  });
}

test(`guest path: Continue → next step painted, ${CPU_RATE}× CPU`, async ({ browser }) => {
  const { widgetDrivers } = (await import(join(root, 'src/widgets/registry/drivers.ts'))) as typeof Drivers;
  const { frontDoorJourneys } = (await import(join(root, 'scripts/flow-check/front-door-journeys.ts'))) as typeof Journeys;
  const { encodeScenario } = (await import(join(root, 'src/api/scenario-codec.ts'))) as typeof Codec;
  const { NOW } = (await import(join(root, 'e2e/support/checkout.ts'))) as typeof Checkout;
  const entry = frontDoorJourneys().find((j) => j.provider === 'demo' && j.journey.session === 'visitor');
  if (!entry) throw new Error('the engine finds no guest (visitor) journey for the demo provider');
  const samples: TransitionSample[] = [];

  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.addInitScript(installProbe);
    const ctx: DriverContext = { page, provider: 'demo', config: entry.config, session: entry.journey.session, unique: `bench-${run}-${Date.now()}` };
    const start = new URL('/', `http://localhost:${port}`);
    start.searchParams.set('preview', encodeScenario({ provider: 'demo', now: NOW }));
    await page.goto(start.toString());

    for (const move of entry.journey.moves) {
      const where = `run ${run}, step "${move.stepId}"`;
      await page.locator(`[data-step="${move.stepId}"]`).waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
      // `BENCH_DUMP_STEP=schedule` prints the tab's sessionStorage on reaching that step (the seed of scripts/perf/seeded-booking.ts).
      if (run === 1 && process.env.BENCH_DUMP_STEP === move.stepId) {
        console.log(`sessionStorage on "${move.stepId}":`, JSON.stringify(await page.evaluate(() => ({ ...sessionStorage }))));
      }
      for (const { widget, choice } of move.fills) {
        const fill = widgetDrivers[widget]?.fill;
        if (!fill) throw new Error(`${where}: no driver fills ${widget}`);
        await fill(ctx, choice);
      }
      const send = widgetDrivers[move.event.widget]?.send;
      if (!send) throw new Error(`${where}: no driver sends for ${move.event.widget}`);
      await page.evaluate(arm, move.to);
      await send(ctx, move.event.type, move.event.choice);
      const m = await measure(page).catch((e: unknown) => {
        throw new Error(`${where}: step "${move.to}" was not painted within ${STEP_TIMEOUT / 1000} s (${page.url()})`, { cause: e });
      });
      samples.push({ transition: `${move.stepId} → ${move.to}`, ...m });
    }
    await context.close();
    console.log(`run ${run}/${runs} done`);
  }
  writeFileSync(out, JSON.stringify({ root, runs, cpuRate: CPU_RATE, viewport: VIEWPORT, samples }, null, 2));
});
