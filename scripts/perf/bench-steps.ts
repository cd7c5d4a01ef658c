/**
 * `npm run bench:steps` — the step-time benchmark (issue 14, item 4; docs/performance.md). Not part of `npm test`.
 *
 *   npm run bench:steps [-- --root <project dir>] [--runs N]
 *
 * Runs bench/steps.bench.ts with bench/playwright.bench.config.ts (a mock build of `--root` served on port 5183,
 * the guest path walked N times at 4× CPU), then prints per transition the p50 and p75 of "Continue clicked → next
 * step's heading painted" and of "… → step ready (no loading notice)", and the long tasks (> 50 ms) between the
 * click and ready: median count per run and the longest seen.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransitionSample } from '../../bench/steps.bench';
import { parseMeasureArgs, PROJECT_ROOT } from './args';
import { formatTable, median, percentile } from './stats';

interface BenchOutput {
  root: string;
  runs: number;
  cpuRate: number;
  viewport: { width: number; height: number };
  samples: TransitionSample[];
}

/** The report's rows: one per transition, in the journey's order. */
export function benchRows(samples: readonly TransitionSample[]): string[][] {
  const order = [...new Set(samples.map((s) => s.transition))];
  const ms = (n: number) => `${Math.round(n)} ms`;
  return order.map((transition) => {
    const of = samples.filter((s) => s.transition === transition);
    const heading = of.map((s) => s.heading);
    const ready = of.map((s) => s.ready);
    const longest = Math.max(0, ...of.flatMap((s) => s.longTasks));
    return [
      transition,
      ms(percentile(heading, 50)),
      ms(percentile(heading, 75)),
      ms(percentile(ready, 50)),
      ms(percentile(ready, 75)),
      String(median(of.map((s) => s.longTasks.length))),
      longest > 0 ? ms(longest) : '—',
    ];
  });
}

async function main(): Promise<void> {
  const { root, runs } = parseMeasureArgs(process.argv.slice(2));
  const out = join(tmpdir(), `bench-steps-${process.pid}.json`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', join(PROJECT_ROOT, 'bench/playwright.bench.config.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CI: '', BENCH_ROOT: root, BENCH_RUNS: String(runs), BENCH_OUT: out },
      stdio: 'inherit',
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) {
    console.error(`bench:steps: the benchmark failed (exit ${code})`);
    process.exit(code);
  }
  const result = JSON.parse(readFileSync(out, 'utf8')) as BenchOutput;
  rmSync(out, { force: true });
  console.log(
    `\nContinue → next step, guest path (demo), ${result.cpuRate}× CPU, ${result.viewport.width}×${result.viewport.height}, mock build, ${result.runs} runs · ${result.root}`,
  );
  console.log(formatTable(['transition', 'heading p50', 'heading p75', 'ready p50', 'ready p75', 'long tasks/run', 'longest task'], benchRows(result.samples)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
