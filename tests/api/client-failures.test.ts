/**
 * Issue 15: what a failing call gives the app — timeouts, the kinds of ApiError, which failure the customer is
 * told about (a flow message key; its text never a method, a path, a status line or a validation error) and the
 * 403 of a visitor (not a session expiry). Issue 23: the words are the flow's messages.
 */
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError, apiClient, apiFetch, DEFAULT_REQUEST_TIMEOUT_MS, getRequestTimeout, getToken, onApiError, onSessionExpired, setRequestTimeout, setToken,
} from '../../src/api/client';
import { FAILURE_KEYS, failureKeyFor, type FailureKey } from '../../src/api/failure-keys';
import {
  criticalErrorText, customerFailure, failureKey, failureText, rateLimitedOr, serverMessageOf, specificFailure, specificFailureText,
} from '../../src/api/failure-text';
import { flowText as text } from '../domain/support/flow-text';
import { server, timerSignal, useMockServer } from './harness';

useMockServer();

beforeEach(() => apiClient.setTimeoutSignal(timerSignal));
afterEach(() => {
  vi.useRealTimers();
  setRequestTimeout(DEFAULT_REQUEST_TIMEOUT_MS);
  apiClient.setTimeoutSignal(undefined);
});

const call = (options: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  apiFetch('GET', '/schedule-type', { schema: z.unknown(), ...options });
const failureOf = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as ApiError;
/** Words a customer must never read: a method, an API path, a status line, a zod/validation detail. */
const TECHNICAL = /\b(GET|POST|PUT|DELETE|PATCH)\b|\/[a-z-]+\/|answered \d{3}|\b[1-5]\d\d\b|Invalid input|expected|schedule_type_id|Network error|Malformed/;

describe('timeouts (issue 15)', () => {
  it('the default is 15 s and every request ends with a timeout ApiError after it (fake timers, no wall clock)', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(getRequestTimeout()).toBe(15_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/schedule-type', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    let settled = false;
    const pending = failureOf(call()).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, method: 'GET', path: '/schedule-type' });
    expect(error.message).toBe('Timeout on GET /schedule-type: no answer within 15000 ms');
    expect(error.customerKey).toBe('timeout-error');
    expect(reported).toEqual([error]);
  });

  it('is configurable in the client and per call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/schedule-type', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    setRequestTimeout(50);
    const pending = failureOf(call());
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toMatchObject({ kind: 'timeout' });

    const own = failureOf(call({ timeoutMs: 200 }));
    await vi.advanceTimersByTimeAsync(199);
    let settled = false;
    void own.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await own).toMatchObject({ kind: 'timeout', serverText: 'no answer within 200 ms' });
    expect(() => setRequestTimeout(0)).toThrow(RangeError);
  });

  it('a body that stops half way times out too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/schedule-type', () => new HttpResponse(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('[')) }), { status: 200 })));
    const pending = failureOf(call({ timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('an answer in time is not affected, and the caller’s own abort still rejects with the abort (not a timeout)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json(['ok'])));
    await expect(call({ timeoutMs: 1_000 })).resolves.toEqual(['ok']);

    server.use(http.get('*/api/schedule-type', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    const controller = new AbortController();
    const reported = vi.fn();
    const off = onApiError(reported);
    const pending = call({ signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    off();
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('customer texts (issue 15, issue 23): the api says which failure, the flow says it, never technical', () => {
  it('each kind of failure has its key, and the flow its sentence', () => {
    expect(failureKeyFor({ kind: 'network', status: 0 })).toBe('connection-error');
    expect(failureKeyFor({ kind: 'timeout', status: 0 })).toBe('timeout-error');
    expect(failureKeyFor({ kind: 'http', status: 429 })).toBe('rate-limited');
    expect(failureKeyFor({ kind: 'http', status: 500 })).toBe('server-error');
    expect(failureKeyFor({ kind: 'http', status: 503 })).toBe('server-error');
    expect(failureKeyFor({ kind: 'http', status: 400 })).toBe('generic-error');
    expect(failureKeyFor({ kind: 'invalid-response', status: 200 })).toBe('generic-error');
    // only a signed-in call's 403.
    expect(failureKeyFor({ kind: 'http', status: 403, tokenSent: true })).toBe('session-expired');
    expect(failureKeyFor({ kind: 'http', status: 403 })).toBe('generic-error');
    const words: Record<FailureKey, string> = {
      'connection-error': 'We could not reach the server. Please check your connection and try again.',
      'timeout-error': 'The connection is slow and the server did not answer in time. Please try again.',
      'rate-limited': 'Too many requests right now. Please try again in a moment.',
      'server-error': 'Sorry, something went wrong on our side. Please try again in a moment.',
      // E-16 and A-32, word for word.
      'generic-error': 'Sorry, something went wrong. Please try again.',
      'session-expired': 'Sorry, your session is expired. Please log in.',
      'session-expired-again': 'Sorry, your session is expired. Please log in again.',
    };
    for (const key of FAILURE_KEYS) {
      expect(text(key)).toBe(words[key]);
      expect(text(key)).not.toMatch(TECHNICAL);
    }
  });

  const cases: { name: string; answer: () => Response; kind: ApiError['kind']; customer: FailureKey; server: string | null }[] = [
    { name: 'network', answer: () => HttpResponse.error(), kind: 'network', customer: 'connection-error', server: null },
    { name: '500 without a body', answer: () => new HttpResponse(null, { status: 500 }), kind: 'http', customer: 'server-error', server: null },
    { name: '503 with a proxy page', answer: () => new HttpResponse('<html><title>503 Service Unavailable</title></html>', { status: 503 }), kind: 'http', customer: 'server-error', server: null },
    { name: '500 with the server’s Message', answer: () => HttpResponse.json({ Status: 'error', Message: 'Van 901 is in the shop.' }, { status: 500 }), kind: 'http', customer: 'server-error', server: 'Van 901 is in the shop.' },
    { name: '429', answer: () => HttpResponse.json({ Message: 'Rate limit exceeded' }, { status: 429 }), kind: 'http', customer: 'rate-limited', server: 'Rate limit exceeded' },
    { name: 'malformed 200', answer: () => HttpResponse.json([{ schedule_type_id: 'x' }]), kind: 'invalid-response', customer: 'generic-error', server: null },
  ];

  for (const c of cases) {
    it(`${c.name}: a technical message for logs, a plain customer text`, async () => {
      server.use(http.get('*/api/schedule-type', c.answer));
      const error = await failureOf(apiFetch('GET', '/schedule-type', { schema: z.array(z.object({ schedule_type_id: z.number() })) }));
      expect(error).toMatchObject({ kind: c.kind });
      expect(error.message).toContain('GET /schedule-type'); // logs keep the call
      expect(error.customerKey).toBe(c.customer);
      expect(text(error.customerKey)).not.toMatch(TECHNICAL);
      expect(serverMessageOf(error)).toBe(c.server);
      const shown = failureText(error, text);
      expect(shown).not.toMatch(TECHNICAL);
      expect(criticalErrorText(error, text)).not.toMatch(TECHNICAL);
    });
  }

  it('H-30 "Critical Error: {text}" only with the server’s own words; a plain sentence without them', async () => {
    server.use(http.post('*/api/booking/scheduled-work', () => HttpResponse.json({ Message: 'Van 901 is in the shop.' }, { status: 500 })));
    const withWords = await failureOf(apiFetch('POST', '/booking/scheduled-work', { schema: z.unknown() }));
    expect(criticalErrorText(withWords, text)).toBe('Critical Error: Van 901 is in the shop.');
    server.use(http.post('*/api/booking/scheduled-work', () => new HttpResponse(null, { status: 500 })));
    const without = await failureOf(apiFetch('POST', '/booking/scheduled-work', { schema: z.unknown() }));
    expect(without.message).toBe('POST /booking/scheduled-work answered 500');
    expect(criticalErrorText(without, text)).toBe(text('server-error'));
  });

  it('a rate limit beats both the server’s words and the screen’s own text; the screen’s text beats the generic sentence', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 })));
    const limited = await failureOf(call());
    expect(specificFailure(limited)).toEqual({ key: 'rate-limited' });
    expect(specificFailureText(limited, text)).toBe(text('rate-limited'));
    expect(failureText(limited, text, text('coupon-cannot-be-applied'))).toBe(text('rate-limited'));
    expect(criticalErrorText(limited, text)).toBe(text('rate-limited'));
    expect(failureKey(limited, 'address-save-failed')).toBe('rate-limited');
    expect(rateLimitedOr(limited, text, 'Sorry, we could not load the services. Please try again.')).toBe(text('rate-limited'));
    server.use(http.get('*/api/schedule-type', () => HttpResponse.error()));
    const dropped = await failureOf(call());
    expect(failureKey(dropped, 'address-save-failed')).toBe('address-save-failed');
    expect(rateLimitedOr(dropped, text, 'Sorry, we could not load the services. Please try again.')).toBe('Sorry, we could not load the services. Please try again.');
    expect(failureText(dropped, text, 'Sorry, there was a problem saving your address. Please try again.')).toBe('Sorry, there was a problem saving your address. Please try again.');
    expect(failureText(dropped, text)).toBe(text('connection-error'));
    expect(customerFailure(dropped)).toEqual({ key: 'connection-error' });
    expect(failureText(new Error('TypeError: x is undefined'), text)).toBe(text('generic-error'));
    expect(customerFailure(new Error('TypeError: x is undefined'))).toEqual({ key: 'generic-error' });
  });
});

describe('403 (A-32..A-34; issue 15)', () => {
  it('a 403 on a call made without a token is not a session expiry: no callback, no redirect, a plain text', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const error = await failureOf(call());
    off();
    expect(error).toMatchObject({ kind: 'http', status: 403, tokenSent: false, isSessionExpired: false });
    expect(expired).not.toHaveBeenCalled();
    expect(error.customerKey).toBe('generic-error');
  });

  it('a 403 on a call made with the token is the session expiry (callback once, token cleared)', async () => {
    setToken('t-1');
    server.use(http.get('*/api/schedule-type', () => new HttpResponse(null, { status: 403 })));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const error = await failureOf(call());
    off();
    expect(error).toMatchObject({ tokenSent: true, isSessionExpired: true });
    expect(error.customerKey).toBe('session-expired');
    expect(expired).toHaveBeenCalledOnce();
    expect(expired.mock.calls[0]![0]).toMatchObject({ key: 'session-expired' });
    expect(getToken()).toBeNull();
  });

  it('two 403s in flight with one token expire the session once; a 403 of an old token does not sign a newer session out', async () => {
    setToken('t-old');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/schedule-type', async () => {
      await gate;
      return new HttpResponse(null, { status: 403 });
    }));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const both = Promise.all([failureOf(call()), failureOf(call())]);
    release();
    await both;
    expect(expired).toHaveBeenCalledOnce();

    setToken('t-old');
    let releaseLate!: () => void;
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    server.use(http.get('*/api/schedule-type', async () => {
      await late;
      return new HttpResponse(null, { status: 403 });
    }));
    const stale = failureOf(call());
    await Promise.resolve();
    setToken('t-new'); // signed in again meanwhile
    releaseLate();
    await stale;
    off();
    expect(expired).toHaveBeenCalledOnce();
    expect(getToken()).toBe('t-new');
  });
});
