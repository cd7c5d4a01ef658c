import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `message` widget (the flow checker and the catalogue read them; the component its props' type). */
export const messageSpec = defineWidget({
  options: z.strictObject({
    /** Message key of the paragraph. */
    message: z.string(),
    /** How it reads: a plain paragraph (absent), an information note, or a warning (a note for assistive technology). */
    tone: z.optional(z.enum(['info', 'warning'])),
  }),
  messageOptions: ['message'],
});
