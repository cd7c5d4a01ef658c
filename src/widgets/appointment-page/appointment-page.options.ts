import * as z from 'zod/mini';
import { cancelAndCardOptions, cancelDialogParts } from '../account-shared/cancel-and-card-spec';
import { defineWidget } from '../contract/widget-spec';

/**
 * The options and parts of the `appointmentPage` widget (the flow checker and the catalogue read them; the component
 * its props' type). L-53 uses the account area's cancel dialog, with the same policy options.
 */
export const appointmentPageSpec = defineWidget({
  options: z.strictObject(cancelAndCardOptions),
  parts: {
    // L-42: the provider takes tips on this page (hold for tip, accepting tips, Square); whether the tip entry shows for
    // this appointment (unpaid, not cancelled: L-41) is the named fact tipWindow#<id>.
    tip: 'Tip entry (while unpaid and not cancelled)',
    ...cancelDialogParts,
  },
});
