/** The mock back end in the browser (dev server, `--mode mock` builds, Playwright). */
import { setupWorker } from 'msw/browser';
import { apiHandler } from './handlers';
import { demoAssetHandlers } from './handlers/demo-assets';
import { holdCallsWhileLeaving } from './hold-calls-while-leaving';
import { refreshWorld } from './world';

/** The API's handlers, and the demo world's pictures (browser only). */
const worker = setupWorker(apiHandler, ...demoAssetHandlers);

/**
 * Starts the service worker; call before the first render. Unhandled requests (assets, maps, SDKs) pass through;
 * a leaving page's API calls wait (hold-calls-while-leaving.ts). Before each request is handled, the world another
 * tab of the origin changed is taken (mocks/world/index.ts `refreshWorld`: the tabs share one world per scenario).
 */
export async function startMockWorker(): Promise<void> {
  worker.events.on('request:start', refreshWorld);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
  holdCallsWhileLeaving();
}

export { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from './scenario';
export { resetWorld } from './world';
export { DEMO_CUSTOMER_TOKEN } from './world/ids';
export { knowsProvider } from './handlers/context';
