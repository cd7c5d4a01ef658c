import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaValidator } from '../../src/engine';

const schemaDir = join(import.meta.dirname, '../../schemas');

/** An ajv instance holding every schema of schemas/ (Node only: the customer build never compiles schemas). */
export function schemaValidators(): { flow: SchemaValidator; overlay: SchemaValidator; providerConfig: SchemaValidator } {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
  }
  const wrap = (id: string): SchemaValidator => {
    const validate = ajv.getSchema(`https://schemas.local/${id}`) as ValidateFunction | undefined;
    if (!validate) throw new Error(`schema ${id} missing`);
    return (data) => (validate(data) ? [] : pruneOneOf(validate.errors ?? []));
  };
  return { flow: wrap('flow.schema.json'), overlay: wrap('overlay.schema.json'), providerConfig: wrap('provider-config.schema.json') };
}

/** oneOf failures report every branch; keep the deepest errors, which name the real mistake. */
function pruneOneOf(errors: Array<{ instancePath: string; message?: string; keyword: string; params?: unknown }>) {
  const deepest = Math.max(...errors.map((e) => e.instancePath.split('/').length));
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.instancePath.split('/').length === deepest);
  const picked = specific.length ? specific : errors;
  const seen = new Set<string>();
  return picked
    .map((e) => ({
      instancePath: e.instancePath,
      message:
        e.keyword === 'additionalProperties'
          ? `has an unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`
          : e.keyword === 'enum'
            ? `${e.message}: ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`
            : e.message,
    }))
    .filter((e) => (seen.has(e.instancePath + e.message) ? false : (seen.add(e.instancePath + e.message), true)));
}

/**
 * Checks a widget option's value against the JSON Schema of that option (from the options schema beside the
 * widget), in words: null when it is valid, else the first problem (e.g. `/0: must be equal to one of the allowed
 * values: ["license","vin"]`). Schemas are compiled once each.
 */
export function optionValidator(): (schema: Readonly<Record<string, unknown>>, value: unknown) => string | null {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    if (validate(value)) return null;
    const e = validate.errors?.[0];
    if (!e) return 'is not valid';
    const where = e.instancePath ? `${e.instancePath}: ` : '';
    const allowed = e.keyword === 'enum' ? `: ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}` : '';
    const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : '';
    return `${where}${e.message ?? 'is not valid'}${allowed}${extra}`;
  };
}
