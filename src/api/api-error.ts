/**
 * What a failed call rejects with. `ApiError.message` is technical (method, path, status) for logs; a customer
 * reads the flow's text of `customerKey` (src/api/failure-keys.ts) or the server's own words (`serverMessage`),
 * see src/api/failure-text.ts.
 */
import { failureKeyFor, type FailureKey } from './failure-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

function technicalMessage(kind: ApiErrorKind, status: number, serverText: string, method: HttpMethod, path: string): string {
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
 * Every failure of a call. `serverText` is the server's message for logs (the `Message`/`message` field when
 * the body is JSON, else the raw text; for a malformed answer the zod summary). `message` is technical. What a
 * customer may read: the flow's text of {@link ApiError.customerKey} and {@link ApiError.serverMessage}.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly serverText: string,
    readonly method: HttpMethod,
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

/** The server's text of an error answer for logs: its `Message`, `message`, `error` or `Error` string, else the raw body. */
export function serverTextOf(body: unknown, raw: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['Message', 'message', 'error', 'Error']) {
      if (typeof b[key] === 'string' && b[key]) return b[key] as string;
    }
  }
  return raw;
}
