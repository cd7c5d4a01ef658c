import { invalid, VALID, type ValidationResult } from './validation-messages';

/** True when `text` holds only digits and phone punctuation (spaces, "-", ".", "(", ")", a leading "+"). */
function phoneShaped(text: string): boolean {
  return /^\+?[0-9\s().-]*$/.test(text.trim());
}

/** The digits of `text`, in order (everything else dropped). */
export function phoneDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/**
 * OPEN-53: the 10-digit form stored for a US phone — 10 digits as typed, or, when `allowCountryCode`,
 * 11 digits starting with 1 with the 1 dropped; null for anything else, including letters.
 */
export function toTenDigitPhone(text: string | null | undefined, allowCountryCode = false): string | null {
  const raw = text ?? '';
  if (!phoneShaped(raw)) return null;
  const d = phoneDigits(raw);
  if (d.length === 10) return d;
  if (allowCountryCode && d.length === 11 && d.startsWith('1')) return d.slice(1);
  return null;
}

/** K-49/OPEN-53: 10 digits shown with the mask (999) 999-9999; other input is returned unchanged. */
export function formatPhoneMask(digits: string): string {
  const d = phoneDigits(digits);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** E-07: 10 digits written 3-3-4 with dashes (999-999-9999); other input is returned unchanged. */
export function formatPhoneDashes(digits: string): string {
  const d = phoneDigits(digits);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** E-10/OPEN-53: the phone sent with sign-up — "+1" followed by the 10 digits, or null when it is not 10 digits. */
export function signupPhoneValue(text: string | null | undefined): string | null {
  const d = toTenDigitPhone(text);
  return d === null ? null : `+1${d}`;
}

/** E-07/OPEN-53: the sign-up mobile phone is required (`required`) and must be 10 digits (`invalid-phone-length`). */
export function validateSignupPhone(text: string | null | undefined): ValidationResult {
  if ((text ?? '').trim() === '') return invalid('required');
  return toTenDigitPhone(text) === null ? invalid('invalid-phone-length') : VALID;
}

/**
 * K-48/OPEN-53: the user-modal phone — required for the primary contact (`required`); when given,
 * 10 digits or 11 digits starting with 1 (`invalid-phone-length`). Optional for other users.
 */
export function validateUserModalPhone(text: string | null | undefined, isPrimaryContact: boolean): ValidationResult {
  if ((text ?? '').trim() === '') return isPrimaryContact ? invalid('required') : VALID;
  return toTenDigitPhone(text, true) === null ? invalid('invalid-phone-length') : VALID;
}

/** K-54/K-55: a non-empty additional contact number must be exactly 10 digits (`invalid-phone-length`); empty passes (K-56). */
export function validateAdditionalPhone(text: string | null | undefined): ValidationResult {
  if ((text ?? '').trim() === '') return VALID;
  return toTenDigitPhone(text) === null ? invalid('invalid-phone-length') : VALID;
}
