import { validateEmail } from './validate-email';
import { validateSignupPhone } from './validate-phone';
import type { FieldErrors } from './validation-messages';

/** /pricing/account fields constrained by E-04..E-08. */
export interface AccountForm {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
}

/** A field of the /pricing/account form that can carry a message. */
export type AccountField = 'first_name' | 'last_name' | 'email' | 'phone' | 'password';

/**
 * E-04..E-08: first and last name must hold a non-space character ("Required"); e-mail required and
 * valid ("Required" / "Invalid email address"); mobile phone required and 10 digits, typed 3-3-4 with
 * dashes or any phone punctuation ("Required" / "Invalid phone length", OPEN-53); password required
 * ("Required") unless guest checkout is enabled. Returns the message key of each failing field (`required`,
 * `invalid-email`, `invalid-phone-length`).
 */
export function validateAccountForm(form: AccountForm, opts: { guestCheckoutEnabled: boolean }): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = {};
  if (!/\S/.test(form.first_name ?? '')) errors.first_name = 'required';
  if (!/\S/.test(form.last_name ?? '')) errors.last_name = 'required';
  const email = validateEmail(form.email);
  if (!email.ok) errors.email = email.key;
  const phone = validateSignupPhone(form.phone);
  if (!phone.ok) errors.phone = phone.key;
  if (!opts.guestCheckoutEnabled && (form.password ?? '') === '') errors.password = 'required';
  return errors;
}
