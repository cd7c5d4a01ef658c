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
  await takeControl();
  holdCallsWhileLeaving();
}

/** Marks the one reload of {@link takeControl} in this tab (cleared once a page is in the worker's control). */
const RELOADED_FOR_CONTROL = 'mock-worker-reloaded-for-control';

/**
 * A page the worker does not control sends its calls to the network. That happens when the previous page of the tab
 * was the worker's last client: leaving, it told the worker, which then unregistered itself, so the next page (e.g.
 * the preview's frame after the app was opened in the same tab) loaded with none; registering again revives that
 * registration without claiming the page. Waits a moment for control (a first registration claims its pages on
 * activation), else reloads once: the revived worker controls the reloaded page.
 */
async function takeControl(): Promise<void> {
  const sw = navigator.serviceWorker;
  const controlled =
    sw.controller !== null ||
    (await new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        sw.removeEventListener('controllerchange', onChange);
        resolve(value);
      };
      const onChange = () => done(true);
      const timer = setTimeout(() => done(sw.controller !== null), 1000);
      sw.addEventListener('controllerchange', onChange);
    }));
  if (controlled) {
    sessionStorage.removeItem(RELOADED_FOR_CONTROL);
    return;
  }
  if (sessionStorage.getItem(RELOADED_FOR_CONTROL) !== null) return; // reloaded once already: the calls fail visibly
  sessionStorage.setItem(RELOADED_FOR_CONTROL, '1');
  location.reload();
  await new Promise<never>(() => undefined); // nothing renders before the reload
}

export { applyScenario, clearScenario, currentScenario, moveClock, movedClock } from './scenario';
export { resetWorld } from './world';
export { DEMO_CUSTOMER_TOKEN } from './world/ids';
export { knowsProvider } from './handlers/context';
