/**
 * `npm run test:checks`: type-checking beside lint and the flow checks. Each is one process on one core: one after
 * the other they took ≈ 76 s on 2 cores (tsc 34 s, lint 38 s, flows:check 3 s), side by side about as long as the
 * longer lane. Each one's output is printed whole once it has ended, always in the same order (typecheck, lint,
 * flows:check), so outputs never interleave; fails when any of them fails.
 */
import { runCommand } from './run-command';

const npmRun = (script: string) => runCommand('npm', ['run', '--silent', script], { keep: true });

async function main(): Promise<void> {
  const typecheck = npmRun('typecheck');
  const lintThenFlows = npmRun('lint').then(async (lint) => [lint, await npmRun('flows:check')] as const);
  const failed: string[] = [];
  const report = (name: string, run: { code: number; output: string }) => {
    process.stdout.write(`\n── ${name} ──\n${run.output}`);
    if (run.code) failed.push(name);
  };
  report('typecheck', await typecheck);
  const [lint, flows] = await lintThenFlows;
  report('lint', lint);
  report('flows:check', flows);
  if (failed.length) {
    console.error(`test:checks: failed — ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
