import { invalid, VALID, type ValidationResult } from './validation-messages';

/** F-23, D-28, B-37, K-31: the longest free text accepted, in characters (UTF-16 units, as a textarea's maxLength counts). */
export const NOTE_MAX_LENGTH = 1020;

/** F-23/D-28/B-37/K-31: passes for text of at most 1020 characters (missing text passes); else `text-too-long`. */
export function validateNoteLength(text: string | null | undefined): ValidationResult {
  return (text ?? '').length <= NOTE_MAX_LENGTH ? VALID : invalid('text-too-long');
}

/** The first 1020 characters of `text`, never cutting a surrogate pair in half (for pasted text). */
export function limitNoteLength(text: string): string {
  if (text.length <= NOTE_MAX_LENGTH) return text;
  const cut = text.slice(0, NOTE_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
