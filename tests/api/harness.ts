/** Shared set-up of the API contract tests: MSW node server, absolute base URL, clean state after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToken, setApiBase, setProviderName } from '../../src/api/client';
import { server } from '../../mocks/node';
import { clearScenario } from '../../mocks/scenario';
import { resetWorld } from '../../mocks/world';
import { setClock } from '../../mocks/world/clock';

export { server };

export function useMockServer(): void {
  beforeAll(() => {
    setApiBase('http://localhost/api');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    clearScenario();
    setClock(undefined);
    resetWorld();
    clearToken();
    setProviderName('demo');
  });
  afterAll(() => server.close());
}

/** Fixes the world's clock and reseeds the world relative to it. */
export function atTime(iso: string): void {
  setClock(iso);
  resetWorld();
}

/**
 * A timeout signal made with the global `setTimeout` at call time, so `vi.useFakeTimers()` drives it
 * (`AbortSignal.timeout`, the client's default, runs on timers fake timers do not reach).
 */
export function timerSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  return controller.signal;
}
