/**
 * Step-time benchmark (issues 14 and 28), run by `npm run bench:steps` (scripts/perf/bench-steps.ts), never by
 * `npm test`: walks front-door journeys of the engine (scripts/flow-check/front-door-journeys.ts) through the real
 * UI with the e2e journey runner (e2e/support/journey-runner.ts, the widget drivers), at 4× CPU throttling (CDP
 * `Emulation.setCPUThrottlingRate`), and measures for every transition, in the page:
 * - `heading`: from the Continue click (the `click` event's timestamp, the last click the step's event made) to the
 *   paint of the next step's `<h1>` (in `[data-step="<next>"]`): the browser's own render time of that element
 *   (Element Timing: the probe gives the heading an `elementtiming` name as it enters the page, before any paint).
 *   (Chromium reports it; a browser that does not leaves the run waiting until it fails, naming the step);
 * - `ready`: to the first frame painted once that step also shows no loading notice (`.widget-loading`,
 *   `[aria-busy="true"]`: a step is busy until its second pass has drawn the widgets after its heading);
 * - long tasks (`longtask` entries over 50 ms) that start between the click and `ready`: how many, the longest, and
 *   what each was, from the Long Animation Frame entry it fell in: the script that took most of it (`click event`,
 *   `idle callback`, `timer`, `promise …`, …) or the frame's rendering (style, layout, paint).
 * Before the journeys it scores the machine at that CPU rate (Lighthouse's benchmark index, which DevTools calibrates
 * its phone presets to). `BENCH_BUILD` says which build is served (bench/playwright.bench.config.ts): `production` (what customers get,
 * against the HTTP mock back end, one world for every run) or `mock` (the mock back end in the page, a scenario per
 * tab). `BENCH_PROVIDER` (default acme) and `BENCH_SESSIONS` (default `guest,customer,returning`) pick the journeys.
 * The modules are imported from the measured tree (`BENCH_ROOT`), so the same benchmark measures an older
 * checkout's mock build. Results go to `BENCH_OUT` as JSON; the runner prints the table.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, type Browser, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type * as Journeys from '../scripts/flow-check/front-door-journeys';
import type * as Codec from '../src/api/scenario-codec';
import type * as Runner from '../e2e/support/journey-runner';
import type * as Checkout from '../e2e/support/checkout';
import { callTimingLines, transitionPhases, type TransitionTiming, type TransitionPhases } from '../scripts/perf/write-phases';

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5183);
const apiPort = Number(process.env.BENCH_API_PORT ?? 5783);
const build = process.env.BENCH_BUILD === 'mock' ? 'mock' : 'production';
const provider = process.env.BENCH_PROVIDER ?? 'acme';
const sessions = (process.env.BENCH_SESSIONS ?? 'guest,customer,returning').split(',');
const out = process.env.BENCH_OUT ?? join(tmpdir(), 'bench-steps.json');
/** Whether a `BENCH_PROFILE`/`BENCH_TRACE` value (step ids separated by commas, or `*` for every step) names the step. */
const names = (value: string | undefined) => (stepId: string) => value === '*' || (value?.split(',').includes(stepId) ?? false);
/** `BENCH_PROFILE=<step id>[,…]`: a CPU profile of each Continue from those steps, written beside `BENCH_OUT`. */
const profiled = names(process.env.BENCH_PROFILE);
/** `BENCH_TRACE=<step id>[,…]`: a Chrome performance trace of each Continue from those steps, written beside `BENCH_OUT`. */
const traced = names(process.env.BENCH_TRACE);
/**
 * `BENCH_CALLS=<step id>[,…]`: for each Continue from those steps, the back-end calls from the click to `ready` (when
 * each left and its answer ended, from resource timing: no tracing overhead; when the app had read its body), the
 * router's navigations and when the heading was first drawn and painted; the runner then prints those transitions'
 * phases. What a write transition spends waiting for answers, and what between them. Every page of the run gets
 * `installCallProbe` (a wrapped `Response.text`/`json` and `pushState`), so its table is not compared with one without.
 */
