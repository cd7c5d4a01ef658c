/**
 * The message keys the cancel dialog (cancel-dialog.tsx) reads, all flow-level: the fee line and its button
 * (K-36..K-38), the reasons (K-30), the labels and buttons, and the field errors. Plain data, so the catalogue
 * (src/widgets/registry/catalog.ts) can list them for the widgets that host the dialog without loading React.
 */
import type { CancelReason } from '../../domain/validate-cancel-reason';

/** K-30: each reason's label (the reason itself is what the PUT sends). */
export const CANCEL_REASON_KEYS: Readonly<Record<CancelReason, string>> = {
  'Date or Time Conflict': 'cancel-reason-conflict',
  'Serviced Elsewhere': 'cancel-reason-elsewhere',
  Other: 'cancel-reason-other',
};

export const CANCEL_DIALOG_MESSAGES = [
  'no-cancellation-fee',
  'cancellation-fee',
  'cancel-call-us',
  'agree-and-cancel',
  'cancel-appointment',
  'keep-appointment',
  'cancelling',
  'cancel-reasons',
  'cancel-details',
  'cancel-details-optional',
  'cancel-reason-conflict',
  'cancel-reason-elsewhere',
  'cancel-reason-other',
  'required',
  'text-too-long',
] as const;
