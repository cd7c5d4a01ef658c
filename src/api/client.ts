/**
 * The one HTTP client of the app.
 *
 * Contract (docs/api.md):
 * - every call carries `Accept: application/json`, `Cache-Control: no-cache`, `Pragma: no-cache`,
 *   `Pro-Name: <provider>` and `Authorization: Bearer <token>` when a token is stored (A-26..A-29);
 * - a token in the `X-Auth-Token` response header replaces the stored one (A-30);
 * - tokens live in sessionStorage, with an in-memory fallback, never in localStorage (A-31, decisions.md Security);
 * - a 403 on a call that carried a token: the registered session-expired callbacks run (the app shows the
 *   alert and goes to /login), then the token is cleared (A-32..A-34). A 403 on a call made without a token
 *   (a visitor, a guest) is not a session expiry: it is an ordinary failure the screen shows (issue 15);
 * - every request ends within the request timeout (15 s by default, {@link setRequestTimeout}, or the call's
 *   `timeoutMs`): no answer by then rejects with an {@link ApiError} of kind `timeout`;
 * - answers are validated with zod; a malformed answer, an HTTP error, a network failure or a timeout all
 *   reject with an {@link ApiError} (reported to the {@link onApiError} reporters), never with anything else
 *   (except the caller's own abort, which rejects with the abort reason).
 *
 * `ApiError.message` is technical (method, path, status) for logs; a customer reads the flow's text of
 * `customerKey` (src/api/failure-keys.ts) or the server's own words (`serverMessage`), see src/api/failure-text.ts.
 */
import type * as z from 'zod/mini';
// No zod JIT, wherever the client is loaded first (src/main.tsx imports it first too).
import './zod-jitless';
import { failureKeyFor, type FailureKey } from './failure-keys';
import { withZodMessages } from './zod-messages';

