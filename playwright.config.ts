import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { E2E_PORT } from './e2e/support/port';

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
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    // A mock-mode build served statically: pages load far faster than from the dev server's on-demand
    // transforms, which matters on a 2-core CI machine. Locally a running `npm start` is reused.
    command: `npx vite build --mode mock --logLevel error && npx vite preview --mode mock --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
