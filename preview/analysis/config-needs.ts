/**
 * What a configuration would need for a closed way to open, in words: "service_locations to include
 * "workplace"", combined with and/or, with the values the configuration has. The analysis builds these
 * from the conditions and targets that read the configuration; `needText` and `hasText` word them.
 */
import providerConfigJsonSchema from '../../schemas/provider-config.schema.json';
import type { Condition } from '../../src/engine';
import type { ConfigRecord } from './analysis-types';

/** One configuration value wanted (`text`), or several combined. */
export type Need =
  | { kind: 'config'; field: string; text: string }
  | { kind: 'all' | 'any'; needs: Need[] };

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
}

const properties = (providerConfigJsonSchema as unknown as { properties: Record<string, PropSchema> }).properties;

function typesOf(field: string): string[] {
  return ([] as string[]).concat(properties[field]?.type ?? []);
}

/** JSON text of a value; `undefined` as "not set". */
export function show(value: unknown): string {
  return value === undefined ? 'not set' : JSON.stringify(value);
}

function listText(values: readonly unknown[]): string {
  return values.map(show).join(', ');
}

/** A need on one field, e.g. `configNeed('service_locations', 'to include "home"')`. */
export function configNeed(field: string, wanted: string): Need {
  return { kind: 'config', field, text: `${field} ${wanted}` };
}

/**
 * The need for a configuration leaf to have the value `want` (its current result is the opposite):
 * `is_skipping_vehicle to be false`, `service_locations to include "workplace"`, `external_thank_you_url to be unset`.
 */
export function leafNeed(cond: Condition & { config: string }, want: boolean): Need {
  const f = cond.config;
  if ('equals' in cond && cond.equals !== undefined) {
    if (typeof cond.equals === 'boolean') return configNeed(f, `to be ${String(want ? cond.equals : !cond.equals)}`);
    return configNeed(f, `${want ? 'to be' : 'not to be'} ${show(cond.equals)}`);
  }
  if ('in' in cond && cond.in !== undefined) return configNeed(f, `${want ? 'to be one of' : 'to be none of'} ${listText(cond.in)}`);
  if ('includes' in cond && cond.includes !== undefined) return configNeed(f, `${want ? 'to include' : 'not to include'} ${show(cond.includes)}`);
  const types = typesOf(f);
  if (types.includes('boolean')) return configNeed(f, `to be ${String(want)}`);
  if (types.includes('array')) return configNeed(f, want ? 'to list at least one value' : 'to be empty');
  return configNeed(f, want ? 'to be set' : 'to be unset');
}

/** The need for a `fromConfig` target to take its `otherwise` branch: the field set to none of the mapped values. */
export function unmappedNeed(field: string, mapped: readonly string[]): Need {
  const others = (properties[field]?.enum ?? []).filter((v) => !mapped.includes(v as string));
  if (others.length && others.every((v) => v === null)) return configNeed(field, 'to be unset');
  return configNeed(field, `to be none of ${listText(mapped)}`);
}

/**
 * Combines needs: `all` (every part is needed) or `any` (one part is enough). Drops nulls and repeats,
 * flattens nested parts of the same kind; a single part is returned as it is; no part gives null.
 */
export function combine(kind: 'all' | 'any', parts: ReadonlyArray<Need | null | undefined>): Need | null {
  const flat: Need[] = [];
  const seen = new Set<string>();
  for (const p of parts) {
    if (!p) continue;
    for (const q of p.kind === kind ? p.needs : [p]) {
      const key = needText(q);
      if (seen.has(key)) continue;
      seen.add(key);
      flat.push(q);
    }
  }
  // "x to be set and x to be "a"": the second says it all.
  const kept =
    kind === 'all'
      ? flat.filter((n) => !(n.kind === 'config' && / to (be set|list at least one value)$/.test(n.text) && flat.some((m) => m !== n && m.kind === 'config' && m.field === n.field)))
      : flat;
  if (kept.length === 0) return null;
  if (kept.length === 1) return kept[0]!;
  return { kind, needs: kept };
}

/** The need in words: `a and b`, `a or b`, nested combinations in parentheses. */
export function needText(need: Need): string {
  if (need.kind === 'config') return need.text;
  const joiner = need.kind === 'all' ? ' and ' : ' or ';
  return need.needs.map((n) => (n.kind === 'config' ? n.text : `(${needText(n)})`)).join(joiner);
}

/** The leaf texts of a need that is a plain conjunction (one value, or `all` of values); null when it has alternatives. */
export function conjunctionOf(need: Need): Set<string> | null {
  if (need.kind === 'config') return new Set([need.text]);
  if (need.kind === 'any') return null;
  const out = new Set<string>();
  for (const n of need.needs) {
    const inner = conjunctionOf(n);
    if (!inner) return null;
    inner.forEach((t) => out.add(t));
  }
  return out;
}

/** The configuration fields a need names, in order of appearance, without repeats. */
export function needFields(need: Need | null | undefined): string[] {
  if (!need) return [];
  if (need.kind === 'config') return [need.field];
  return [...new Set(need.needs.flatMap(needFields))];
}

/** What the configuration has for the fields named: `this provider has ["home"]`, or per field when several. */
export function hasText(fields: readonly string[], config: ConfigRecord): string {
  if (fields.length === 0) return '';
  if (fields.length === 1) {
    const v = config[fields[0]!];
    return v === undefined ? `this provider does not set ${fields[0]}` : `this provider has ${show(v)}`;
  }
  return `this provider has ${fields.map((f) => `${f} = ${show(config[f])}`).join(', ')}`;
}
