import { afterEach, describe, expect, it, vi } from 'vitest';
import { send, TransportFailure } from '../../src/api/transport';
import { timerSignal } from './harness';

afterEach(() => vi.useRealTimers());

/** A fetch that answers only when the request's signal aborts (then rejects like fetch does). */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));
const request = (over: Partial<Parameters<typeof send>[0]> = {}) => ({ url: '/api/x', init: { method: 'GET' }, timeoutMs: 100, ...over });

describe('send (the transport)', () => {
  it('resolves with the response and its text', async () => {
    const answer = await send(request(), { fetch: async () => new Response('{"a":1}', { status: 201 }) });
    expect(answer.response.status).toBe(201);
    expect(answer.raw).toBe('{"a":1}');
  });

  it('issue 15 no answer within the timeout is a timeout failure (AbortSignal.timeout by default, real timers)', async () => {
    const failure = await send(request({ timeoutMs: 20 }), { fetch: hanging }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TransportFailure);
    expect(failure).toMatchObject({ kind: 'timeout', status: 0, message: 'no answer within 20 ms' });
  });

  it('issue 15 a body that stops half way times out, with the answer’s status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stalled = new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('[')) }), { status: 200 });
    const pending = send(request(), { fetch: async () => stalled, timeoutSignal: timerSignal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('the caller’s abort rejects with its reason, never as a failure; a network error is a network failure', async () => {
    const controller = new AbortController();
    const pending = send(request({ signal: controller.signal, timeoutMs: 60_000 }), { fetch: hanging }).catch((e: unknown) => e);
    controller.abort();
    const reason = await pending;
    expect(reason).not.toBeInstanceOf(TransportFailure);
    expect((reason as Error).name).toBe('AbortError');
    const network = await send(request(), { fetch: async () => Promise.reject(new TypeError('fetch failed')) }).catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: 'network', status: 0, message: 'fetch failed' });
  });

  it('joins the caller’s signal and the timeout by hand, also where AbortSignal.any is missing (Safari before 17.4)', async () => {
    const any = AbortSignal.any;
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const controller = new AbortController();
      const timedOut = await send(request({ signal: controller.signal, timeoutMs: 20 }), { fetch: hanging }).catch((e: unknown) => e);
      expect(timedOut).toMatchObject({ kind: 'timeout' });
      const pending = send(request({ signal: controller.signal, timeoutMs: 60_000 }), { fetch: hanging }).catch((e: unknown) => e);
      controller.abort();
      expect((await pending) as Error).toMatchObject({ name: 'AbortError' });
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
    }
  });
});
