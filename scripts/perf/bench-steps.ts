/**
 * `npm run bench:steps` — the step-time benchmark (issues 14 and 28; docs/performance.md). Not part of `npm test`.
 *
 *   npm run bench:steps [-- --root <project dir>] [--runs N] [--build production|mock|both] [--provider P] [--sessions guest,customer,returning]
 *
 * Runs bench/steps.bench.ts with bench/playwright.bench.config.ts for each build asked (default both: first the
 * production build customers get, served with the HTTP mock back end, then the mock build with the back end in the
 * page), walking each session's front-door journey N times at 4× CPU, then prints per build and transition the p50
 * and p75 of "Continue clicked → next step's heading painted", how long of it a back-end call was in flight (p50) and
 * the heading's time without that wait (p75), the p50 and p75 of "… → step ready (no loading notice)", and the
 * long tasks (> 50 ms) between the click and ready: median count per run, the longest seen, and what they were.
 * With `BENCH_CALLS=<step id>[,…]`, a second table splits those steps' transitions into phases (`phaseRows`).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransitionSample } from '../../bench/steps.bench';
import { parseMeasureArgs, PROJECT_ROOT } from './args';
import { backEndWait } from './back-end-wait';
import { PHASE_COLUMNS, phaseRows } from './write-phases';
import { longTasksByKind } from './long-tasks-by-kind';
import { formatTable, median, percentile } from './stats';

interface BenchOutput {
  root: string;
  build: string;
  provider: string;
  runs: number;
  cpuRate: number;
  /** Lighthouse's benchmark index at that rate (absent from older results). */
  benchmarkIndex?: number;
  viewport: { width: number; height: number };
  samples: TransitionSample[];
}

/** The report's rows: one per transition, in the journey's order. */
export function benchRows(samples: readonly TransitionSample[]): string[][] {
  const order = [...new Set(samples.map((s) => s.transition))];
  const ms = (n: number) => `${Math.round(n)} ms`;
  return order.map((transition) => {
    const of = samples.filter((s) => s.transition === transition);
    const sessions = [...new Set(of.map((s) => s.session))].join(', ');
    const heading = of.map((s) => s.heading);
    const waited = of.map(backEndWait);
    const ready = of.map((s) => s.ready);
    const longest = Math.max(0, ...of.flatMap((s) => s.longTasks));
    return [
      transition,
      sessions,
      ms(percentile(heading, 50)),
      ms(percentile(heading, 75)),
      ms(percentile(waited, 50)),
      ms(percentile(of.map((s, i) => s.heading - waited[i]!), 75)),
      ms(percentile(ready, 50)),
      ms(percentile(ready, 75)),
      String(median(of.map((s) => s.longTasks.length))),
      longest > 0 ? ms(longest) : '—',
      longTasksByKind(of),
      // What the transition waited for: the back-end calls made before the heading painted, in any run.
      [...new Set(of.flatMap((s) => s.calls ?? []))].join(', ') || '—',
    ];
  });
}

/** The option `--name value` (or `--name=value`) of `argv`. */
function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The CPU's score as the header says it: Lighthouse's benchmark index beside DevTools' phone presets. */
const cpuScore = (index: number | undefined) => (index === undefined ? '' : ` (benchmark index ${index}; DevTools' low-tier phone 264, mid-tier 1000)`);

/** Runs the benchmark on one build; resolves with its samples. */
async function benchBuild(build: string, env: NodeJS.ProcessEnv): Promise<BenchOutput> {
  const out = join(tmpdir(), `bench-steps-${build}-${process.pid}.json`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', join(PROJECT_ROOT, 'bench/playwright.bench.config.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, CI: '', BENCH_BUILD: build, BENCH_OUT: out },
      stdio: 'inherit',
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`bench:steps: the benchmark of the ${build} build failed (exit ${code})`);
  const result = JSON.parse(readFileSync(out, 'utf8')) as BenchOutput;
  rmSync(out, { force: true });
  return result;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { root, runs } = parseMeasureArgs(argv);
  const asked = option(argv, 'build') ?? 'both';
  if (!['production', 'mock', 'both'].includes(asked)) throw new Error(`--build must be production, mock or both, not "${asked}".`);
  const builds = asked === 'both' ? ['production', 'mock'] : [asked];
  const env: NodeJS.ProcessEnv = { BENCH_ROOT: root, BENCH_RUNS: String(runs) };
  const provider = option(argv, 'provider');
  const sessions = option(argv, 'sessions');
  if (provider) env.BENCH_PROVIDER = provider;
  if (sessions) env.BENCH_SESSIONS = sessions;
  const results: BenchOutput[] = [];
  for (const build of builds) results.push(await benchBuild(build, env));
  for (const result of results) {
    const what = result.build === 'production' ? 'production build (HTTP mock back end)' : 'mock build (back end in the page)';
    console.log(
      `\nContinue → next step, ${result.provider}, ${what}, ${result.cpuRate}× CPU${cpuScore(result.benchmarkIndex)}, ${result.viewport.width}×${result.viewport.height}, ${result.runs} runs per journey · ${result.root}`,
    );
    const phases = phaseRows(result.samples);
    console.log(formatTable(['transition', 'journeys', 'heading p50', 'heading p75', 'back end p50', 'heading − back end p75', 'ready p50', 'ready p75', 'long tasks/run', 'longest task', 'long tasks, all runs', 'calls before the heading'], benchRows(result.samples)));
    if (phases.length > 0) {
      console.log(`\nWhere the time went (BENCH_CALLS; p50 over the runs, ms from the click; calls: those that left before the navigation)`);
      console.log(formatTable(PHASE_COLUMNS, phases));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
