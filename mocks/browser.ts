/** The mock back end in the browser (dev server, `--mode mock` builds, Playwright). */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/** Starts the service worker; call before the first render. Unhandled requests (assets, maps, SDKs) pass through. */
export async function startMockWorker(): Promise<void> {
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}

export { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from './scenario';
export { resetWorld } from './world';
