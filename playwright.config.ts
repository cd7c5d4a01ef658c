import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { E2E_API_PORT, E2E_PORT, E2E_PRODUCTION_PORT } from './e2e/support/port';

const port = E2E_PORT;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // 10 s: a link page boots, signs in and reads two or three calls before it moves on; 2 loaded cores need the margin.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording one for every test (its
    // snapshots and screencast) took the suite from 13.0 to 15.8 min in CI on 2 cores (docs/decisions.md). A failure
    // keeps its screenshot and the error's call log.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: chromiumArgs },
  },
  projects: [
    // The mock build: the mock back end runs in the page (MSW), a scenario per tab.
    { name: 'mock', testIgnore: /production[\\/]/ },
    // The production build customers get, against the HTTP mock back end (one world shared by its tests). One
    // test at a time: two bookings walked at once both take the first open slot, and one is refused with 409.
    { name: 'production', testDir: 'e2e/production', workers: 1, use: { baseURL: `http://localhost:${E2E_PRODUCTION_PORT}` } },
  ],
  webServer: [
    {
      // A mock-mode build served statically: pages load far faster than from the dev server's on-demand
      // transforms, which matters on a 2-core CI machine. Locally a running `npm start` is reused.
      command: `npx vite build --mode mock --logLevel error && npx vite preview --mode mock --port ${port} --strictPort`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build (no mock code) served with the deploy's security headers, /api/* passed to the
      // HTTP mock back end (scripts/serve-production.ts).
      command: `npx vite build --outDir dist-e2e-production --emptyOutDir --logLevel error && npx tsx scripts/serve-production.ts --dir dist-e2e-production --port ${E2E_PRODUCTION_PORT} --api-port ${E2E_API_PORT}`,
      url: `http://localhost:${E2E_PRODUCTION_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
