import { invalid, VALID, type ValidationResult } from './validation-messages';

/**
 * J-15: both password fields are required and must match exactly (no trimming: spaces are part of
 * a password); any failure gives the alert `reset-mismatch` ("Error: your passwords don't match").
 */
export function validateResetPassword(password: string | null | undefined, confirmation: string | null | undefined): ValidationResult {
  const a = password ?? '';
  const b = confirmation ?? '';
  return a !== '' && b !== '' && a === b ? VALID : invalid('reset-mismatch');
}
