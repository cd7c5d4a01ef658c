import type * as SentryNamespace from '@sentry/react';
import { onApiError, type ApiError } from '../api/client';

type SentryModule = typeof SentryNamespace;

let sentry: SentryModule | null = null;

/**
 * Starts error reporting when the provider configuration has a `sentry_dsn` (else does nothing);
 * @sentry/react is loaded only then. API errors ({@link isReportableApiError}) are reported with method, path and status only —
 * never request bodies (passwords' digests, tokens).
 */
export async function startErrorReporting(dsn: string | null | undefined, provider: string): Promise<boolean> {
  if (!dsn || sentry) return Boolean(sentry);
  const mod = await import('@sentry/react');
  mod.init({
    dsn,
    initialScope: { tags: { provider } },
    beforeSend(event) {
      if (event.request) delete event.request.data;
      return event;
    },
  });
  sentry = mod;
  onApiError((error: ApiError) => {
    if (isReportableApiError(error)) reportError(error, { method: error.method, path: error.path, status: error.status });
  });
  return true;
}

/**
 * Whether an API failure is worth reporting: network failures, malformed answers and 5xx. A 4xx is the back
 * end's answer to this request (an unknown coupon's 404, a 409 double booking, a 403 expiry) that the screen
 * handles with its own message, so it is not an error of the app.
 */
export function isReportableApiError(error: Pick<ApiError, 'kind' | 'status'>): boolean {
  return error.kind !== 'http' || error.status >= 500;
}

/** Reports an error when reporting is on; otherwise logs it. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (sentry) sentry.captureException(error, context ? { extra: context } : undefined);
  else console.error(error, context ?? '');
}
