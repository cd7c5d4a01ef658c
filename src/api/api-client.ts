/**
 * The HTTP client as an instance: its settings (API base, provider, timeout), its token store and its listeners
 * live in the instance, so a test or a second app builds its own. The contract (docs/api.md):
 * - every call carries `Accept: application/json`, `Cache-Control: no-cache`, `Pragma: no-cache`,
 *   `Pro-Name: <provider>` and `Authorization: Bearer <token>` when a token is stored (A-26..A-29);
 * - a token in the `X-Auth-Token` response header replaces the stored one (A-30);
 * - a 403 on a call that carried a token: the session-expired listeners run (the app shows the alert and goes to
 *   /login), then the token is cleared (A-32..A-34). A 403 on a call made without a token (a visitor, a guest) is
 *   an ordinary failure the screen shows (issue 15);
 * - every request ends within its timeout (15 s by default): no answer by then rejects with an
 *   {@link ApiError} of kind `timeout`;
 * - answers are validated with zod; a malformed answer, an HTTP error, a network failure or a timeout all reject
 *   with an {@link ApiError} (reported to the error listeners), never with anything else (except the caller's
 *   own abort, which rejects with the abort reason).
 */
import type * as z from 'zod/mini';
import { ApiError, serverTextOf, type ApiErrorKind, type HttpMethod } from './api-error';
import type { FailureKey } from './failure-keys';
import { callEach, createTokenStore, type TokenStore } from './token-store';
import { send, TransportFailure, type TransportDeps } from './transport';
import { withZodMessages } from './zod-messages';

/** Name of the response header that carries a fresh token (replaces the stored one). */
export const TOKEN_RESPONSE_HEADER = 'X-Auth-Token';
/** The flow message of the alert the app shows on a 403 of a signed-in call (A-32). */
export const SESSION_EXPIRED_KEY = 'session-expired' satisfies FailureKey;
/** The flow message of the alert when a change (a call other than GET) is refused that way: A-32's second variant (OPEN-40). */
const SESSION_EXPIRED_AGAIN_KEY = 'session-expired-again' satisfies FailureKey;

/**
 * A-32, OPEN-40: which variant of the session-expired alert a 403 of a signed-in call shows. A read (GET) says
 * "Please log in." (`session-expired`); a refused change says "Please log in again." (`session-expired-again`):
 * what the customer did was not saved, and is done again after signing in.
 */
function sessionExpiredKeyOf(method: HttpMethod): typeof SESSION_EXPIRED_KEY | typeof SESSION_EXPIRED_AGAIN_KEY {
  return method === 'GET' ? SESSION_EXPIRED_KEY : SESSION_EXPIRED_AGAIN_KEY;
}
/** How long a request may take before it fails with a `timeout` ApiError (issue 15). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

type QueryValue = string | number | boolean | null | undefined;

interface ApiFetchOptions<T> {
  /** JSON-serialised unless it is FormData/Blob. */
  body?: unknown;
  /** Appended as search params; undefined and null values are skipped, objects are JSON-encoded. */
  query?: Record<string, QueryValue | object>;
  /** Validates (and may transform) the answer. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of a booking); the common headers above win. */
  headers?: Record<string, string>;
  /** This call's timeout in ms (default: the client's). */
  timeoutMs?: number;
}

type SessionExpiredCallback = (info: { key: ReturnType<typeof sessionExpiredKeyOf>; error: ApiError }) => void;
type ApiErrorReporter = (error: ApiError) => void;

export interface ApiClientOptions extends TransportDeps {
  /** Base URL of every call, default `/api` (same origin). */
  base?: string;
  /** The provider identifier sent as `Pro-Name` (decision OPEN-55), default `demo`. */
  provider?: string;
  timeoutMs?: number;
  tokens?: TokenStore;
}

function requestBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function parseJson(raw: string): { isJson: boolean; json?: unknown } {
  if (raw.trim() === '') return { isJson: false };
  try {
    return { isJson: true, json: JSON.parse(raw) };
  } catch {
    return { isJson: false };
  }
}

/** The HTTP client: {@link createApiClient}'s instance. */
export interface ApiClient {
  readonly tokens: TokenStore;
  /** The provider identifier sent as `Pro-Name` (decision OPEN-55). */
  setProvider(name: string): void;
  provider(): string;
  setBase(base: string): void;
  /** Sets how long every later request may take (ms, > 0); a call's own `timeoutMs` wins. */
  setTimeout(ms: number): void;
  requestTimeout(): number;
  /** Replaces how timeouts are made (tests: a signal of fake timers); `undefined` goes back to `AbortSignal.timeout`. */
  setTimeoutSignal(timeoutSignal: TransportDeps['timeoutSignal']): void;
  /**
   * Registers what happens when a session expires: a 403 on a call that carried the stored token. Not called for
   * a 403 of a call made without a token, nor for one whose token was already replaced or cleared (a parallel
   * 403, a newer sign-in). Returns an unsubscribe function.
   */
  onSessionExpired(cb: SessionExpiredCallback): () => void;
  /** Registers an error reporter; it receives every {@link ApiError} (the request body is never included). */
  onError(cb: ApiErrorReporter): () => void;
  url(path: string, query?: ApiFetchOptions<unknown>['query']): string;
  /**
   * Calls the back end. `path` is relative to the API base and written like the spec (`/customer/address`).
   * Resolves with the zod-validated answer; rejects with an {@link ApiError} (kinds `http`, `network`, `timeout`,
   * `invalid-response`), or with the abort reason when `signal` aborts.
   */
  fetch<T>(method: HttpMethod, path: string, options: ApiFetchOptions<T>): Promise<T>;
}

