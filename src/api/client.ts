/**
 * The app's one HTTP client (src/api/api-client.ts, contract in docs/api.md) and the functions the API modules
 * and the app call it by. Its parts: the transport (src/api/transport.ts: fetch within an `AbortSignal.timeout`),
 * the session's token (src/api/token-store.ts), the errors and their texts (src/api/api-error.ts,
 * src/api/failure-keys.ts, src/api/failure-text.ts); the React hooks live beside each call's module.
 */
// No zod JIT, wherever the client is loaded first (src/main.tsx imports it first too).
import './zod-jitless';
import { createApiClient } from './api-client';

export { ApiError } from './api-error';
export { TOKEN_STORAGE_KEY } from './token-store';
export { DEFAULT_REQUEST_TIMEOUT_MS, SESSION_EXPIRED_KEY, TOKEN_RESPONSE_HEADER } from './api-client';

/** The app's client: one per page. Tests may configure it (base, timeout, how timeouts are made). */
export const apiClient = createApiClient();

export const {
  /** Calls the back end (`ApiClient.fetch`). */
  fetch: apiFetch,
  /** Base URL of every call, default `/api` (same origin). Tests set `http://localhost/api`. */
  setBase: setApiBase,
  /** How long every later request may take (ms, > 0) before it fails with a `timeout` ApiError; a call's `timeoutMs` wins. */
  setTimeout: setRequestTimeout,
  requestTimeout: getRequestTimeout,
  /** The provider identifier sent as `Pro-Name` (decision OPEN-55). */
  setProvider: setProviderName,
  provider: getProviderName,
  url: buildUrl,
  /** The session's expiry (A-32..A-34): a 403 on a call that carried the stored token. */
  onSessionExpired,
  /** Every ApiError (the request body is never included). */
  onError: onApiError,
} = apiClient;

export const {
  get: getToken,
  /** Stores the token; the `onTokenChange` callbacks run when the stored token changes (sign-in, a fresh header token). */
  set: setToken,
  /** Removes the token (sign-out, 403); the `onTokenChange` callbacks run when there was one. */
  clear: clearToken,
  /** Called whenever the stored token changes: set (sign-in, sign-up, a response header) or cleared (sign-out, a 403). */
  onChange: onTokenChange,
} = apiClient.tokens;
