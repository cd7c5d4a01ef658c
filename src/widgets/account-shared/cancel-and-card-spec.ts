import * as z from 'zod/mini';

/**
 * The options of the pages that show a card on file and cancel appointments (the account area, the appointment
 * page), as the flow computes them: the provider's card processor (K-14, L-45; null: none) and the cancellation
 * policy's numbers (K-35, K-36: cancellation_fee_amount_dollars, cancellation_cut_off_hours).
 */
export const cancelAndCardOptions = {
  processor: z.nullable(z.enum(['stripe', 'square'])),
  cancellationFeeDollars: z.number(),
  cancellationCutOffHours: z.number(),
};

/** The cancel dialog's parts on those pages (their labels as the catalogue lists them). */
export const cancelDialogParts = {
  // K-39: the cancellation reminder in the cancel dialog.
  cancelReminder: 'Cancellation reminder in the cancel dialog',
  // K-35: the provider charges a cancellation fee (whether it applies is the named fact cancellationFee#<id>).
  cancellationFee: 'Cancellation fee (within the cut-off)',
};
