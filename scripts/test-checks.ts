/**
 * `npm run test:checks`: type-checking beside lint and the flow checks. Each is one process on one core: one after
 * the other they took ≈ 76 s on 2 cores (tsc 34 s, lint 39 s, flows:check 3 s), side by side about as long as the
 * longer lane. Each one's output is printed whole once it has ended, always in the same order (typecheck, lint,
 * flows:check), so outputs never interleave; fails when any of them fails.
 */
import { pathToFileURL } from 'node:url';
import { runCommand, type CommandRun } from './run-command';

/** The checks, in the order their outputs are printed. */
export const CHECKS = ['typecheck', 'lint', 'flows:check'] as const;

/**
 * Runs the {@link CHECKS} with `run` (typecheck beside lint, the flow checks after lint), writes each one's output
 * whole with `write`, in the order of {@link CHECKS} whatever order they end in, and returns the names of those
 * that failed (empty when all passed).
 */
export async function runChecks(run: (script: string) => Promise<CommandRun>, write: (text: string) => void): Promise<string[]> {
  const typecheck = run('typecheck');
  const lintThenFlows = run('lint').then(async (lint) => [lint, await run('flows:check')] as const);
  const [lint, flows] = await lintThenFlows;
  const runs = [await typecheck, lint, flows];
  runs.forEach((r, i) => write(`\n── ${CHECKS[i]} ──\n${r.output}`));
  return CHECKS.filter((_, i) => runs[i]!.code !== 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failed = await runChecks(
    (script) => runCommand('npm', ['run', '--silent', script], { keep: true }),
    (text) => process.stdout.write(text),
  );
  if (failed.length) {
    console.error(`test:checks: failed — ${failed.join(', ')}`);
    process.exit(1);
  }
}
