import { MSG_INVALID_LOGIN, MSG_REQUIRED, type FieldErrors } from './validation-messages';

/** J-04: the message for a failed sign-in. */
export const LOGIN_FAILED_MESSAGE = MSG_INVALID_LOGIN;

/** J-02: e-mail (not blank) and password (not empty) are both required ("Required"). */
export function validateLogin(v: { email?: string | null; password?: string | null }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if ((v.email ?? '').trim() === '') errors.email = MSG_REQUIRED;
  if ((v.password ?? '') === '') errors.password = MSG_REQUIRED;
  return errors;
}
