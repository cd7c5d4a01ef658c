import { ApiError } from '../../api/client';

/** The text of a failed call: the server's message when it answered with one (J-14, J-17), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'http' && error.serverText ? error.serverText : fallback;
}

/** True when a 200 answer's `Status` names a failure (the reset calls answer Status and Message): it fails all the same. */
export function statusFailed(status: string | null | undefined): boolean {
  return /^(error|fail|failure|failed)$/i.test((status ?? '').trim());
}
