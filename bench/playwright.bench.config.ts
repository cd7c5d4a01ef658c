/**
 * Playwright config of the step-time benchmark (`npm run bench:steps`, docs/performance.md) — not the e2e suite:
 * playwright.config.ts runs e2e/**\/*.spec.ts only. `BENCH_BUILD=production` (the default) builds the tree in
 * `BENCH_ROOT` (default this one) as customers get it and serves it with the HTTP mock back end
 * (scripts/serve-production.ts, its back end on `BENCH_API_PORT`); `BENCH_BUILD=mock` builds the mock mode and
 * serves it statically. Port 5183 (`BENCH_PORT`), so it never clashes with the e2e servers, and a server left
 * running is never reused (it might be another tree's build).
 */
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';

const root = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const port = Number(process.env.BENCH_PORT ?? 5183);
const apiPort = Number(process.env.BENCH_API_PORT ?? 5783);
const build = process.env.BENCH_BUILD === 'mock' ? 'mock' : 'production';
const outDir = join(tmpdir(), `bench-steps-dist-${build}-${basename(root)}`);

/** A profiled run (`BENCH_PROFILE`) is built unminified with source maps, so the profile names the app's functions and files. */
const minify = process.env.BENCH_PROFILE || process.env.BENCH_TRACE ? ' --minify false --sourcemap' : '';
const serve =
  build === 'mock'
    ? `npx vite build --mode mock --logLevel error${minify} --outDir ${outDir} --emptyOutDir && npx vite preview --mode mock --outDir ${outDir} --port ${port} --strictPort`
    : `npx vite build --logLevel error${minify} --outDir ${outDir} --emptyOutDir && npx tsx scripts/serve-production.ts --dir ${outDir} --port ${port} --api-port ${apiPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: join(tmpdir(), `bench-steps-results-${basename(root)}`),
  timeout: 60 * 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command: serve,
    cwd: root,
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
