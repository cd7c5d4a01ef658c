import { validateNoteLength } from './validate-notes';
import { invalid, VALID, type ValidationResult } from './validation-messages';

/** The name fields of a selected detailing service. */
export interface NamedService {
  long_name?: string | null;
  short_name?: string | null;
  display_name?: string | null;
}

/** D-30: true when a selected service is a Scratch or Paint service — its long, short or display name contains "scratch" or "paint" as a word start, any case. */
export function needsDetailingNote(services: readonly NamedService[]): boolean {
  return services.some((s) =>
    [s.long_name, s.short_name, s.display_name].some((n) => typeof n === 'string' && /\b(scratch|paint)/i.test(n)),
  );
}

/**
 * D-30/D-28: Continue is enabled only if a note (not blank) exists when a Scratch or Paint service
 * is selected (else `detailing-note-required`); the note is at most 1020 characters in any case (`text-too-long`).
 */
export function validateDetailingNote(services: readonly NamedService[], note: string | null | undefined): ValidationResult {
  if (needsDetailingNote(services) && (note ?? '').trim() === '') return invalid('detailing-note-required');
  const length = validateNoteLength(note);
  return length.ok ? VALID : length;
}
