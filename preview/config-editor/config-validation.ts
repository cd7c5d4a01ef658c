import type { CustomValidator, ErrorSchema, ErrorTransformer, FormValidation } from '@rjsf/utils';
import { isNullable, isUrlField, isWebAddress, type ConfigSchema } from './config-schema';

/** The error shown under a URL field holding something other than a full http(s) address. */
export const URL_ERROR = 'Enter a full address starting with https:// (or http://), e.g. https://example.com/page';

/** The error shown under a field emptied although the fixture has a value and the field cannot be null. */
const EMPTY_ERROR = 'Enter a value, or reset the field to the fixture’s value (a link cannot remove a field)';

/** rjsf builds its error handler from the data's keys: a field left without a value has none, so make one. */
function errorsOf(errors: Record<string, FormValidation | undefined>, name: string): FormValidation {
  const existing = errors[name];
  if (existing) return existing;
  const created = {
    __errors: [] as string[],
    addError(message: string) {
      this.__errors.push(message);
    },
  };
  errors[name] = created as unknown as FormValidation;
  return created as unknown as FormValidation;
}

/**
 * The rules the JSON Schema does not state, for rjsf's `customValidate`: URL fields (`isUrlField`) must hold a
 * full http(s) address (`isWebAddress`) when they hold text; a field the fixture sets and that cannot be null
 * must not be left without a value.
 */
export function configValidator(
  schema: ConfigSchema,
  fixture: Readonly<Record<string, unknown>>,
): CustomValidator<Record<string, unknown>> {
  return (formData, errors) => {
    const data = formData ?? {};
    const fieldErrors = errors as unknown as Record<string, FormValidation | undefined>;
    for (const [name, field] of Object.entries(schema.properties)) {
      const value = data[name];
      if (isUrlField(name, field) && typeof value === 'string' && !isWebAddress(value)) {
        errorsOf(fieldErrors, name).addError(URL_ERROR);
      }
      if (value === undefined && fixture[name] !== undefined && fixture[name] !== null && !isNullable(field)) {
        errorsOf(fieldErrors, name).addError(EMPTY_ERROR);
      }
    }
    return errors;
  };
}

/** Plainer words for a few of ajv's messages (the rest are rjsf's as they come). */
export const transformConfigErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const property = error.property ?? '';
    if (error.name === 'pattern' && property === '.default_state') {
      return { ...error, message: 'Enter a two-letter state code in capitals, e.g. VA' };
    }
    if (error.name === 'minItems' && property === '.service_locations') {
      return { ...error, message: 'Choose at least one place' };
    }
    return error;
  });

/** Whether an rjsf error schema (of one field, nested parts included) holds any error. */
function hasErrors(errorSchema: unknown): boolean {
  if (!errorSchema || typeof errorSchema !== 'object') return false;
  return Object.entries(errorSchema).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );
}

/** The top-level fields of `fields` with an error anywhere inside them. */
export function invalidFields(errorSchema: ErrorSchema | undefined, fields: readonly string[]): Set<string> {
  const byField = (errorSchema ?? {}) as Record<string, unknown>;
  return new Set(fields.filter((field) => hasErrors(byField[field])));
}
