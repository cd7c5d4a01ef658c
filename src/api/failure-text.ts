/**
 * Turning any failure into what a customer may read (issue 15, issue 23). The api layer says WHICH failure (a
 * flow message key, src/api/failure-keys.ts) or passes the server's own words (data); the words of a key come
 * from the flow's messages through a `text` resolver the screen gives (a widget's `text`; in the app shell,
 * `messageText` + `formatMessage`). Screens call these instead of reading `ApiError.message` or `serverText`
 * (technical: method, path, status, raw bodies, zod summaries).
 */
import { ApiError } from './client';
import { CRITICAL_ERROR_KEY, type FailureKey } from './failure-keys';

/** Resolves a flow message key to its text, placeholders filled from `vars` (a widget's `text`). */
export type MessageTextOf = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** What a customer reads of a failure: which failure (a flow message key), or the server's own words. */
export type CustomerFailure = { key: FailureKey } | { serverText: string };

/** The server's own words for a customer (the `Message` of a JSON error answer), or null. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage !== '' ? error.serverMessage : null;
}

/** True for a rate limit (429). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 429;
}

/** The failure's own key (`ApiError.customerKey`); a non-API error is the generic failure. */
function failureKeyOf(error: unknown): FailureKey {
  return error instanceof ApiError ? error.customerKey : 'generic-error';
}

/** A screen's own failure message key, except for a rate limit (429), which says "try again in a moment" instead. */
export function failureKey<K extends string>(error: unknown, fallbackKey: K): K | 'rate-limited' {
  return isRateLimited(error) ? 'rate-limited' : fallbackKey;
}

/**
 * {@link failureKey} for a screen whose own failure text is not (yet) a flow message: `fallback` as given, except
 * for a rate limit (429), which says the flow's `rate-limited` through `text`.
 */
export function rateLimitedOr(error: unknown, text: MessageTextOf, fallback: string): string {
  return isRateLimited(error) ? text('rate-limited') : fallback;
}

/**
 * The failure's own message, when it has one that beats a screen's generic text: a rate limit (nothing is wrong
 * with what the customer did: `rate-limited`), else the server's own words; null otherwise.
 */
export function specificFailure(error: unknown): CustomerFailure | null {
  if (isRateLimited(error)) return { key: 'rate-limited' };
  const server = serverMessageOf(error);
  return server === null ? null : { serverText: server };
}

/** The failure as a customer reads it: {@link specificFailure}, else the error's own key ({@link failureKeyOf}). */
export function customerFailure(error: unknown): CustomerFailure {
  return specificFailure(error) ?? { key: failureKeyOf(error) };
}

/** The text of a {@link CustomerFailure}: the server's words as they are, a key through `text`. */
export function customerFailureText(failure: CustomerFailure, text: MessageTextOf): string {
  return 'key' in failure ? text(failure.key) : failure.serverText;
}

/** {@link specificFailure} as text (`text` resolves `rate-limited`), or null. */
export function specificFailureText(error: unknown, text: MessageTextOf): string | null {
  const specific = specificFailure(error);
  return specific === null ? null : customerFailureText(specific, text);
}

/**
 * The text of a failed call for a customer. Promises, in order: {@link specificFailure} (a rate limit, the
 * server's own words); else `fallback` (the screen's own text) when given; else the flow's text of the error's
 * key (a non-API error: `generic-error`), never the error's message.
 */
export function failureText(error: unknown, text: MessageTextOf, fallback?: string): string {
  const specific = specificFailureText(error, text);
  if (specific !== null) return specific;
  if (fallback !== undefined && fallback !== '') return fallback;
  return text(failureKeyOf(error));
}

/**
 * The spec's "Critical Error: {server text}" (C-48, D-65, H-30, M-14: the flow's `critical-error`, `{text}` filled)
 * when the server answered with words of its own; otherwise the plain text of {@link failureText} without the
 * prefix (a connection failure, a timeout, a rate limit, a 5xx or a malformed answer without words): never a
 * method, a path or a validation error.
 */
export function criticalErrorText(error: unknown, text: MessageTextOf): string {
  const server = isRateLimited(error) ? null : serverMessageOf(error);
  return server !== null ? text(CRITICAL_ERROR_KEY, { text: server }) : failureText(error, text);
}
