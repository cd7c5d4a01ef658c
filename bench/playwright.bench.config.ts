/**
 * Playwright config of the step-time benchmark (`npm run bench:steps`, docs/performance.md) — not the e2e suite:
 * playwright.config.ts runs e2e/**\/*.spec.ts only. A mock-mode build of the tree in `BENCH_ROOT` (default this
 * one) is served statically on port 5183 (`BENCH_PORT`), so it never clashes with the e2e server on 5173, and never
 * reuses a server left running (it might be another tree's build).
 */
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const port = Number(process.env.BENCH_PORT ?? 5183);
const outDir = join(tmpdir(), `bench-steps-dist-${basename(root)}`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: join(tmpdir(), `bench-steps-results-${basename(root)}`),
  timeout: 30 * 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command:
      `npx vite build --mode mock --logLevel error --outDir ${outDir} --emptyOutDir` +
      ` && npx vite preview --mode mock --outDir ${outDir} --port ${port} --strictPort`,
    cwd: root,
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
