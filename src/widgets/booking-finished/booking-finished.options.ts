import * as z from 'zod/mini';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `bookingFinished` widget (the flow checker and the catalogue read them; the component its props' type). */
export const bookingFinishedSpec = defineWidget({
  options: z.strictObject({}),
  parts: {
    // H-39: the Home button (to the provider's client_url).
    homeButton: 'Home button',
    // How many of a service (× 2) in the summary, as on the review.
    quantity: 'Quantities of the services',
  },
});
