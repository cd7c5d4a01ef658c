/** Command-line options shared by `npm run perf` and `npm run bench:steps`. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface MeasureArgs {
  /** The project tree to build and measure (default: this one; `--root <dir>` or `PERF_ROOT`). */
  root: string;
  /** How many runs (`--runs N`, default 5). */
  runs: number;
}

/** This project's root (scripts/perf/ is two levels down). */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/**
 * Reads `--root <dir>` (or `PERF_ROOT`) and `--runs <n>` (or `PERF_RUNS`) from `argv`; throws a readable error for
 * a root without package.json and index.html, or a run count that is not a whole number from 1 to 50.
 */
export function parseMeasureArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): MeasureArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1];
    const eq = argv.find((a) => a.startsWith(`--${name}=`));
    return eq?.slice(name.length + 3);
  };
  const root = resolve(value('root') ?? env.PERF_ROOT ?? PROJECT_ROOT);
  if (!existsSync(join(root, 'package.json')) || !existsSync(join(root, 'index.html'))) {
    throw new Error(`--root ${root} is not this app's project tree (no package.json or index.html there).`);
  }
  const runsText = value('runs') ?? env.PERF_RUNS ?? '5';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, not "${runsText}".`);
  return { root, runs };
}
