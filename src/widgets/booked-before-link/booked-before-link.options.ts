import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `bookedBeforeLink` widget (the flow checker and the catalogue read them; the component its props' type). */
export const bookedBeforeLinkSpec = defineWidget({
  options: z.strictObject({
    /** Message key of the link's text; the flow's `booked-before` ("Booked service before?", B-19) when absent. */
    label: z.optional(z.string()),
  }),
  messageOptions: ['label'],
});
