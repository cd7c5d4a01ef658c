/**
 * Turning any failure into what a customer may read (issue 15). Screens call these instead of reading
 * `ApiError.message` or `serverText` (technical: method, path, status, raw bodies, zod summaries).
 */
import { ApiError } from './client';
import { GENERIC_ERROR_TEXT, RATE_LIMITED_TEXT } from './error-texts';

/** The server's own words for a customer (the `Message` of a JSON error answer), or null. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage !== '' ? error.serverMessage : null;
}

/** True for a rate limit (429). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 429;
}

/** A screen's own failure text, except for a rate limit (429), which says "try again in a moment" instead. */
export function rateLimitedOr(error: unknown, text: string): string {
  return isRateLimited(error) ? RATE_LIMITED_TEXT : text;
}

/**
 * The failure's own text, when it has one that beats a screen's generic text: a rate limit's "try again in a
 * moment" (nothing is wrong with what the customer did), else the server's own words; null otherwise.
 */
export function specificFailureText(error: unknown): string | null {
  return isRateLimited(error) ? RATE_LIMITED_TEXT : serverMessageOf(error);
}

/**
 * The text of a failed call for a customer. Promises, in order: {@link specificFailureText} (a rate limit,
 * the server's own words); else `fallback` (the screen's spec text) when given; else the error's customer
 * sentence (src/api/error-texts.ts); a non-API error gives the generic sentence, never its message.
 */
export function failureText(error: unknown, fallback?: string): string {
  const specific = specificFailureText(error);
  if (specific !== null) return specific;
  if (fallback !== undefined && fallback !== '') return fallback;
  return error instanceof ApiError ? error.customerText : GENERIC_ERROR_TEXT;
}

/**
 * The spec's "Critical Error: {server text}" (C-48, D-65, H-30, M-14) when the server answered with words of
 * its own (`template` is the flow's `critical-error` text, `{text}` replaced); otherwise the plain customer
 * sentence of {@link failureText} without the prefix (a connection failure, a timeout, a rate limit, a 5xx or
 * a malformed answer without words): never a method, a path or a validation error.
 */
export function criticalErrorText(template: string, error: unknown): string {
  const server = isRateLimited(error) ? null : serverMessageOf(error);
  return server !== null ? template.replace('{text}', () => server) : failureText(error);
}
