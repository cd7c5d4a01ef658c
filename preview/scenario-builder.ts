/**
 * Pure logic of the preview tool: the form's values → a repro-link {@link Scenario} (validated with the
 * codec's own schema), the link, and the clock conversion. No React, no mock code.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { decodeScenario, encodeScenario, scenarioSchema, type ResponseOverride, type Scenario } from '../src/api/scenario-codec';
import { PREVIEW_PARAM } from '../src/app/repro/preview-param';
import { linkFromReport } from './analysis/link-from-report';

export type SessionChoice = 'unchanged' | 'guest' | 'customer';
export type FaultKind = 'status' | 'network' | 'delay';

export interface FaultRow {
  id: number;
  /** "METHOD /path" */
  key: string;
  kind: FaultKind;
  /** Text of the inputs (validated when building). */
  status: string;
  body: string;
  delay: string;
  /** A status or network fault only for the first N requests ('' or absent: every time), then the normal answer. */
  failTimes?: string;
  /** A status or network fault that replaces the answer after the normal handler ran (the answer is lost). */
  afterHandling?: boolean;
}

export interface PreviewForm {
  provider: string;
  /** Configuration fields changed from the provider fixture (the configuration editor's diff). */
  config: Record<string, unknown>;
  session: SessionChoice;
  faults: FaultRow[];
  /** `datetime-local` value ('' = the real time). */
  clock: string;
  /** IANA zone the clock value is read in ('UTC' included). */
  zone: string;
  /** Where the link opens, e.g. `/pricing/place`. */
  path: string;
}

export interface FieldError {
  /** Id of the control the error belongs to ('scenario' for the whole). */
  field: string;
  message: string;
}

export interface BuildResult {
  scenario: Scenario | null;
  errors: FieldError[];
}

export const DEFAULT_PATH = '/pricing/place';
/** The mock world's zone (decisions.md Time) first. */
export const CLOCK_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'] as const;

export function faultFieldId(row: Pick<FaultRow, 'id'>, part: 'key' | 'kind' | 'status' | 'body' | 'delay' | 'failTimes' | 'afterHandling'): string {
  return `fault-${row.id}-${part}`;
}

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A `datetime-local` value (`2025-03-10T10:00`, seconds optional) read as wall time in `zone` → an ISO
 * instant with that zone's offset (`2025-03-10T10:00:00-04:00`; `Z` for UTC). Null when unreadable.
 */
export function zonedLocalToIso(local: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(local) || !isValidZone(zone)) return null;
  const instant = fromZonedTime(local, zone);
  if (Number.isNaN(instant.getTime())) return null;
  return formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The "first N times" and "lost answer" modifiers of a status or network fault, or null (an error is pushed). */
function failureModifiers(row: FaultRow, errors: FieldError[]): { failTimes?: number; afterHandling?: true } | null {
  const text = (row.failTimes ?? '').trim();
  const times = Number(text);
  if (text !== '' && (!Number.isInteger(times) || times < 1 || times > 1_000)) {
    errors.push({ field: faultFieldId(row, 'failTimes'), message: 'Fail the first N times: a whole number from 1 to 1000, or empty for every time.' });
    return null;
  }
  return { ...(text === '' ? {} : { failTimes: times }), ...(row.afterHandling ? { afterHandling: true as const } : {}) };
}

function faultOverride(row: FaultRow, errors: FieldError[]): ResponseOverride | null {
  if (row.kind === 'delay') return delayOverride(row, errors);
  const modifiers = failureModifiers(row, errors);
  const answer = row.kind === 'network' ? { error: 'network' as const } : statusOverride(row, errors);
  return answer && modifiers ? { ...answer, ...modifiers } : null;
}

function delayOverride(row: FaultRow, errors: FieldError[]): ResponseOverride | null {
  const ms = Number(row.delay);
  if (row.delay.trim() === '' || !Number.isInteger(ms) || ms < 0 || ms > 60_000) {
    errors.push({ field: faultFieldId(row, 'delay'), message: 'The delay is a whole number of milliseconds from 0 to 60000.' });
    return null;
  }
  return { delay: ms };
}

function statusOverride(row: FaultRow, errors: FieldError[]): { status: number; body?: unknown } | null {
  const status = Number(row.status);
  let ok = true;
  if (row.status.trim() === '' || !Number.isInteger(status) || status < 100 || status > 599) {
    errors.push({ field: faultFieldId(row, 'status'), message: 'The status is a whole number from 100 to 599.' });
    ok = false;
  }
  let body: unknown;
  if (row.body.trim() !== '') {
    const parsed = parseJson(row.body);
    if (parsed.ok) body = parsed.value;
    else {
      errors.push({ field: faultFieldId(row, 'body'), message: `The body is not JSON: ${parsed.message}` });
      ok = false;
    }
  }
  if (!ok) return null;
  return body === undefined ? { status } : { status, body };
}

