import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountSettings` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountSettingsSpec = defineWidget({
  options: z.strictObject({
    /** Add, edit and remove users and hand over the primary contact (the flow sets it when allows_subusers). */
    manageUsers: z.optional(z.boolean()),
  }),
});