const withoutTrailingSlash = (base: string) => base.replace(/\/+$/, '');
function positive(ms: number): number {
  if (!(ms > 0)) throw new RangeError(`A request timeout is a positive number of milliseconds, not ${ms}.`);
  return ms;
}

/** A client with its own settings, token store and listeners. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokens ?? createTokenStore();
  let base = withoutTrailingSlash(options.base ?? '/api');
  let timeoutMs = positive(options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const transport: TransportDeps = { fetch: options.fetch, timeoutSignal: options.timeoutSignal };
  const sessionExpired = new Set<SessionExpiredCallback>();
  const reporters = new Set<ApiErrorReporter>();

  const url = (path: string, query?: ApiFetchOptions<unknown>['query']): string => {
    const address = `${base}${path.startsWith('/') ? path : `/${path}`}`;
    if (!query) return address;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const text = params.toString();
    return text ? `${address}${address.includes('?') ? '&' : '?'}${text}` : address;
  };

  const fail = (error: ApiError, sentToken: string | null): never => {
    // A-32..A-34: only the session that made the call expires (a visitor's 403 is an ordinary failure, and a
    // 403 that comes back after the token was replaced or cleared must not sign the newer session out).
    if (error.isSessionExpired && sentToken !== null && tokens.get() === sentToken) {
      callEach<Parameters<SessionExpiredCallback>[0]>(sessionExpired, { key: sessionExpiredKeyOf(error.method), error });
      tokens.clear();
    }
    callEach(reporters, error);
    throw error;
  };

  const subscribe = <C>(set: Set<C>) => (cb: C) => {
    set.add(cb);
    return () => void set.delete(cb);
  };

  let provider = options.provider ?? 'demo';
  return {
    tokens,
    setProvider: (name) => void (provider = name),
    provider: () => provider,
    setBase: (b) => void (base = withoutTrailingSlash(b)),
    setTimeout: (ms) => void (timeoutMs = positive(ms)),
    requestTimeout: () => timeoutMs,
    setTimeoutSignal: (timeoutSignal) => void (transport.timeoutSignal = timeoutSignal),
    onSessionExpired: subscribe(sessionExpired),
    onError: subscribe(reporters),
    url,
    async fetch<T>(method: HttpMethod, path: string, options: ApiFetchOptions<T>): Promise<T> {
      const headers = new Headers(options.headers);
      for (const [name, value] of Object.entries({ Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache', 'Pro-Name': provider })) {
        headers.set(name, value);
      }
      const token = tokens.get() || null;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const body = requestBody(options.body, headers);
      const make = (kind: ApiErrorKind, status: number, text: string, json?: unknown, issues?: ApiError['issues']) =>
        new ApiError(kind, status, text, method, path, json, issues, token !== null);

      let answer;
      try {
        answer = await send({ url: url(path, options.query), init: { method, headers, body }, signal: options.signal, timeoutMs: options.timeoutMs ?? timeoutMs }, transport);
      } catch (e) {
        if (e instanceof TransportFailure) return fail(make(e.kind, e.status, e.message), token);
        throw e;
      }
      const { response, raw } = answer;
      // A-30, only for the session that made the call: an answer that arrives after that session ended (a parallel
      // 403, a sign-out) or was replaced (a newer sign-in) must not sign anyone back in.
      const fresh = response.headers.get(TOKEN_RESPONSE_HEADER);
      if (fresh && fresh !== token && tokens.get() === token) tokens.set(fresh);

      const { isJson, json } = parseJson(raw);
      if (!response.ok) return fail(make('http', response.status, serverTextOf(json, raw), isJson ? json : undefined), token);
      if (raw.trim() !== '' && !isJson) return fail(make('invalid-response', response.status, 'the answer is not JSON'), token);
      // A malformed answer's summary names each issue in English (zod's messages load on demand).
      const parsed = await withZodMessages(() => options.schema.safeParse(json));
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
        const summary = issues
          .slice(0, 3)
          .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
          .join('; ');
        return fail(make('invalid-response', response.status, summary, json, issues), token);
      }
      return parsed.data;
    },
  };
}
