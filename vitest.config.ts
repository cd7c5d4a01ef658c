import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolveFastCheckSeed } from './tests/support/fast-check-seed.ts';

const TESTS = 'tests/**/*.test.{ts,tsx}';

/** The test files that run in jsdom (`// @vitest-environment jsdom`, the comment vitest itself reads). */
function domTestFiles(): string[] {
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .filter((file) => /@vitest-environment\s+jsdom\b/.test(readFileSync(file, 'utf8')));
}
const dom = domTestFiles();

export default defineConfig({
  plugins: [react()],
  define: { __MOCKS__: 'true' },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One fast-check seed per run, shared by every worker (FC_SEED=random is drawn here, once).
    env: { FC_SEED: String(resolveFastCheckSeed()) },
    pool: 'threads',
    // No `maxWorkers` here: a project keeps the one it inherits over the command line's, and the fault matrices'
    // run asks for three (scripts/test-unit.ts gives each run its own).
    // 2-core CI: component tests that talk to the mock back end can take seconds under load.
    testTimeout: 20_000,
    projects: [
      // Each jsdom file in a fresh worker: React DOM, the mock back end's world and the widgets' caches are
      // module state that must not carry over from one file to the next (docs/decisions.md).
      { extends: true, test: { name: 'dom', include: dom, benchmark: { include: [] } } },
      // The node files share their worker's modules (`isolate: false`): less than half the CPU time (docs/decisions.md).
      {
        extends: true,
        test: { name: 'node', include: [TESTS], exclude: dom, isolate: false, benchmark: { include: ['tests/**/*.bench.ts'] } },
      },
    ],
  },
});
