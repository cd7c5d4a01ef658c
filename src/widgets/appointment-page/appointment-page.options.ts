import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `appointmentPage` widget (the flow checker and the catalogue read them; the component its props' type). */
export const appointmentPageSpec = defineWidget({
  options: z.strictObject({
    /** L-45, L-46: the provider's card processor, computed by the flow (is_using_stripe, else is_using_square); null: no card UI. */
    processor: z.nullable(z.enum(['stripe', 'square'])),
    /** K-36 (L-53 uses the account area's cancel dialog): the cancellation fee in dollars (cancellation_fee_amount_dollars). */
    cancellationFeeDollars: z.number(),
    /** K-35: the hours before the start at or below which the fee applies (cancellation_cut_off_hours). */
    cancellationCutOffHours: z.number(),
  }),
  parts: {
    // L-42: the provider takes tips on this page (hold for tip, accepting tips, Square); whether the tip entry shows for
    // this appointment (unpaid, not cancelled: L-41) is the named fact tipWindow#<id>.
    tip: 'Tip entry (while unpaid and not cancelled)',
    // K-39: the cancellation reminder in the cancel dialog.
    cancelReminder: 'Cancellation reminder in the cancel dialog',
    // K-35: the provider charges a cancellation fee (whether it applies is the named fact cancellationFee#<id>).
    cancellationFee: 'Cancellation fee (within the cut-off)',
  },
});
