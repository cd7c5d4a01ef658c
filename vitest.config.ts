import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __MOCKS__: 'true' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // 2-core CI: component tests that talk to the mock back end can take seconds under load.
    testTimeout: 20_000,
    benchmark: { include: ['tests/**/*.bench.ts'] },
  },
});
