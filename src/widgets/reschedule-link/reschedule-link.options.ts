import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `rescheduleLink` widget (the flow checker and the catalogue read them; the component its props' type). */
export const rescheduleLinkSpec = defineWidget({
  options: z.strictObject({
    /** Which link: a reschedule (I-08..I-14) or a proactive scheduling offer (I-16). */
    kind: z.enum(['reschedule', 'proactive']),
  }),
});
