import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolveFastCheckSeed } from './tests/support/fast-check-seed.ts';

export default defineConfig({
  plugins: [react()],
  define: { __MOCKS__: 'true' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One fast-check seed per run, shared by every worker (FC_SEED=random is drawn here, once).
    env: { FC_SEED: String(resolveFastCheckSeed()) },
    pool: 'threads',
    maxWorkers: 2,
    // 2-core CI: component tests that talk to the mock back end can take seconds under load.
    testTimeout: 20_000,
    benchmark: { include: ['tests/**/*.bench.ts'] },
  },
});
