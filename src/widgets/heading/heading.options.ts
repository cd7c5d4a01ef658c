import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `heading` widget (the flow checker and the catalogue read them; the component its props' type). */
export const headingSpec = defineWidget({
  options: z.strictObject({
    /** Message key of the title. */
    title: z.string(),
    /** Message key of the subtitle. */
    subtitle: z.optional(z.string()),
    /** Heading level (1 = the page title). */
    level: z.optional(z.number()),
  }),
  messageOptions: ['title', 'subtitle'],
});
