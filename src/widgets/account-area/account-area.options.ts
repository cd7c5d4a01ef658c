import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountArea` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountAreaSpec = defineWidget({
  options: z.strictObject({
    /** The provider whose referral blurb (FIRST15) the page may show. */
    referralProvider: z.optional(z.string()),
  }),
});
