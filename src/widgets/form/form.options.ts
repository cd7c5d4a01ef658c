import * as z from 'zod/mini';
import { jsonFormOptions } from '../contract/form-options';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `form` widget (the flow checker and the catalogue read them; the component its props' type). */
export const formSpec = defineWidget({
  options: z.strictObject({
    ...jsonFormOptions,
    /** Event sent on a valid submit; `submit` by default. */
    event: z.optional(z.string()),
    /** The submit button's label: a message key, or literal text when no such key exists; the flow's `continue` when absent. */
    submitLabel: z.optional(z.string()),
    /** Show the errors of the saved data at once (e.g. returning to a form left invalid). */
    validateOnMount: z.optional(z.boolean()),
  }),
});
