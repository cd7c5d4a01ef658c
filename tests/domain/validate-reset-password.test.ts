import { describe, expect, it } from 'vitest';
import { validateResetPassword } from '../../src/domain/validate-reset-password';

const MISMATCH = { ok: false, key: 'reset-mismatch' };

describe('reset password', () => {
  it('J-15 both fields are required and must match, else "Error: your passwords don\'t match"', () => {
    expect(validateResetPassword('s3cret!', 's3cret!')).toEqual({ ok: true });
    expect(validateResetPassword('s3cret!', 's3cret')).toEqual(MISMATCH);
    expect(validateResetPassword('s3cret ', 's3cret')).toEqual(MISMATCH);
    expect(validateResetPassword('', '')).toEqual(MISMATCH);
    expect(validateResetPassword('x', null)).toEqual(MISMATCH);
  });
});
