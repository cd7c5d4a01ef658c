import { validateEmail } from './validate-email';
import { phoneDigits, toTenDigitPhone, validateUserModalPhone } from './validate-phone';
import { invalid, VALID, type FieldErrors, type ValidationResult } from './validation-messages';

/** User modal fields (K-44..K-49). */
export interface UserModalForm {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A field of the user modal that can carry a message. */
export type UserModalField = 'first_name' | 'email' | 'phone';

/**
 * K-46..K-48: first name required ("Required"); e-mail required and well-formed ("Required" /
 * "Invalid email address"); for the primary contact the phone is required and 10 or 11 digits
 * ("Required" / "Invalid phone length"). An additional user has name and e-mail only (K-44), so
 * their phone is not checked.
 */
export function validateUserModal(form: UserModalForm, opts: { isPrimaryContact: boolean }): FieldErrors<UserModalField> {
  const errors: FieldErrors<UserModalField> = {};
  if (!/\S/.test(form.first_name ?? '')) errors.first_name = 'required';
  const email = validateEmail(form.email);
  if (!email.ok) errors.email = email.key;
  if (opts.isPrimaryContact) {
    const phone = validateUserModalPhone(form.phone, true);
    if (!phone.ok) errors.phone = phone.key;
  }
  return errors;
}

/** OPEN-53: the phone to store from the modal — 10 digits (an 11-digit number starting with 1 loses the 1), or null. */
export function userModalPhoneValue(text: string | null | undefined): string | null {
  return toTenDigitPhone(text, true);
}

/**
 * K-50: Save is enabled only when something changed — names and e-mail compared trimmed (e-mail
 * ignoring case), the phone compared by its digits.
 */
export function userModalChanged(initial: UserModalForm, current: UserModalForm): boolean {
  const t = (v: string | null | undefined): string => (v ?? '').trim();
  return (
    t(initial.first_name) !== t(current.first_name) ||
    t(initial.last_name) !== t(current.last_name) ||
    t(initial.email).toLowerCase() !== t(current.email).toLowerCase() ||
    phoneDigits(initial.phone) !== phoneDigits(current.phone)
  );
}

/** K-51: the primary user cannot be removed — `remove-primary` ("Must switch primary account owner before removing."). */
export function validateUserRemoval(user: { isPrimary: boolean }): ValidationResult {
  return user.isPrimary ? invalid('remove-primary') : VALID;
}
