import { invalid, VALID, type ValidationResult } from './validation-messages';

/**
 * True when `text`, trimmed, looks like an e-mail address: one "@", a non-empty local part, and a
 * domain of dot-separated labels ending in a label of at least 2 letters; no spaces.
 */
export function isEmailAddress(text: string | null | undefined): boolean {
  const s = (text ?? '').trim();
  return s.length <= 254 && /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(s);
}

/** E-06/K-47: `required` ("Required") when blank, `invalid-email` ("Invalid email address") when it does not look like an e-mail. */
export function validateEmail(text: string | null | undefined): ValidationResult {
  if ((text ?? '').trim() === '') return invalid('required');
  return isEmailAddress(text) ? VALID : invalid('invalid-email');
}
