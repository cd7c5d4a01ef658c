/**
 * Which failure a customer is told about when a call fails (issue 15, issue 23): the api layer names the failure
 * with a message KEY of the flow (flows/booking.flow.json, flow-level `messages`); the screens turn it into text
 * with the flow's messages, so a provider overlay may change the words. `ApiError.message` stays technical
 * (method, path, status: for logs and error reporting) and `ApiError.serverMessage` is the server's own words
 * (data); a failure's key never leads to a method, a path, a status line or a schema/validation error.
 * Pure: no imports, so the client and the screens can both read it.
 */

/** The failure keys, each a flow-level message of flows/booking.flow.json. */
export const FAILURE_KEYS = [
  /** The connection dropped or the server could not be reached. */
  'connection-error',
  /** No answer within the request timeout (15 s by default). */
  'timeout-error',
  /** A rate limit (429): nothing is wrong with what the customer did. */
  'rate-limited',
  /** A server failure (5xx) that gave no words of its own. */
  'server-error',
  /** Anything else: a refused request without words, a malformed answer (E-16's text). */
  'generic-error',
  /** A 403 on a call made with a session token. */
  'session-expired',
  /** A 403 on a change (not a GET) made with a session token: A-32's second variant (OPEN-40, docs/decisions.md). */
  'session-expired-again',
] as const;

/** A failure key: a typo is a type error. */
export type FailureKey = (typeof FAILURE_KEYS)[number];

/** The flow message of the spec's "Critical Error: {server text}" (C-48, D-65, H-30, M-14), `{text}` = the server's words. */
export const CRITICAL_ERROR_KEY = 'critical-error';

/** The kinds of {@link ApiError} failures (src/api/client.ts). */
export type FailureKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/**
 * The key of a failure. Promises: one of {@link FAILURE_KEYS}; a 403 is a session expiry only when the call
 * carried a token (`tokenSent`); a visitor's 403 reads as a plain failure.
 */
export function failureKeyFor(failure: { kind: FailureKind; status: number; tokenSent?: boolean }): FailureKey {
  switch (failure.kind) {
    case 'network':
      return 'connection-error';
    case 'timeout':
      return 'timeout-error';
    case 'invalid-response':
      return 'generic-error';
    case 'http':
      if (failure.status === 429) return 'rate-limited';
      if (failure.status === 403 && failure.tokenSent) return 'session-expired';
      if (failure.status >= 500) return 'server-error';
      return 'generic-error';
  }
}
