/**
 * The lazily loaded part of error reporting (error-reporting.ts imports it only when the configuration has a
 * `sentry_dsn`): starts Sentry and reports with a repro descriptor (repro-descriptor.ts) as `contexts.repro`.
 */
import * as Sentry from '@sentry/react';
import type { ApiError } from '../api/client';
import { matchRoute, type Flow } from '../engine';
import { decisionsForReports } from './error-reporting-trail';
import { buildReproDescriptor, redactPath, stepsFromBreadcrumbs, type ReproCall } from './repro-descriptor';

/** What reporting reads from the app: where reports go, and what a descriptor names. */
export interface ReportingSetup {
  dsn: string;
  provider: string;
  config: Readonly<Record<string, unknown>>;
  flow: Flow | null;
}

let setup: ReportingSetup | null = null;

/** A breadcrumb's URL without its query string (a postal code or an e-mail may ride there). */
function withoutQuery(url: unknown): unknown {
  return typeof url === 'string' ? url.split('?')[0] : url;
}

/** Starts Sentry for `s` (once; later calls only update what descriptors read). */
export function startSentry(s: ReportingSetup): void {
  const first = setup === null;
  setup = s;
  if (!first) return;
  Sentry.init({
    dsn: s.dsn,
    initialScope: { tags: { provider: s.provider } },
    // The descriptor's decisions sit at depth 5 of the event (contexts.repro.decisions[i].rule); the default 3 flattens them to "[Object]".
    normalizeDepth: 6,
    beforeBreadcrumb(crumb) {
      if (crumb.data && 'url' in crumb.data) crumb.data = { ...crumb.data, url: withoutQuery(crumb.data.url) };
      return crumb;
    },
    beforeSend(event) {
      // The way there: the steps the navigation breadcrumbs moved to (the customer build records no decisions).
      const repro = event.contexts?.repro;
      if (repro) repro.steps = stepsFromBreadcrumbs(event.breadcrumbs, (path) => stepAt(setup?.flow ?? null, path));
      if (event.request) {
        delete event.request.data;
        delete event.request.query_string;
        if (event.request.url) event.request.url = String(withoutQuery(event.request.url));
      }
      return event;
    },
  });
}

/** The step at `path`, by its route in the flow; null outside the flow's routes. */
function stepAt(flow: Flow | null, path: string): string | null {
  return flow ? (matchRoute(flow, path)?.step.id ?? null) : null;
}

/** The step of the page shown now; null outside the flow's routes. */
function currentStep(flow: Flow | null): string | null {
  return typeof window === 'undefined' ? null : stepAt(flow, window.location.pathname);
}

/** The descriptor of a report made now (with the failing call, when there is one). */
function descriptorNow(call?: ReproCall) {
  if (!setup) return undefined;
  return buildReproDescriptor({ provider: setup.provider, config: setup.config, step: currentStep(setup.flow), decisions: decisionsForReports(), call });
}

/** Reports `error` with its context as `extra` and the repro descriptor as `contexts.repro`. */
export function captureWithRepro(error: unknown, context?: Record<string, unknown>): void {
  Sentry.captureException(error, { ...(context ? { extra: context } : {}), contexts: { repro: { ...descriptorNow() } } });
}

/** Reports a failed call: method, redacted path and status only (never a body), the call in the descriptor. */
export function captureApiError(error: ApiError): void {
  const call: ReproCall = { method: error.method, path: redactPath(error.path), status: error.status, ...(error.kind === 'http' ? {} : { kind: error.kind }) };
  Sentry.captureException(error, { extra: { method: call.method, path: call.path, status: call.status }, contexts: { repro: { ...descriptorNow(call) } } });
}