const callsTimed = names(process.env.BENCH_CALLS);
/**
 * The CPU slow-down, 4× unless `BENCH_CPU_RATE` says otherwise (the table names it). `BENCH_CPU_RATE=1` is for profiles:
 * at 4× the throttle's pauses fall into whichever function runs, so a profile's self times are skewed.
 */
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
/** A phone-sized window (the booking sidebar sits below the step, as on a phone). */
const VIEWPORT = { width: 375, height: 812 };
const STEP_TIMEOUT = 30_000;
/**
 * The production build's world: no card processor. Stripe's and Square's scripts cannot load offline and the
 * production build has only their real adapters (as in e2e/production). The mock build keeps the provider's
 * processor (its offline adapter), exactly as the e2e journey runner opens it, so older trees measure the same.
 */
const CONFIG = { is_using_square: false, is_using_stripe: false };

/** One transition of one run (times in ms from the click). */
export interface TransitionSample {
  session: string;
  transition: string;
  heading: number;
  ready: number;
  longTasks: number[];
  /** What each long task was, in the order of `longTasks` (older results have none). */
  longTaskKinds?: string[];
  /** The back-end calls the step made between the click and its heading's paint (`POST customer-signup`, …). */
  calls?: string[];
  /** Those calls' spans, start and end in ms from the click (older results have none). */
  callSpans?: [number, number][];
  /** With `BENCH_CALLS` naming the step: when its calls left and were read, when it navigated (scripts/perf/write-phases.ts). */
  phases?: TransitionPhases;
}

/** A Long Animation Frame as the probe keeps it: its span, when its rendering began, and its scripts (over 5 ms) by kind. */
interface ProbeFrame {
  start: number;
  end: number;
  renderStart: number;
  scripts: { start: number; end: number; kind: string }[];
}

interface Probe {
  clicks: number[];
  /** The click the last measured transition was timed from. */
  click?: number;
  longTasks: { start: number; duration: number }[];
  frames: ProbeFrame[];
  /** With `BENCH_CALLS`: when the app had each answer's body, and its navigations (`installCallProbe`). */
  reads?: { url: string; at: number }[];
  navigations?: { url: string; at: number }[];
  target: {
    to: string;
    found: number | null;
    heading: number | null;
    ready: number | null;
    /** Resolves once both `heading` and `ready` are known: what `measure` awaits (no polling in the page). */
    settled: Promise<void>;
  } | null;
}

declare global {
  interface Window {
    __bench?: Probe;
  }
}

