import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `bookingReview` widget (the flow checker and the catalogue read them; the component its props' type). */
export const bookingReviewSpec = defineWidget({
  options: z.strictObject({
    /** The provider's card processor (H-22, H-23), computed by the flow; null: the provider takes no card. */
    processor: z.nullable(z.enum(['stripe', 'square'])),
  }),
  parts: {
    // H-08: each service's price, the tip amounts and the totals.
    prices: 'Prices (services, tip amounts, totals)',
    // How many of a service (× 2) in the services list.
    quantity: 'Quantities of the services',
    // H-15..H-17: the tip choice.
    tip: 'Tip for the technician',
    // H-05: the Terms and Conditions box (its link is the provider's terms_and_conditions_url).
    terms: 'Terms and Conditions box',
    // H-06, H-07: the cancellation policy and its box.
    cancellationPolicy: 'Cancellation policy',
    // K-54, K-57: additional phone numbers for text updates.
    additionalPhones: 'Additional phone numbers',
  },
});
