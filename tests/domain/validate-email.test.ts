import { describe, expect, it } from 'vitest';
import { isEmailAddress, validateEmail } from '../../src/domain/validate-email';

describe('e-mail', () => {
  it('E-06 K-47 e-mail is required ("Required") and must look like an e-mail ("Invalid email address")', () => {
    expect(validateEmail('ann@example.com')).toEqual({ ok: true });
    expect(validateEmail(' ann.b+x@mail.example.co ')).toEqual({ ok: true });
    expect(validateEmail('  ')).toEqual({ ok: false, key: 'required' });
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'a n@example.com', 'ann@-x.com']) {
      expect(validateEmail(bad)).toEqual({ ok: false, key: 'invalid-email' });
    }
    expect(isEmailAddress(undefined)).toBe(false);
  });
});