/** Runs in the page before its scripts: records clicks (capture phase) and long tasks. */
function installProbe(): void {
  const probe: Probe = { clicks: [], longTasks: [], frames: [], target: null };
  window.__bench = probe;
  // A journey loads hundreds of chunks: keep every resource entry (the default buffer holds 250).
  performance.setResourceTimingBufferSize(10_000);
  document.addEventListener('click', (e) => probe.clicks.push(e.timeStamp), true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: counts stay 0
  }
  /** A script of a long frame as a reader names it: `click event`, `idle callback`, `timer`, `promise Response.json.then`. */
  const scriptKind = (s: { invokerType: string; invoker: string }): string => {
    if (s.invokerType === 'event-listener') return `${/\.on(\w+)$/.exec(s.invoker)?.[1] ?? s.invoker} event`;
    if (s.invokerType === 'user-callback') {
      if (/idle/i.test(s.invoker)) return 'idle callback';
      if (/setTimeout|setInterval|TimerHandler/.test(s.invoker)) return 'timer';
      if (/AnimationFrame|FrameRequestCallback/.test(s.invoker)) return 'animation frame';
      return s.invoker;
    }
    if (s.invokerType === 'resolve-promise' || s.invokerType === 'reject-promise') return `promise ${s.invoker}`;
    return 'script';
  };
  try {
    new PerformanceObserver((list) => {
      type Loaf = PerformanceEntry & { renderStart: number; scripts: (PerformanceEntry & { invokerType: string; invoker: string })[] };
      for (const e of list.getEntries() as Loaf[]) {
        const scripts = e.scripts.map((x) => ({ start: x.startTime, end: x.startTime + x.duration, kind: scriptKind(x) }));
        probe.frames.push({ start: e.startTime, end: e.startTime + e.duration, renderStart: e.renderStart, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no Long Animation Frames in this browser: long tasks stay unnamed
  }
}

/** Arms the page to time the next step `to`: marks the first painted frame with its heading, then with it ready. */
function arm(to: string): void {
  const probe = window.__bench;
  if (!probe) throw new Error('the benchmark probe is not installed');
  let settle = () => {};
  const settled = new Promise<void>((done) => (settle = done));
  const target: NonNullable<Probe['target']> = { to, found: null, heading: null, ready: null, settled };
  const settleOnceKnown = () => {
    if (target.heading !== null && target.ready !== null) settle();
  };
  probe.target = target;
  probe.clicks = [];
  const afterPaint = (mark: 'ready') =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (target[mark] !== null) return;
        target[mark] = performance.now();
        performance.mark(`bench-${mark}`);
        settleOnceKnown();
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
      // Named before its first paint (mutation observers run before the browser paints): its paint is reported.
      h1.setAttribute('elementtiming', 'bench-heading');
      const painted = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number; loadTime: number })[]) {
          if (e.element !== h1 || target.heading !== null) continue;
          target.heading = e.renderTime || e.loadTime;
          performance.mark('bench-heading');
          performance.mark('bench-heading-paint', { startTime: target.heading });
          painted.disconnect();
          settleOnceKnown();
        }
      });
      painted.observe({ type: 'element', buffered: true });
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

async function measure(page: Page): Promise<Omit<TransitionSample, 'session' | 'transition'>> {
  // Awaits the probe's promise: nothing runs in the page meanwhile (a `waitForFunction` polls in it, and its first
  // call compiles Playwright's injected script there, ≈ 80 ms at 4× CPU that would be timed as the app's).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not settled within ${STEP_TIMEOUT} ms`)), STEP_TIMEOUT)));
  await Promise.race([page.evaluate(() => window.__bench!.target!.settled), late]).finally(() => clearTimeout(timer));
  await page.waitForTimeout(150); // long-task entries are delivered after the task ends
  return page.evaluate(() => {
    const probe = window.__bench!;
    const t = probe.target!;
    const click = [...probe.clicks].filter((c) => c <= (t.found ?? Infinity)).at(-1) ?? Number.NaN;
    probe.click = click;
    const long = probe.longTasks.filter((l) => l.start >= click && l.start < (t.ready ?? Infinity));
    // What a long task was: the kind of script, or the frame's rendering, that overlaps most of it.
    const taskKind = (task: { start: number; duration: number }): string => {
      const end = task.start + task.duration;
      const overlap = (a: number, b: number) => Math.max(0, Math.min(end, b) - Math.max(task.start, a));
      const frame = probe.frames.find((f) => f.start <= task.start + 1 && task.start < f.end);
      if (!frame) return 'unnamed';
      const byKind = new Map<string, number>();
      for (const x of frame.scripts) byKind.set(x.kind, (byKind.get(x.kind) ?? 0) + overlap(x.start, x.end));
      if (frame.renderStart > 0) byKind.set('rendering', overlap(frame.renderStart, frame.end));
      const [kind, ms] = [...byKind].sort((a, b) => b[1] - a[1])[0] ?? ['unnamed', 0];
      return ms > 0 ? kind : 'unnamed';
    };
    // The app's calls to its back end that started before the heading painted (the method is not in resource timing).
    const made = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') && r.startTime >= click && r.startTime < t.heading!,
    );
    const calls = made.map((r) => new URL(r.name).pathname.replace(/^\/api\//, '').replace(/\/\d+(?=\/|$)/g, '/{id}'));
    // Ready includes the heading: its paint (reported at presentation) can come after the frame that took the notice away.
    return {
      heading: t.heading! - click,
      ready: Math.max(t.ready!, t.heading!) - click,
      longTasks: long.map((l) => l.duration),
      longTaskKinds: long.map(taskKind),
      calls: [...new Set(calls)],
      callSpans: made.map((r): [number, number] => [r.startTime - click, r.responseEnd - click]),
    };
  });
}

/**
 * With `BENCH_CALLS`, runs in the page after `installProbe`: records when the app had each answer's body (its
 * `Response` `text()`/`json()` resolved) and each navigation (`history.pushState`/`replaceState`, which the router
 * calls), so a write transition's time splits into waiting and the app's work between (scripts/perf/write-phases.ts).
 */
function installCallProbe(): void {
  const probe = window.__bench!;
  const reads: NonNullable<Probe['reads']> = (probe.reads = []);
  const navigations: NonNullable<Probe['navigations']> = (probe.navigations = []);
  for (const name of ['text', 'json'] as const) {
    const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
    Object.assign(Response.prototype, {
      [name](this: Response) {
        const url = this.url;
        return read.call(this).then((body) => (reads.push({ url, at: performance.now() }), body));
      },
    });
  }
  for (const name of ['pushState', 'replaceState'] as const) {
    const change = History.prototype[name];
    Object.assign(History.prototype, {
      [name](this: History, data: unknown, unused: string, url?: string | URL | null) {
        navigations.push({ url: String(url), at: performance.now() });
        change.call(this, data, unused, url);
      },
    });
  }
}

/** What `installCallProbe` recorded for the transition `measure` just timed, in ms from its click, up to `ready`. */
function callTiming(): TransitionTiming {
  const probe = window.__bench!;
  const t = probe.target!;
  const click = probe.click!;
  const path = (url: string) => new URL(url, location.href).pathname;
  const reads = [...(probe.reads ?? [])];
  const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') && r.startTime >= click && r.startTime < t.ready!)
    .map((r) => {
      // The first read of this address after the call left (each read is one call's).
      const i = reads.findIndex((x) => x.url === r.name && x.at >= r.startTime);
      const read = i >= 0 ? reads.splice(i, 1)[0]!.at - click : null;
      return { path: path(r.name), start: r.startTime - click, end: r.responseEnd - click, read };
    });
  const navigations = (probe.navigations ?? []).filter((n) => n.at >= click && n.at < t.ready!).map((n) => ({ path: path(n.url), at: n.at - click }));
  return { calls, navigations, found: t.found! - click, heading: t.heading! - click, ready: Math.max(t.ready!, t.heading!) - click };
}

/** The production build's back end: one world for every run, at the real clock, without card processors. */
async function productionWorld(): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${apiPort}/__scenario`, { method: 'POST', body: JSON.stringify({ provider, config: CONFIG }) });
  if (!answer.ok) throw new Error(`the mock back end refused the scenario: ${answer.status} ${await answer.text()}`);
}

/**
 * Lighthouse's benchmark index of this machine at the benchmark's CPU rate (median of three, after one to warm up),
 * the score Chrome DevTools calibrates its phone presets to (its low-tier phone scores 264, its mid-tier 1000): what
 * the tables of two machines, or of one machine on two days, are measured against.
 */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const scores: number[] = [];
  for (let i = 0; i < 4; i++) scores.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await context.close();
  return Math.round(scores.slice(1).sort((a, b) => a - b)[1]!);
}

/** The app's origin for the provider: its own host name, as customers reach it (src/app/provider-from-host.ts). */
const appOrigin = () => `http://${provider === 'demo' ? 'localhost' : `${provider}.localhost`}:${port}`;

test(`front-door journeys (${build} build): Continue → next step painted, ${CPU_RATE}× CPU`, async ({ browser }) => {
  const { frontDoorJourneys } = (await import(join(root, 'scripts/flow-check/front-door-journeys.ts'))) as typeof Journeys;
  const { encodeScenario } = (await import(join(root, 'src/api/scenario-codec.ts'))) as typeof Codec;
  const { walkJourney } = (await import(join(root, 'e2e/support/journey-runner.ts'))) as typeof Runner;
  const { NOW } = (await import(join(root, 'e2e/support/checkout.ts'))) as typeof Checkout;
  if (build === 'production') await productionWorld();
  const samples: TransitionSample[] = [];
  const index = await benchmarkIndex(browser);

  for (const session of sessions) {
    const entry = frontDoorJourneys().find((j) => j.provider === provider && j.journey.session === session);
    if (!entry) throw new Error(`the engine finds no ${session} journey for ${provider}`);
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Before the front door opens (as older trees' runners ignore the `open` below): page loads are not measured.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      await page.addInitScript(installProbe);
      if (process.env.BENCH_CALLS) await page.addInitScript(installCallProbe);
      const open = async () => {
        if (build === 'mock') {
          const start = new URL('/', appOrigin());
          // The journey runner's own front door (older trees' runners open it so when they ignore `open`).
          start.searchParams.set('preview', encodeScenario({ provider, now: NOW, ...(session === 'customer' ? { session: 'customer' as const } : {}) }));
          await page.goto(start.toString());
        } else if (session === 'customer') {
          // The production build has no injected session: the customer signs in first (not measured).
          await page.goto(`${appOrigin()}/login`);
          await page.getByLabel(/^Email/).fill('demo@example.com');
          await page.getByLabel(/^Password/).fill('demo1234');
          await page.getByRole('button', { name: 'Log In', exact: true }).click();
          await page.waitForURL(/\/account$/, { timeout: STEP_TIMEOUT });
          await page.goto(`${appOrigin()}/`);
        } else await page.goto(`${appOrigin()}/`);
      };
      const pending: string[] = [];
      const take = async (to: string) => {
        const from = pending.shift();
        if (from === undefined) return;
        const m = await measure(page).catch((e: unknown) => {
          throw new Error(`${session} run ${run}: step "${to}" was not painted within ${STEP_TIMEOUT / 1000} s (${page.url()})`, { cause: e });
        });
        let phases: TransitionPhases | undefined;
        if (callsTimed(from)) {
          const timing = await page.evaluate(callTiming);
          console.log(`calls of ${from} → ${to}, ms from the click:\n${callTimingLines(timing).join('\n')}`);
          phases = transitionPhases(timing);
        }
        samples.push({ session, transition: `${from} → ${to}`, ...m, ...(phases ? { phases } : {}) });
        if (traced(from)) {
          const file = `${out}.${build}-${session}-${run}-${from}.trace.json`;
          writeFileSync(file, await browser.stopTracing());
          console.log(`trace of ${from} → ${to}: ${file}`);
        }
        if (profiled(from)) {
          const { profile } = await cdp.send('Profiler.stop');
          const file = `${out}.${build}-${session}-${run}-${from}.cpuprofile`;
          writeFileSync(file, JSON.stringify(profile));
          console.log(`CPU profile of ${from} → ${to}: ${file}`);
        }
      };
      await walkJourney(page, entry, {
        open,
        unique: `bench-${build}-${session}-${run}-${Date.now()}`,
        reached: async (move) => {
          await take(move.stepId);
          // `BENCH_DUMP_STEP=schedule` prints the tab's sessionStorage on reaching that step (the seed of scripts/perf/seeded-booking.ts).
          if (run === 1 && process.env.BENCH_DUMP_STEP === move.stepId) {
            console.log(`sessionStorage on "${move.stepId}":`, JSON.stringify(await page.evaluate(() => ({ ...sessionStorage }))));
          }
        },
        beforeSend: async (move) => {
          // The same step twice in a row (a sign-in returns to the place step) is not a step change.
          if (move.to.startsWith('external:') || move.to === move.stepId) return;
          await page.evaluate(arm, move.to);
          pending.push(move.stepId);
          if (traced(move.stepId)) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8', 'disabled-by-default-v8.compile'] });
          if (profiled(move.stepId)) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
        },
        // Measured here, before the runner's own look for the next step: its locators run in the page (at 4× CPU,
        // tens of ms each) and would be timed as the app's. Older trees' runners have no such hook: `reached` takes it.
        afterSend: async (move) => take(move.to),
        atGoal: async (stepId) => take(stepId),
      });
      await context.close();
      console.log(`${session} run ${run}/${runs} done`);
    }
  }
  writeFileSync(out, JSON.stringify({ root, build, provider, runs, cpuRate: CPU_RATE, benchmarkIndex: index, viewport: VIEWPORT, samples }, null, 2));
});
