import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `continueButton` widget (the flow checker and the catalogue read them; the component its props' type). */
export const continueButtonSpec = defineWidget({
  options: z.strictObject({
    /** Message key of the label; the flow's `continue` ("Continue") when absent. */
    label: z.optional(z.string()),
  }),
  messageOptions: ['label'],
});
