import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountArea` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountAreaSpec = defineWidget({
  options: z.strictObject({
    /** K-14, K-15: the provider's card processor, computed by the flow (is_using_stripe, else is_using_square); null: none. */
    processor: z.nullable(z.enum(['stripe', 'square'])),
    /** K-36: the cancellation fee in dollars (the flow reads cancellation_fee_amount_dollars). */
    cancellationFeeDollars: z.number(),
    /** K-35: the hours before the start at or below which the fee applies (the flow reads cancellation_cut_off_hours). */
    cancellationCutOffHours: z.number(),
  }),
  parts: {
    // K-14: the payment card (the card on file and Update Payment) of a provider with a card processor.
    paymentCard: 'Payment card (card on file, Update Payment)',
    // K-10 / K-11: a card per saved vehicle and "Add a New Vehicle", else the single Book Service card.
    vehicleChoices: 'Saved vehicles to book and "Add a New Vehicle" (else one Book Service card)',
    // K-19: the FIRST15 referral blurb of the default provider (shown to a customer without bookings).
    referralBlurb: 'FIRST15 referral blurb (customers without bookings)',
    // K-39: the cancellation reminder in the cancel dialog.
    cancelReminder: 'Cancellation reminder in the cancel dialog',
    // K-35: the provider charges a cancellation fee (whether it applies is the named fact cancellationFee#<id>).
    cancellationFee: 'Cancellation fee (within the cut-off)',
  },
});
