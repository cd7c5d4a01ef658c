import { validateNoteLength } from './validate-notes';
import type { FieldErrors } from './validation-messages';

/** K-30: the cancel reasons offered. */
export const CANCEL_REASONS = Object.freeze(['Date or Time Conflict', 'Serviced Elsewhere', 'Other'] as const);
/** One of the {@link CANCEL_REASONS}. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * K-30/K-31: a reason from the list is required (`required`: "Required"); details are required
 * (`required`) when the reason is Other; details are at most 1020 characters whatever the reason (`text-too-long`).
 */
export function validateCancelReason(v: { reason?: string | null; details?: string | null }): FieldErrors<'reason' | 'details'> {
  const errors: FieldErrors<'reason' | 'details'> = {};
  const reason = (v.reason ?? '').trim();
  if (!(CANCEL_REASONS as readonly string[]).includes(reason)) errors.reason = 'required';
  const length = validateNoteLength(v.details);
  if (reason === 'Other' && (v.details ?? '').trim() === '') errors.details = 'required';
  else if (!length.ok) errors.details = length.key;
  return errors;
}
