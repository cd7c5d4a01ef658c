import { failureText as customerFailureText, type MessageTextOf } from '../../api/failure-text';

/**
 * The text of a failed call: the server's own words when it answered with them (J-14, J-17), else `fallback`;
 * a rate limit says the flow's `rate-limited` through `text` (src/api/failure-text.ts). Never a method, a path or
 * a raw body.
 */
export function failureText(error: unknown, text: MessageTextOf, fallback: string): string {
  return customerFailureText(error, text, fallback);
}

/** True when a 200 answer's `Status` names a failure (the reset calls answer Status and Message): it fails all the same. */
export function statusFailed(status: string | null | undefined): boolean {
  return /^(error|fail|failure|failed)$/i.test((status ?? '').trim());
}
