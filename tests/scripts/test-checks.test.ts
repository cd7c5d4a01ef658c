import { describe, expect, it } from 'vitest';
import { runChecks } from '../../scripts/test-checks';
import type { CommandRun } from '../../scripts/run-command';

/** A runner whose scripts end when told to, recording when each started. */
function fakeRunner(codes: Record<string, number>) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const run = (script: string) =>
    new Promise<CommandRun>((resolve) => {
      started.push(script);
      finish.set(script, () => resolve({ code: codes[script] ?? 0, output: `${script} said\n` }));
    });
  return { run, started, end: (script: string) => finish.get(script)!() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('npm run test:checks', () => {
  it('runs typecheck beside lint, the flow checks after lint, prints each whole in a fixed order and names the failures', async () => {
    const runner = fakeRunner({ typecheck: 2, 'flows:check': 1 });
    const written: string[] = [];
    const done = runChecks(runner.run, (t) => written.push(t));
    await tick();
    expect(runner.started).toEqual(['typecheck', 'lint']);
    runner.end('lint');
    await tick();
    expect(runner.started).toEqual(['typecheck', 'lint', 'flows:check']);
    runner.end('flows:check');
    runner.end('typecheck'); // ends last, printed first
    expect(await done).toEqual(['typecheck', 'flows:check']);
    expect(written.join('')).toBe('\n── typecheck ──\ntypecheck said\n\n── lint ──\nlint said\n\n── flows:check ──\nflows:check said\n');
  });

  it('reports nothing failed when every check passes', async () => {
    const runner = fakeRunner({});
    const done = runChecks(runner.run, () => undefined);
    await tick();
    runner.end('typecheck');
    runner.end('lint');
    await tick();
    runner.end('flows:check');
    expect(await done).toEqual([]);
  });
});
