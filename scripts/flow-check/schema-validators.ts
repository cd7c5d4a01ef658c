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
