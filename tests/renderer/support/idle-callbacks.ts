import { vi } from 'vitest';

/**
 * The page's idle callbacks held in a queue the test runs (call in `beforeEach`; `vi.unstubAllGlobals()` in
 * `afterEach` undoes it): `requestIdleCallback` queues, nothing runs until the test says so.
 */
export function holdIdleCallbacks() {
  let idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  /** Runs the idle callbacks asked for so far (not those they ask for), letting dynamic imports settle. */
  const runIdleOnce = async (): Promise<void> => {
    const now = idle;
    idle = [];
    now.forEach((run) => run());
    await vi.dynamicImportSettled();
  };
  return {
    runIdleOnce,
    /** Runs the idle callbacks (and those they ask for) until none is left, letting dynamic imports settle between. */
    runIdle: async (): Promise<void> => {
      for (let rounds = 0; idle.length > 0 && rounds < 100; rounds++) await runIdleOnce();
    },
    /** How many idle callbacks wait. */
    waiting: () => idle.length,
  };
}
