import * as z from 'zod/mini';
import { jsonFormOptions } from '../contract/form-options';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountForm` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountFormSpec = defineWidget({
  options: z.strictObject(jsonFormOptions),
});
