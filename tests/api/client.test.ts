import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  ApiError, apiFetch, buildUrl, clearToken, getToken, onApiError, onSessionExpired, onTokenChange, SESSION_EXPIRED_KEY,
  setToken, TOKEN_RESPONSE_HEADER, TOKEN_STORAGE_KEY,
} from '../../src/api/client';
import { signIn } from '../../src/api/auth';
import { getCustomerInfo } from '../../src/api/customer-info';
import { getProviderConfig } from '../../src/api/configuration';
import { setProviderName } from '../../src/api/client';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_TOKEN, EXPIRED_SESSION_TOKEN } from '../../mocks/world/ids';
import { flowText } from '../domain/support/flow-text';
import { server, useMockServer } from './harness';

useMockServer();

/** Captures the next request to the configuration call and answers the demo configuration. */
function captureRequests() {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(request.clone());
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('common headers', () => {
  it('A-26 A-27 A-28 every call carries Accept JSON, no-cache and the Pro-Name header', async () => {
    setProviderName('acme');
    const cap = captureRequests();
    await getProviderConfig();
    cap.stop();
    const h = cap.seen[0]!.headers;
    expect(h.get('Accept')).toBe('application/json');
    expect(h.get('Cache-Control')).toBe('no-cache');
    expect(h.get('Pragma')).toBe('no-cache');
    expect(h.get('Pro-Name')).toBe('acme');
  });

  it('A-29 sends Authorization: Bearer only when a token exists', async () => {
    const cap = captureRequests();
    await getProviderConfig();
    setToken(DEMO_CUSTOMER_TOKEN);
    await getProviderConfig();
    cap.stop();
    expect(cap.seen[0]!.headers.get('Authorization')).toBeNull();
    expect(cap.seen[1]!.headers.get('Authorization')).toBe(`Bearer ${DEMO_CUSTOMER_TOKEN}`);
  });

  it('J-03 E-11 M-42 sends the md5 of the typed password, never the password', async () => {
    const cap = captureRequests();
    await signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    cap.stop();
    const body = (await cap.seen[0]!.json()) as Record<string, unknown>;
    expect(body).toEqual({ email: DEMO_CUSTOMER_EMAIL, md5: '6e9bece1914809fb8493146417e722f6' });
    expect(JSON.stringify(body)).not.toContain(DEMO_CUSTOMER_PASSWORD);
  });

  it('builds query strings: skips null/undefined, JSON-encodes objects', () => {
    expect(buildUrl('/client-location', { filter: { is_active: true }, a: undefined, b: null, c: 1 })).toBe(
      'http://localhost/api/client-location?filter=%7B%22is_active%22%3Atrue%7D&c=1',
    );
  });
});

describe('token', () => {
  it(`A-30 a token in the ${TOKEN_RESPONSE_HEADER} response header replaces the stored one`, async () => {
    await signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    const first = getToken();
    expect(first).toMatch(/^sess-1001-/);
    const changes: (string | null)[] = [];
    const off = onTokenChange((t) => changes.push(t));
    await getCustomerInfo();
    off();
    const second = getToken();
    expect(second).not.toBe(first);
    expect(changes).toEqual([second]);
    // the fresh token works
    await expect(getCustomerInfo()).resolves.toMatchObject({ customer: { customer_id: 1001 } });
  });

  it('A-30 replaces the token from any answer carrying the header', async () => {
    setToken('old-token');
    server.use(http.get('*/api/app-z3p-configuration', () => HttpResponse.json({ z3p_client_name: 'demo', customer_facing_name: 'D', service_locations: ['home'] }, { headers: { [TOKEN_RESPONSE_HEADER]: 'new-token' } })));
    await getProviderConfig();
    expect(getToken()).toBe('new-token');
  });

  it('A-31 keeps the token in sessionStorage, never in localStorage', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const setLocal = vi.spyOn(local, 'setItem');
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', local);
    setToken('abc');
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBeNull();
    expect(setLocal).not.toHaveBeenCalled();
  });

  it('A-31 falls back to memory when sessionStorage throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('denied'); },
      removeItem: () => { throw new Error('denied'); },
    });
    setToken('in-memory');
    expect(getToken()).toBe('in-memory');
    clearToken();
    expect(getToken()).toBeNull();
  });
});

describe('403: session expired', () => {
  it('A-32 A-33 A-34 A-35 a 403 clears the token, calls the session-expired callback and the reporter', async () => {
    setToken(EXPIRED_SESSION_TOKEN);
    const expired = vi.fn();
    const reported: ApiError[] = [];
    const off1 = onSessionExpired(expired);
    const off2 = onApiError((e) => reported.push(e));
    const error = await getCustomerInfo().catch((e: unknown) => e);
    off1();
    off2();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'http', isSessionExpired: true });
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]![0].key).toBe(SESSION_EXPIRED_KEY);
    expect(flowText(SESSION_EXPIRED_KEY)).toBe('Sorry, your session is expired. Please log in.');
    expect(reported).toHaveLength(1);
    expect(reported[0]!.status).toBe(403);
  });

  it('A-32 any call answering 403 triggers it (not only authenticated ones)', async () => {
    setToken('t');
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toMatchObject({ status: 403, serverText: 'Forbidden' });
    off();
    expect(expired).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });

  it('a 401 is not a session expiry: the token stays', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    server.use(http.get('*/api/customer-info', () => HttpResponse.json({ Message: 'nope' }, { status: 401 })));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    await expect(getCustomerInfo()).rejects.toMatchObject({ status: 401 });
    off();
    expect(expired).not.toHaveBeenCalled();
    expect(getToken()).toBe(DEMO_CUSTOMER_TOKEN);
  });
});

describe('errors are ApiErrors', () => {
  it('serverText is the Message field of a JSON error', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json({ Status: 'error', Message: 'Boom' }, { status: 500 })));
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toMatchObject({ kind: 'http', status: 500, serverText: 'Boom' });
  });

  it('serverText is the raw text of a non-JSON error', async () => {
    server.use(http.get('*/api/schedule-type', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toMatchObject({ status: 502, serverText: 'Bad gateway' });
  });

  it('a network failure is an ApiError of kind network, reported', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.error()));
    const reported = vi.fn();
    const off = onApiError(reported);
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toMatchObject({ kind: 'network', status: 0 });
    off();
    expect(reported).toHaveBeenCalledOnce();
  });

  it('a 200 that is not JSON is an invalid-response ApiError', async () => {
    server.use(http.get('*/api/schedule-type', () => new HttpResponse('<html>', { status: 200 })));
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a malformed answer names the failing field', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json([{ schedule_type_id: 'x', name: 1 }])));
    const error = (await apiFetch('GET', '/schedule-type', { schema: z.array(z.object({ schedule_type_id: z.number(), name: z.string() })) }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.serverText).toContain('0.schedule_type_id');
    expect(error.issues?.length).toBe(2);
  });

  it('a throwing callback does not replace the ApiError', async () => {
    server.use(http.get('*/api/schedule-type', () => HttpResponse.json({}, { status: 500 })));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = onApiError(() => {
      throw new Error('reporter down');
    });
    await expect(apiFetch('GET', '/schedule-type', { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    off();
    spy.mockRestore();
  });
});
