import * as z from 'zod/mini';
import { cancelAndCardOptions, cancelDialogParts } from '../account-shared/cancel-and-card-spec';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountArea` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountAreaSpec = defineWidget({
  options: z.strictObject(cancelAndCardOptions),
  parts: {
    // K-14: the payment card (the card on file and Update Payment) of a provider with a card processor.
    paymentCard: 'Payment card (card on file, Update Payment)',
    // K-10 / K-11: a card per saved vehicle and "Add a New Vehicle", else the single Book Service card.
    vehicleChoices: 'Saved vehicles to book and "Add a New Vehicle" (else one Book Service card)',
    // K-19: the FIRST15 referral blurb of the default provider (shown to a customer without bookings).
    referralBlurb: 'FIRST15 referral blurb (customers without bookings)',
    ...cancelDialogParts,
  },
});
