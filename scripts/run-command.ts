/** A child command for the test scripts (scripts/test-unit.ts, scripts/test-checks.ts). */
import { spawn } from 'node:child_process';

export interface CommandRun {
  code: number;
  /** What it printed (stdout and stderr, in order), when kept; empty when it went to the terminal. */
  output: string;
}

/** Runs `command …args` with `env` added; its output goes to the terminal, or is kept (whole, to print later) when `keep`. */
export function runCommand(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; keep: boolean }): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: options.keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}
