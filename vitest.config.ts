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
    benchmark: { include: ['tests/**/*.bench.ts'] },
  },
});
