/**
 * What a customer reads when a call fails: one sentence per kind of failure, written once here (issue 15).
 * `ApiError.message` stays technical (method, path, status: for logs and error reporting); screens show
 * `ApiError.customerText`, the server's own words (`ApiError.serverMessage`, where the spec says so, e.g.
 * "Critical Error: {server text}") or their own spec text — never a method, a path, a status line or a
 * schema/validation error. Pure: no imports, so the client and the screens can both read it.
 */

/** The connection dropped or the server could not be reached. */
export const NETWORK_ERROR_TEXT = 'We could not reach the server. Please check your connection and try again.';
/** No answer within the request timeout (15 s by default). */
export const TIMEOUT_ERROR_TEXT = 'The connection is slow and the server did not answer in time. Please try again.';
/** A rate limit (429): nothing is wrong with what the customer did. */
export const RATE_LIMITED_TEXT = 'Too many requests right now. Please try again in a moment.';
/** A server failure (5xx) that gave no words of its own. */
export const SERVER_ERROR_TEXT = 'Sorry, something went wrong on our side. Please try again in a moment.';
/** Anything else: a refused request without words, a malformed answer (E-16's text, word for word). */
export const GENERIC_ERROR_TEXT = 'Sorry, something went wrong. Please try again.';
/** A 403 on a call made with a session token (A-32, word for word). */
export const SESSION_EXPIRED_TEXT = 'Sorry, your session is expired. Please log in.';

/** The kinds of {@link ApiError} failures (src/api/client.ts). */
export type FailureKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/**
 * The customer's sentence for a failure. Promises: one of the constants above; never mentions a method,
 * a path, a status code or a validation detail. A 403 is a session expiry only when the call carried a
 * token (`tokenSent`); a visitor's 403 reads as a plain failure.
 */
export function customerTextFor(failure: { kind: FailureKind; status: number; tokenSent?: boolean }): string {
  switch (failure.kind) {
    case 'network':
      return NETWORK_ERROR_TEXT;
    case 'timeout':
      return TIMEOUT_ERROR_TEXT;
    case 'invalid-response':
      return GENERIC_ERROR_TEXT;
    case 'http':
      if (failure.status === 429) return RATE_LIMITED_TEXT;
      if (failure.status === 403 && failure.tokenSent) return SESSION_EXPIRED_TEXT;
      if (failure.status >= 500) return SERVER_ERROR_TEXT;
      return GENERIC_ERROR_TEXT;
  }
}
