import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { formValidators } from '../../generated/form-validators';

type ValidateFns = Parameters<typeof createPrecompiledValidator>[0];

/** The key rjsf uses to find a precompiled validator: the schema's `$id`, else its hash. */
function schemaKey(schema: RJSFSchema): string {
  return typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
}

/** True when scripts/precompile-validators.ts compiled this schema. */
export function hasPrecompiledValidator(schema: RJSFSchema): boolean {
  return schemaKey(schema) in (formValidators as Record<string, unknown>);
}

/**
 * The validator of a form schema: the precompiled one (no code compiled at run time, CSP-safe).
 * Returns null when the schema was not precompiled; see {@link loadFormValidator}.
 */
export function precompiledFormValidator(schema: RJSFSchema): ValidatorType | null {
  if (!hasPrecompiledValidator(schema)) return null;
  return createPrecompiledValidator(formValidators as unknown as ValidateFns, schema);
}

/**
 * Resolves a validator for any schema. Precompiled first; in builds with mocks (dev server, preview,
 * stories, tests) a schema edited after the last precompile falls back to ajv compiling at run time,
 * loaded on demand. The customer build (`__MOCKS__` false) never contains that fallback and rejects.
 */
export async function loadFormValidator(schema: RJSFSchema): Promise<ValidatorType> {
  const pre = precompiledFormValidator(schema);
  if (pre) return pre;
  if (__MOCKS__) {
    const { customizeValidator } = await import('@rjsf/validator-ajv8');
    return customizeValidator();
  }
  throw new Error(
    `No precompiled validator for this form schema (key ${schemaKey(schema)}). Run npx tsx scripts/precompile-validators.ts.`,
  );
}