/** Name of the response header that carries a fresh token (replaces the stored one). */
export const TOKEN_RESPONSE_HEADER = 'X-Auth-Token';
/** sessionStorage key of the token. */
export const TOKEN_STORAGE_KEY = 'booking.auth-token';
/** The flow message of the alert the app shows on a 403 of a signed-in call (A-32). */
export const SESSION_EXPIRED_KEY = 'session-expired' satisfies FailureKey;
/** How long a request may take before it fails with a `timeout` ApiError (issue 15). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

function technicalMessage(kind: ApiErrorKind, status: number, serverText: string, method: string, path: string): string {
  switch (kind) {
    case 'network':
      return `Network error on ${method} ${path}: ${serverText}`;
    case 'timeout':
      return `Timeout on ${method} ${path}: ${serverText}`;
    case 'invalid-response':
      return `Malformed answer from ${method} ${path}: ${serverText}`;
    case 'http':
      return `${method} ${path} answered ${status}${serverText ? `: ${serverText}` : ''}`;
  }
}

/**
 * Every failure of {@link apiFetch}. `serverText` is the server's message for logs (the `Message`/`message`
 * field when the body is JSON, else the raw text; for a malformed answer the zod summary). `message` is
 * technical. What a customer may read: the flow's text of {@link ApiError.customerKey} and {@link ApiError.serverMessage}.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly serverText: string,
    readonly method: string,
    readonly path: string,
    /** The parsed JSON body of an error answer, when there was one. */
    readonly body?: unknown,
    /** zod issues of a malformed answer. */
    readonly issues?: readonly { path: PropertyKey[]; message: string }[],
    /** The request carried an `Authorization` token (a 403 then means the session expired). */
    readonly tokenSent: boolean = false,
  ) {
    super(technicalMessage(kind, status, serverText, method, path));
  }
  /** A 403 on a call made with a token (A-32..A-34). A visitor's or guest's 403 (no token sent) is not. */
  get isSessionExpired(): boolean {
    return this.kind === 'http' && this.status === 403 && this.tokenSent;
  }
  /** Which failure a customer is told about: a flow message key (src/api/failure-keys.ts), never a method, a path or a status. */
  get customerKey(): FailureKey {
    return failureKeyFor(this);
  }
  /**
   * The server's own words for a customer: the `Message` (or `message`) string of a JSON error answer, trimmed;
   * '' for anything else (a network failure, a timeout, a malformed answer, a non-JSON body such as a proxy's page).
   */
  get serverMessage(): string {
    if (this.kind !== 'http' || !this.body || typeof this.body !== 'object') return '';
    const b = this.body as Record<string, unknown>;
    for (const key of ['Message', 'message']) {
      const value = b[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Configuration: base URL and provider
// ---------------------------------------------------------------------------------------------

let apiBase = '/api';
let providerName = 'demo';

/** Base URL of every call, default `/api` (same origin). Tests set `http://localhost/api`. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}
let requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS;

/**
 * Sets how long every later request may take (ms, > 0) before it fails with a `timeout` ApiError; the
 * default is {@link DEFAULT_REQUEST_TIMEOUT_MS}. A call's own `timeoutMs` wins. Tests set a short one.
 */
export function setRequestTimeout(ms: number): void {
  if (!(ms > 0)) throw new RangeError(`A request timeout is a positive number of milliseconds, not ${ms}.`);
  requestTimeoutMs = ms;
}
export function getRequestTimeout(): number {
  return requestTimeoutMs;
}
/** The provider identifier sent as `Pro-Name` (decision OPEN-55). */
export function setProviderName(name: string): void {
  providerName = name;
}
export function getProviderName(): string {
  return providerName;
}

// ---------------------------------------------------------------------------------------------
// Token storage: sessionStorage, in-memory fallback
// ---------------------------------------------------------------------------------------------

let memoryToken: string | null = null;

function session(): Storage | null {
  try {
    if (typeof sessionStorage === 'undefined') return null;
    return sessionStorage;
  } catch {
    return null; // access denied (privacy mode, sandboxed frame)
  }
}

export function getToken(): string | null {
  const s = session();
  if (s) {
    try {
      const stored = s.getItem(TOKEN_STORAGE_KEY);
      if (stored !== null) return stored;
    } catch {
      /* fall back to memory */
    }
  }
  return memoryToken;
}

/** Stores the token; the {@link onTokenChange} callbacks run when the stored token changes (sign-in, a fresh header token). */
export function setToken(token: string): void {
  const before = getToken();
  memoryToken = token;
  const s = session();
  if (s) {
    try {
      s.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* quota or denied: memory keeps it */
    }
  }
  if (before !== token) safeCall(tokenCallbacks, token);
}

/** Removes the token (sign-out, 403); the {@link onTokenChange} callbacks run when there was one. */
export function clearToken(): void {
  const before = getToken();
  memoryToken = null;
  const s = session();
  if (s) {
    try {
      s.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* ignore */
    }
  }
  if (before !== null) safeCall(tokenCallbacks, null);
}

// ---------------------------------------------------------------------------------------------
// Callbacks registered by the app
// ---------------------------------------------------------------------------------------------

export type SessionExpiredCallback = (info: { key: typeof SESSION_EXPIRED_KEY; error: ApiError }) => void;
export type ApiErrorReporter = (error: ApiError) => void;
export type TokenChangeCallback = (token: string | null) => void;

const sessionExpiredCallbacks = new Set<SessionExpiredCallback>();
const errorReporters = new Set<ApiErrorReporter>();
const tokenCallbacks = new Set<TokenChangeCallback>();

/**
 * Registers what happens when a session expires: a 403 on a call that carried the stored token (the app shows
 * the flow's text of {@link SESSION_EXPIRED_KEY} and navigates to /login). Not called for a 403 of a call made without a
 * token, nor for one whose token was already replaced or cleared (a parallel 403, a newer sign-in). Returns an
 * unsubscribe function.
 */
export function onSessionExpired(cb: SessionExpiredCallback): () => void {
  sessionExpiredCallbacks.add(cb);
  return () => sessionExpiredCallbacks.delete(cb);
}
/** Registers an error reporter; it receives every {@link ApiError} (the request body is never included). Returns an unsubscribe function. */
export function onApiError(cb: ApiErrorReporter): () => void {
  errorReporters.add(cb);
  return () => errorReporters.delete(cb);
}
/** Called whenever the stored token changes: set (sign-in, sign-up, a response header) or cleared (sign-out, a 403). */
export function onTokenChange(cb: TokenChangeCallback): () => void {
  tokenCallbacks.add(cb);
  return () => tokenCallbacks.delete(cb);
}

function safeCall<A>(cbs: Set<(a: A) => void>, arg: A): void {
  for (const cb of [...cbs]) {
    try {
      cb(arg);
    } catch (e) {
      // A failing callback must not turn an ApiError into another error.
      console.error('api callback failed', e);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// apiFetch
// ---------------------------------------------------------------------------------------------

type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions<T> {
  /** JSON-serialised unless it is FormData/Blob. */
  body?: unknown;
  /** Appended as search params; undefined and null values are skipped, objects are JSON-encoded. */
  query?: Record<string, QueryValue | object>;
  /** Validates (and may transform) the answer. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of a booking); the common headers above win. */
  headers?: Record<string, string>;
  /** This call's timeout in ms (default: {@link getRequestTimeout}). */
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: ApiFetchOptions<unknown>['query']): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function serverTextOf(body: unknown, raw: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['Message', 'message', 'error', 'Error']) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
  }
  return raw;
}

function fail(error: ApiError, sentToken: string | null): never {
  // A-32..A-34: only the session that made the call expires (a visitor's 403 is an ordinary failure, and a
  // 403 that comes back after the token was replaced or cleared must not sign the newer session out).
  if (error.isSessionExpired && sentToken !== null && getToken() === sentToken) {
    safeCall(sessionExpiredCallbacks, { key: SESSION_EXPIRED_KEY, error });
    clearToken();
  }
  safeCall(errorReporters, error);
  throw error;
}

/** The longest delay setTimeout keeps (a longer one, or Infinity, would fire at once). */
const MAX_TIMER_MS = 2_147_483_647;

/** Rejects when the request timeout passes (never for a timeout beyond what a timer can hold); `cancel` stops the timer. */
function timeoutAfter(ms: number, onTimeout: () => void): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    if (ms > MAX_TIMER_MS) return;
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  promise.catch(() => undefined); // settled through Promise.race; never an unhandled rejection
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Calls the back end. `path` is relative to the API base and written like the spec (`/customer/address`).
 * Resolves with the zod-validated answer; rejects with an {@link ApiError} (kinds `http`, `network`, `timeout` after
 * `timeoutMs`/{@link getRequestTimeout}, `invalid-response`), or with the abort reason when `signal` aborts.
 */
export async function apiFetch<T>(method: HttpMethod, path: string, options: ApiFetchOptions<T>): Promise<T> {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Pro-Name': providerName,
  })) headers.set(name, value);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) body = options.body;
    else if (typeof Blob !== 'undefined' && options.body instanceof Blob) body = options.body;
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }

  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const controller = new AbortController();
  const outer = options.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timeout = timeoutAfter(timeoutMs, () => {
    timedOut = true;
    controller.abort();
  });
  const sent = token ? token : null; // the token this request carried
  const make = (kind: ApiErrorKind, status: number, text: string, json?: unknown, issues?: ApiError['issues']) =>
    new ApiError(kind, status, text, method, path, json, issues, sent !== null);
  const timeoutError = () => make('timeout', 0, `no answer within ${timeoutMs} ms`);

  try {
    let response: Response;
    try {
      response = await Promise.race([fetch(buildUrl(path, options.query), { method, headers, body, signal: controller.signal }), timeout.promise]);
    } catch (e) {
      if (timedOut) return fail(timeoutError(), sent);
      if (outer?.aborted || (e instanceof DOMException && e.name === 'AbortError')) throw e;
      return fail(make('network', 0, e instanceof Error ? e.message : String(e)), sent);
    }

    // A-30, only for the session that made the call: an answer that arrives after that session ended (a parallel
    // 403, a sign-out) or was replaced (a newer sign-in) must not sign anyone back in.
    const fresh = response.headers.get(TOKEN_RESPONSE_HEADER);
    if (fresh && fresh !== token && getToken() === token) setToken(fresh);

    let raw = '';
    try {
      raw = await Promise.race([response.text(), timeout.promise]);
    } catch (e) {
      if (timedOut) return fail(timeoutError(), sent);
      if (outer?.aborted) throw e;
      return fail(make('network', response.status, e instanceof Error ? e.message : String(e)), sent);
    }
    let json: unknown = undefined;
    let isJson = false;
    if (raw.trim() !== '') {
      try {
        json = JSON.parse(raw);
        isJson = true;
      } catch {
        isJson = false;
      }
    }

    if (!response.ok) {
      return fail(make('http', response.status, serverTextOf(json, raw), isJson ? json : undefined), sent);
    }
    if (raw.trim() !== '' && !isJson) {
      return fail(make('invalid-response', response.status, 'the answer is not JSON'), sent);
    }
    // A malformed answer's summary names each issue in English (zod's messages load on demand).
    const parsed = await withZodMessages(() => options.schema.safeParse(json));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
      const summary = issues
        .slice(0, 3)
        .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      return fail(make('invalid-response', response.status, summary, json, issues), sent);
    }
    return parsed.data;
  } finally {
    timeout.cancel();
    outer?.removeEventListener('abort', forwardAbort);
  }
}
