/**
 * The one HTTP client of the app.
 *
 * Contract (docs/api.md):
 * - every call carries `Accept: application/json`, `Cache-Control: no-cache`, `Pragma: no-cache`,
 *   `Pro-Name: <provider>` and `Authorization: Bearer <token>` when a token is stored (A-26..A-29);
 * - a token in the `X-Auth-Token` response header replaces the stored one (A-30);
 * - tokens live in sessionStorage, with an in-memory fallback, never in localStorage (A-31, decisions.md Security);
 * - any 403: the registered session-expired callbacks run (the app shows the alert and goes to /login),
 *   then the token is cleared and the error is reported (A-32..A-35);
 * - answers are validated with zod; a malformed answer, an HTTP error or a network failure all reject with
 *   an {@link ApiError}, never with anything else.
 */
import type * as z from 'zod';

/** Name of the response header that carries a fresh token (replaces the stored one). */
export const TOKEN_RESPONSE_HEADER = 'X-Auth-Token';
/** sessionStorage key of the token. */
export const TOKEN_STORAGE_KEY = 'booking.auth-token';
/** The alert the app shows on a 403 (A-32). */
export const SESSION_EXPIRED_MESSAGE = 'Sorry, your session is expired. Please log in.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** Every failure of {@link apiFetch}. `serverText` is the server's message (the `Message`/`message` field when the body is JSON, else the raw text). */
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
  ) {
    super(
      kind === 'network'
        ? `Network error on ${method} ${path}: ${serverText}`
        : kind === 'invalid-response'
          ? `Malformed answer from ${method} ${path}: ${serverText}`
          : `${method} ${path} answered ${status}${serverText ? `: ${serverText}` : ''}`,
    );
  }
  get isSessionExpired(): boolean {
    return this.kind === 'http' && this.status === 403;
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
export function getApiBase(): string {
  return apiBase;
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

export type SessionExpiredCallback = (info: { message: string; error: ApiError }) => void;
export type ApiErrorReporter = (error: ApiError) => void;
export type TokenChangeCallback = (token: string | null) => void;

const sessionExpiredCallbacks = new Set<SessionExpiredCallback>();
const errorReporters = new Set<ApiErrorReporter>();
const tokenCallbacks = new Set<TokenChangeCallback>();

/** Registers what happens on a 403 (the app shows {@link SESSION_EXPIRED_MESSAGE} and navigates to /login). Returns an unsubscribe function. */
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

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions<T> {
  /** JSON-serialised unless it is FormData/Blob. */
  body?: unknown;
  /** Appended as search params; undefined and null values are skipped, objects are JSON-encoded. */
  query?: Record<string, QueryValue | object>;
  /** Validates (and may transform) the answer. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of a booking); the common headers above win. */
  headers?: Record<string, string>;
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

function fail(error: ApiError): never {
  if (error.isSessionExpired) {
    // A-32..A-34: the app's callback shows the alert and goes to /login; then the token is gone.
    safeCall(sessionExpiredCallbacks, { message: SESSION_EXPIRED_MESSAGE, error });
    clearToken();
  }
  safeCall(errorReporters, error);
  throw error;
}

/**
 * Calls the back end. `path` is relative to the API base and written like the spec (`/customer/address`).
 * Resolves with the zod-validated answer; rejects with an {@link ApiError}.
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

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    return fail(new ApiError('network', 0, e instanceof Error ? e.message : String(e), method, path));
  }

  const fresh = response.headers.get(TOKEN_RESPONSE_HEADER);
  if (fresh && fresh !== token) setToken(fresh);

  let raw = '';
  try {
    raw = await response.text();
  } catch (e) {
    return fail(new ApiError('network', response.status, e instanceof Error ? e.message : String(e), method, path));
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
    return fail(new ApiError('http', response.status, serverTextOf(json, raw), method, path, isJson ? json : undefined));
  }
  if (raw.trim() !== '' && !isJson) {
    return fail(new ApiError('invalid-response', response.status, 'the answer is not JSON', method, path));
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    const summary = issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    return fail(new ApiError('invalid-response', response.status, summary, method, path, json, issues));
  }
  return parsed.data;
}
