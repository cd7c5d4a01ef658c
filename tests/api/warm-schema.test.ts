import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { warmSchema } from '../../src/api/warm-schema';

/** Whether zod has computed a field's optionality (its lazy getter replaced by an own value on first read). */
const setUp = (field: z.ZodMiniType) => Object.prototype.hasOwnProperty.call(field._zod, 'optin');

describe('warmSchema', () => {
  it('issue 28: sets up every object schema inside arrays, optionals and unions before the first answer is parsed', () => {
    const deepField = z.optional(z.string());
    const listField = z.nullish(z.int());
    const unionField = z.optional(z.boolean());
    const schema = z.object({
      token: z.string(),
      customer: z.object({ name: deepField }),
      works: z.array(z.object({ id: listField })),
      extra: z.nullish(z.union([z.string(), z.object({ flag: unionField })])),
    });
    expect([deepField, listField, unionField].map(setUp)).toEqual([false, false, false]);
    warmSchema(schema);
    expect([deepField, listField, unionField].map(setUp)).toEqual([true, true, true]);
    // Parsing still works as before.
    expect(z.safeParse(schema, { token: 't', customer: {}, works: [{ id: 1 }], extra: { flag: true } }).success).toBe(true);
  });
});
