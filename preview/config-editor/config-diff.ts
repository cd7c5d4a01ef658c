/**
 * The configuration editor's diff: the top-level configuration fields whose value differs from the provider
 * fixture. Pure functions; the diff is what goes into the repro link (`scenario.config`).
 */

/** Top-level configuration fields → their value, changed from the fixture. */
export type ConfigDiff = Record<string, unknown>;

/** `null` and `undefined` (a field left out) both mean "no value". */
function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/**
 * Deep equality of JSON values: arrays item by item, objects key by key where a key holding `undefined`
 * counts as absent (rjsf drops emptied keys), numbers by `Object.is` except 0 and -0.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (left[key] === undefined && right[key] === undefined) continue;
    if (!jsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/**
 * Whether a field's value is the fixture's: deep-equal, with `null` and a missing value the same, and an emptied
 * text box ("") the same as a field the fixture does not set.
 */
export function sameAsFixture(value: unknown, fixtureValue: unknown): boolean {
  if (fixtureValue === undefined && value === '') return true;
  if (isAbsent(value) || isAbsent(fixtureValue)) return isAbsent(value) && isAbsent(fixtureValue);
  return jsonEqual(value, fixtureValue);
}

/** The configuration the editor shows: the fixture with the diff's fields over it. */
export function applyDiff(fixture: Readonly<Record<string, unknown>>, diff: Readonly<ConfigDiff>): Record<string, unknown> {
  return { ...fixture, ...diff };
}

export interface NextDiffInput {
  /** The provider fixture the diff is taken against. */
  fixture: Readonly<Record<string, unknown>>;
  /** The diff before this edit. */
  previous: Readonly<ConfigDiff>;
  /** The values the editor holds now (the whole configuration, valid or not). */
  values: Readonly<Record<string, unknown>>;
  /** The fields the editor edits (the schema's fields). */
  fields: readonly string[];
  /** Fields whose current value is invalid: they keep their previous diff entry (or stay out of it). */
  invalid: ReadonlySet<string>;
}

/**
 * The diff after an edit. For each field the editor edits: an invalid value keeps the field's previous diff entry
 * (so the link keeps the last valid value); a value the same as the fixture's (`sameAsFixture`) is left out; any
 * other value goes in, a missing value as `null`. Entries of `previous` naming fields the editor does not edit are
 * kept as they are. Pure.
 */
export function nextDiff({ fixture, previous, values, fields, invalid }: NextDiffInput): ConfigDiff {
  const editable = new Set(fields);
  const next: ConfigDiff = {};
  for (const [key, value] of Object.entries(previous)) {
    if (!editable.has(key)) next[key] = value;
  }
  for (const field of fields) {
    if (invalid.has(field)) {
      if (Object.hasOwn(previous, field)) next[field] = previous[field];
      continue;
    }
    const value = values[field];
    if (sameAsFixture(value, fixture[field])) continue;
    next[field] = value === undefined ? null : value;
  }
  return next;
}

/** The diff without `field`: the field is back at the fixture's value. */
export function withoutField(diff: Readonly<ConfigDiff>, field: string): ConfigDiff {
  const next = { ...diff };
  delete next[field];
  return next;
}

/** A short, one-line text of a value for "fixture: …" hints (JSON, cut at `max` characters). */
export function valueSummary(value: unknown, max = 60): string {
  if (value === undefined) return 'not set';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