/** The path as a same-origin path, or an error text. */
function checkPath(path: string): string | null {
  const p = path.trim();
  if (!p.startsWith('/') || p.startsWith('//')) return 'The start path begins with one "/", e.g. /pricing/place.';
  if (/\s/.test(p)) return 'The start path has no spaces.';
  return null;
}

/** Builds and validates the scenario of the form. */
export function buildScenario(form: PreviewForm): BuildResult {
  const errors: FieldError[] = [];
  const scenario: Scenario = { provider: form.provider };

  if (Object.keys(form.config).length > 0) scenario.config = { ...form.config } as Scenario['config'];

  if (form.session !== 'unchanged') scenario.session = form.session;

  const responses: Record<string, ResponseOverride> = {};
  const seen = new Set<string>();
  for (const row of form.faults) {
    if (!row.key) {
      errors.push({ field: faultFieldId(row, 'key'), message: 'Choose a call.' });
      continue;
    }
    if (seen.has(row.key)) {
      errors.push({ field: faultFieldId(row, 'key'), message: `${row.key} has a fault already; one fault per call.` });
      continue;
    }
    seen.add(row.key);
    const override = faultOverride(row, errors);
    if (override) responses[row.key] = override;
  }
  if (Object.keys(responses).length > 0) scenario.responses = responses;

  if (form.clock.trim() !== '') {
    const iso = zonedLocalToIso(form.clock.trim(), form.zone);
    if (iso) scenario.now = iso;
    else errors.push({ field: 'clock', message: 'The clock is a date and time, e.g. 2025-03-10 10:00.' });
  }

  const pathError = checkPath(form.path);
  if (pathError) errors.push({ field: 'path', message: pathError });

  if (errors.length > 0) return { scenario: null, errors };
  const checked = scenarioSchema.safeParse(scenario);
  if (!checked.success) {
    return {
      scenario: null,
      errors: checked.error.issues.map((i) => ({
        field: i.path[0] === 'config' ? 'config' : 'scenario',
        message: `${i.path.map(String).join('.') || 'scenario'}: ${i.message}`,
      })),
    };
  }
  return { scenario: checked.data, errors: [] };
}

/** `<origin><path>?preview=<scenario>` (other parameters of the path kept, an old `preview` replaced). */
export function reproLink(origin: string, path: string, scenario: Scenario): string {
  const url = new URL(path.trim(), origin);
  url.searchParams.delete(PREVIEW_PARAM);
  url.searchParams.set(PREVIEW_PARAM, encodeScenario(scenario));
  return url.href;
}

function faultRowOf(id: number, key: string, answer: ResponseOverride): FaultRow {
  const row: FaultRow = { id, key, kind: 'status', status: '500', body: '', delay: '3000' };
  if ('delay' in answer) return { ...row, kind: 'delay', delay: String(answer.delay) };
  const modifiers = {
    ...(answer.failTimes === undefined ? {} : { failTimes: String(answer.failTimes) }),
    ...(answer.afterHandling ? { afterHandling: true } : {}),
  };
  if ('error' in answer) return { ...row, ...modifiers, kind: 'network' };
  return { ...row, ...modifiers, status: String(answer.status), body: answer.body === undefined ? '' : JSON.stringify(answer.body) };
}

/**
 * The inverse of {@link buildScenario} + {@link reproLink}: a pasted repro link → the form that builds the same
 * scenario, with the link's path (its `?preview=` removed) as the start path. The clock is read in the demo
 * world's zone. An unreadable link gives the codec's message instead.
 */
export function formFromLink(link: string, origin: string): { form: PreviewForm } | { error: string } {
  const fromReport = linkFromReport(link, origin);
  if (fromReport) return 'error' in fromReport ? fromReport : formFromLink(fromReport.link, origin);
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return { error: 'That is not a link.' };
  }
  const encoded = url.searchParams.get(PREVIEW_PARAM);
  if (!encoded) return { error: 'That link has no ?preview= part: it is not a repro link.' };
  let scenario: Scenario;
  try {
    scenario = decodeScenario(encoded);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  url.searchParams.delete(PREVIEW_PARAM);
  const zone = CLOCK_ZONES[0];
  const form: PreviewForm = {
    provider: scenario.provider ?? 'demo',
    config: { ...(scenario.config ?? {}) },
    session: scenario.session ?? 'unchanged',
    faults: Object.entries(scenario.responses ?? {}).map(([key, answer], i) => faultRowOf(i + 1, key, answer)),
    clock: scenario.now ? formatInTimeZone(new Date(scenario.now), zone, "yyyy-MM-dd'T'HH:mm") : '',
    zone,
    path: url.pathname + url.search + url.hash,
  };
  return { form };
}
