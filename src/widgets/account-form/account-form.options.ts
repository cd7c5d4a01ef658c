import * as z from 'zod/mini';
import { jsonFormOptions } from '../contract/form-options';
import { defineWidget } from '../contract/widget-spec';

/** The options and parts of the `accountForm` widget (the flow checker and the catalogue read them; the component its props' type). */
export const accountFormSpec = defineWidget({
  options: z.strictObject(jsonFormOptions),
  parts: {
    // E-03, E-08: "Continue as guest" beside "Create account & continue"; the password is then optional.
    guestCheckout: 'Continue as guest',
    // OPEN-70: the fleet account name field.
    fleet: 'Fleet account name',
    // E-02: the how-did-you-hear question (its choices are the provider's how_did_hear_options).
    howDidHear: 'How did you hear about us?',
  },
});
