/**
 * Reading a pasted or dropped provider configuration (the answer of `GET /app-z3p-configuration`) for the preview
 * tool: is the text a configuration at all, and if so, is it valid against the configuration's JSON Schema
 * (schemas/provider-config.schema.json)? Pure apart from compiling the schema once; no React.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { parseJson } from '../scenario-builder';
import type { ConfigSchema } from '../config-editor/config-schema';

/** One problem of the configuration, at a field: `service_locations[0]`, `customer_facing_name`… */
export interface ConfigIssue {
  field: string;
  message: string;
}

export type ReadConfiguration =
  /** A valid configuration: its known fields (unknown ones are left out and listed). */
  | { ok: true; config: Record<string, unknown>; unknown: string[] }
  /** A configuration with invalid fields (nothing of it may be used) or text that is not JSON at all. */
  | { ok: false; issues: ConfigIssue[]; unknown: string[] };

/** A provider name the app can send as its Pro-Name header and a link can carry. */
const PROVIDER_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

const compiled = new WeakMap<ConfigSchema, ValidateFunction>();

/** The schema's validator, unknown fields allowed (they are listed apart, as a notice). */
function validatorOf(schema: ConfigSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const { additionalProperties: _unknownRefused, $schema: _draft, $id: _id, ...rest } = schema;
    validate = new Ajv({ allErrors: true, strict: false }).compile(rest);
    compiled.set(schema, validate);
  }
  return validate;
}

/** `/address_verification_questions/0/enabled` → `address_verification_questions[0].enabled`. */
function fieldPath(error: ErrorObject): string {
  const parts = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String((error.params as { missingProperty?: string }).missingProperty));
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '') || '(the whole configuration)';
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return error.message ?? 'is not valid';
}

/** Ajv may report one field twice (an enum and a type rule): one line each. */
function uniqueIssues(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.field}\n${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether pasted text is meant as a configuration rather than a link (or another JSON the tool reads): a JSON
 * object naming at least one configuration field, or text that starts like a JSON object but does not parse
 * (the tool says why). Anything else is left to the repro-link reader.
 */
export function looksLikeConfiguration(text: string, schema: ConfigSchema): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return false;
  const parsed = parseJson(trimmed);
  if (!parsed.ok) return true;
  const value = parsed.value;
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).some((k) => k in schema.properties);
}

/**
 * Reads a configuration's JSON text against the schema. Promises: every schema violation comes back as an issue
 * at its field path (all of them, not the first); `z3p_client_name` must be a plain provider name (letters,
 * digits, `_ . -`); fields the schema does not know are never an error, they are listed in `unknown` and left out
 * of `config`; text that is not a JSON object is one issue at "(the whole configuration)".
 */
export function readConfiguration(text: string, schema: ConfigSchema): ReadConfiguration {
  const parsed = parseJson(text.trim());
  if (!parsed.ok) return { ok: false, issues: [{ field: '(the whole configuration)', message: `is not JSON: ${parsed.message}` }], unknown: [] };
  const value = parsed.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, issues: [{ field: '(the whole configuration)', message: 'must be a JSON object of settings' }], unknown: [] };
  }
  const all = value as Record<string, unknown>;
  const unknown = Object.keys(all).filter((k) => !(k in schema.properties));
  const config = Object.fromEntries(Object.entries(all).filter(([k]) => k in schema.properties));
  const validate = validatorOf(schema);
  const issues: ConfigIssue[] = validate(config) ? [] : (validate.errors ?? []).map((e) => ({ field: fieldPath(e), message: messageOf(e) }));
  const name = config.z3p_client_name;
  if (typeof name === 'string' && !PROVIDER_NAME.test(name)) {
    issues.push({ field: 'z3p_client_name', message: 'must be a provider name of letters, digits, "_", "." or "-" (no spaces), e.g. bayside' });
  }
  return issues.length ? { ok: false, issues: uniqueIssues(issues), unknown } : { ok: true, config, unknown };
}
