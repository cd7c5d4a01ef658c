/**
 * `npm run test:unit`: the unit tests, in UTC, then the time-sensitive domain suite again in Asia/Tokyo.
 *
 * The fault matrices (tests/faults/) run in a second vitest beside the rest, not among them. Each of their cells
 * waits for the page to go quiet (300–600 ms with nothing in flight), so they keep a worker busy about four times
 * longer than they keep a core busy (≈ 25 % CPU): among the rest they held both workers for minutes while the CPU
 * idled. Beside the rest, on their own workers, they fill that idle time. Their output is printed after the rest's,
 * whole, so the two never interleave. Options are passed to every run (e.g. `--reporter dot`); for some files only,
 * call vitest itself (`TZ=UTC npx vitest run tests/engine`).
 */
import { runCommand, type CommandRun } from './run-command';

const FAULTS = 'tests/faults/';
/** Workers of the main and the Tokyo runs: the CI machine's two cores. */
const WORKERS = 2;
/** Workers of the fault matrices' run: their cells mostly wait, so more of them than cores. */
const FAULT_WORKERS = 3;

/** Runs `vitest run …args` in `tz`; its output goes to the terminal, or is kept when `keep`. */
const vitest = (tz: string, args: string[], keep: boolean): Promise<CommandRun> => runCommand('npx', ['vitest', 'run', ...args], { env: { TZ: tz }, keep });

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const faults = vitest('UTC', [FAULTS, '--maxWorkers', String(FAULT_WORKERS), ...args], true);
  const rest = await vitest('UTC', ['--exclude', `${FAULTS}**`, '--maxWorkers', String(WORKERS), ...args], false);
  const faulted = await faults;
  process.stdout.write(`\n── the fault matrices (${FAULTS}, run beside the tests above) ──\n${faulted.output}`);
  const tokyo = await vitest('Asia/Tokyo', ['tests/domain', '--maxWorkers', String(WORKERS), ...args], false);
  const failed = [rest.code && 'UTC', faulted.code && 'the fault matrices', tokyo.code && 'Asia/Tokyo'].filter(Boolean);
  if (failed.length) {
    console.error(`test:unit: failed — ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
