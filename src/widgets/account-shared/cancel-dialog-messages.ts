/**
 * The message keys the cancel dialog (cancel-dialog.tsx) reads, all flow-level: the fee line and its button
 * (K-36..K-38) and the field errors. Plain data, so the catalogue (src/widgets/registry/catalog.ts) can list them
 * for the widgets that host the dialog without loading React.
 */
export const CANCEL_DIALOG_MESSAGES = ['no-cancellation-fee', 'cancellation-fee', 'cancel-call-us', 'agree-and-cancel', 'required', 'text-too-long'] as const;
