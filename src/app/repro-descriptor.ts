/**
 * The repro descriptor an error report carries (issue 27 item 4): enough to open the failure in the preview tool
 * against the mock world, and nothing about the customer. Pure: no Sentry, no React, no mock code; the app
 * builds it in error reporting's lazy part (error-reporting-sentry.ts), the preview reads it
 * (preview/analysis/link-from-report.ts).
 */

/** A rule the flow applied: the step that decided and the rule id (never a value read). */
export interface ReproDecision {
  step: string;
  rule: string;
}

/** The failing call: its method, its path with ids and tokens replaced by `{id}`, and how it failed. */
export interface ReproCall {
  method: string;
  path: string;
  /** The HTTP status; 0 when no answer came (`kind` says why). */
  status: number;
  /** How the call failed when it was not an HTTP answer: `network`, `timeout` or `invalid-response`. */
  kind?: string;
}

export interface ReproDescriptor {
  /** The descriptor's format. */
  v: 1;
  provider: string;
  /** {@link configFingerprint} of the configuration the app ran with. */
  config: string;
  /** The flow step shown when the error was reported, or null outside the flow's routes. */
  step: string | null;
  /** The last rules the flow applied, oldest first (recorded where the build records decisions, see error-reporting-trail.ts). */
  decisions: ReproDecision[];
  /**
   * The steps shown before the report, oldest first, from its navigation breadcrumbs ({@link stepsFromBreadcrumbs}):
   * the customer's way there in any build, also the customer build, which records no decisions.
   */
  steps?: string[];
  call?: ReproCall;
}

/** The configuration fields left out of the fingerprint: where reports go, not how the app behaves. */
const NOT_FINGERPRINTED = new Set(['sentry_dsn']);

/** JSON with object keys sorted at every level (undefined fields left out), so equal configurations give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (not cryptographic; it names a configuration, it protects nothing). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A short name of a configuration (12 hex digits): equal for configurations equal in every field but
 * `sentry_dsn`, whatever the order of their keys; different, in practice, for any other difference.
 */
export function configFingerprint(config: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(Object.entries(config).filter(([k]) => !NOT_FINGERPRINTED.has(k)));
  return hash53(canonicalJson(kept)).toString(16).padStart(14, '0').slice(-12);
}

/**
 * A path segment kept as it is: a lower-case word or words joined by `-` or `_` (`app-z3p-configuration`), at
 * most 40 characters and one digit (an id or a token has more).
 */
const isWord = (segment: string): boolean => segment.length <= 40 && /^[a-z]+(?:[-_][a-z0-9]+)*$/.test(segment) && (segment.match(/\d/g)?.length ?? 0) <= 1;

/**
 * A call's path with every segment that is not a plain lower-case word (an id, a token, a plate, an e-mail, a
 * postal code) replaced by `{id}`, and the query string dropped: `/customer/vehicles/3001?x=1` →
 * `/customer/vehicles/{id}`.
 */
export function redactPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (segment === '' || isWord(segment) ? segment : '{id}'))
    .join('/');
}

/** What {@link buildReproDescriptor} reads. The call's path is redacted here, whatever the caller gives. */
export interface ReproInput {
  provider: string;
  config: Readonly<Record<string, unknown>>;
  step: string | null;
  decisions: readonly ReproDecision[];
  call?: ReproCall;
}

/** How many of the last decisions a descriptor keeps (and of the last steps shown). */
export const DESCRIPTOR_DECISIONS = 8;

/** A breadcrumb as a report carries it: a navigation's has `data.to`, the path moved to. */
interface Crumb {
  category?: string;
  data?: { [key: string]: unknown };
}

/**
 * The steps a report's navigation breadcrumbs moved to, oldest first: each `to` path named by `stepOf` (the flow's
 * route match; paths outside the flow are left out), a step repeated in a row once, the last
 * {@link DESCRIPTOR_DECISIONS} kept. Only step ids: nothing of the path's parameters or query.
 */
export function stepsFromBreadcrumbs(crumbs: readonly Crumb[] | undefined, stepOf: (path: string) => string | null): string[] {
  const steps: string[] = [];
  for (const crumb of crumbs ?? []) {
    const to = crumb.category === 'navigation' ? crumb.data?.to : undefined;
    const step = typeof to === 'string' ? stepOf(to.split(/[?#]/)[0] ?? '') : null;
    if (step && steps.at(-1) !== step) steps.push(step);
  }
  return steps.slice(-DESCRIPTOR_DECISIONS);
}

/**
 * The descriptor of a report: provider, configuration fingerprint, step, the last {@link DESCRIPTOR_DECISIONS}
 * decisions (step and rule ids only) and the failing call with its path redacted ({@link redactPath}). It holds
 * no booking field, no request or answer body and no query string, so no name, e-mail, phone, address or token.
 */
export function buildReproDescriptor(input: ReproInput): ReproDescriptor {
  const { call } = input;
  return {
    v: 1,
    provider: input.provider,
    config: configFingerprint(input.config),
    step: input.step,
    decisions: input.decisions.slice(-DESCRIPTOR_DECISIONS).map(({ step, rule }) => ({ step, rule })),
    ...(call
      ? { call: { method: call.method, path: redactPath(call.path), status: call.status, ...(call.kind ? { kind: call.kind } : {}) } }
      : {}),
  };
}

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Reads a descriptor from parsed JSON: the bare descriptor, or a Sentry event carrying it as `contexts.repro`
 * or `extra.repro`. Null when the value is neither (wrong fields are not guessed at).
 */
export function readReproDescriptor(value: unknown): ReproDescriptor | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const nested = (v.contexts as Record<string, unknown> | undefined)?.repro ?? (v.extra as Record<string, unknown> | undefined)?.repro;
  const d = (nested ?? v) as Record<string, unknown>;
  if (d.v !== 1 || !isString(d.provider) || !isString(d.config) || !(d.step === null || isString(d.step)) || !Array.isArray(d.decisions)) return null;
  const decisions = d.decisions.filter((x): x is ReproDecision => isString((x as ReproDecision | null)?.step) && isString((x as ReproDecision).rule));
  const c = d.call as Partial<ReproCall> | undefined;
  const call = c && isString(c.method) && isString(c.path) && typeof c.status === 'number' ? { method: c.method, path: c.path, status: c.status, ...(isString(c.kind) ? { kind: c.kind } : {}) } : undefined;
  const steps = Array.isArray(d.steps) ? d.steps.filter(isString) : undefined;
  return { v: 1, provider: d.provider, config: d.config, step: d.step, decisions, ...(steps ? { steps } : {}), ...(call ? { call } : {}) };
}
