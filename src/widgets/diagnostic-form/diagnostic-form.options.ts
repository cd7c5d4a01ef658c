import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `diagnosticForm` widget (the flow checker and the catalogue read them; the component its props' type). */
export const diagnosticFormSpec = defineWidget({
  options: z.strictObject({
    /** OPEN-26: the common-concerns checklist, as the flow writes it (a provider overlay may replace it). */
    concerns: z.array(z.string()),
  }),
});
