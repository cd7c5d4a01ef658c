import type { FieldErrors, ValidationMessageKey } from './validation-messages';

/** J-04: the message key for a failed sign-in ("Invalid username or password."). */
export const LOGIN_FAILED_KEY: ValidationMessageKey = 'login-failed';

/** J-02: e-mail (not blank) and password (not empty) are both required (`required`: "Required"). */
export function validateLogin(v: { email?: string | null; password?: string | null }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if ((v.email ?? '').trim() === '') errors.email = 'required';
  if ((v.password ?? '') === '') errors.password = 'required';
  return errors;
}
