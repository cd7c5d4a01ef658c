import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `addressForm` widget (the flow checker and the catalogue read them; the component its props' type). */
export const addressFormSpec = defineWidget({
  options: z.strictObject({}),
});
