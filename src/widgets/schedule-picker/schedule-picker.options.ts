import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `schedulePicker` widget (the flow checker and the catalogue read them; the component its props' type). */
export const schedulePickerSpec = defineWidget({
  options: z.strictObject({
    /**
     * Which calendar the step shows (OPEN-54, F-04..F-06), computed by the flow from the provider's scheduling
     * system: `month` (a month calendar with arrive/leave hours), `timeSlots` (a week grid of slots), `week` (a week
     * calendar placing the appointment).
     */
    variant: z.enum(['month', 'timeSlots', 'week']),
    /** Offer the image picker (default true). */
    images: z.optional(z.boolean()),
  }),
  parts: {
    // F-16, F-24..F-26: "add me to the waitlist" (and the waitlist form when no date is offered).
    waitlist: 'Waitlist',
    // F-15: "Prefer to have your service sooner" with the availability text.
    sooner: 'Prefer to have your service sooner',
  },
});
