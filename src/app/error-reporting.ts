import { onApiError, type ApiError } from '../api/client';
import type { Flow } from '../engine';
import type * as ReporterModule from './error-reporting-sentry';

type Reporter = typeof ReporterModule;

let reporter: Reporter | null = null;

/**
 * Starts error reporting when the provider configuration has a `sentry_dsn` (else does nothing); @sentry/react
 * and the repro descriptor's code (error-reporting-sentry.ts) are loaded only then. Every report carries a
 * personal-data-free repro descriptor (src/app/repro-descriptor.ts) as `contexts.repro`. API errors
 * ({@link isReportableApiError}) are reported with method, path (ids and tokens replaced) and status only —
 * never request bodies (passwords' digests, tokens).
 */
export async function startErrorReporting(config: { sentry_dsn?: string | null }, provider: string, flow: Flow | null): Promise<boolean> {
  const dsn = config.sentry_dsn;
  if (!dsn) return Boolean(reporter);
  const mod = await import('./error-reporting-sentry');
  mod.startSentry({ dsn, provider, config, flow });
  if (reporter) return true;
  reporter = mod;
  onApiError((error: ApiError) => {
    if (isReportableApiError(error)) mod.captureApiError(error);
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
  if (reporter) reporter.captureWithRepro(error, context);
  else console.error(error, context ?? '');
}
