import { onApiError, type ApiError } from '../api/client';

type SentryModule = typeof import('@sentry/react');

let sentry: SentryModule | null = null;

/**
 * Starts error reporting when the provider configuration has a `sentry_dsn` (else does nothing);
 * @sentry/react is loaded only then. API errors are reported with method, path and status only —
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
  onApiError((error: ApiError) => reportError(error, { method: error.method, path: error.path, status: error.status }));
  return true;
}

/** Reports an error when reporting is on; otherwise logs it. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (sentry) sentry.captureException(error, context ? { extra: context } : undefined);
  else console.error(error, context ?? '');
}
