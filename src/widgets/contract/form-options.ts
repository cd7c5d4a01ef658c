import * as z from 'zod/mini';

/**
 * The options a JSON-Schema form takes (the `form` and `accountForm` widgets): the data's schema, rjsf's uiSchema
 * and the message keys of the error texts per field pointer and ajv keyword
 * (`{ "/first_name": { "required": "first-name-required" } }`; the flow checker checks each key exists).
 */
export const jsonFormOptions = {
  /** JSON Schema of the data (precompiled by scripts/precompile-validators.ts). */
  schema: z.record(z.string(), z.unknown()),
  /** rjsf's uiSchema. */
  uiSchema: z.optional(z.record(z.string(), z.unknown())),
  /** Message keys of error texts per field pointer and ajv keyword. */
  errorMessages: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
};
