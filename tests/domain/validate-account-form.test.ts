import { describe, expect, it } from 'vitest';
import { validateAccountForm } from '../../src/domain/validate-account-form';

const good = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '617-555-0100', password: 'secret' };

describe('account form', () => {
  it('E-04..E-08 a complete form passes', () => {
    expect(validateAccountForm(good, { guestCheckoutEnabled: false })).toEqual({});
  });
  it('E-04 E-05 names are required and must contain a non-space character', () => {
    expect(validateAccountForm({ ...good, first_name: '   ', last_name: '' }, { guestCheckoutEnabled: false })).toEqual({
      first_name: 'required',
      last_name: 'required',
    });
  });
  it('E-06 e-mail is required and valid', () => {
    expect(validateAccountForm({ ...good, email: 'nope' }, { guestCheckoutEnabled: false })).toEqual({ email: 'invalid-email' });
  });
  it('E-07 OPEN-53 mobile phone is required and 10 digits', () => {
    expect(validateAccountForm({ ...good, phone: '' }, { guestCheckoutEnabled: false })).toEqual({ phone: 'required' });
    expect(validateAccountForm({ ...good, phone: '617-555' }, { guestCheckoutEnabled: false })).toEqual({ phone: 'invalid-phone-length' });
  });
  it('E-08 password is required unless guest checkout is enabled', () => {
    expect(validateAccountForm({ ...good, password: '' }, { guestCheckoutEnabled: false })).toEqual({ password: 'required' });
    expect(validateAccountForm({ ...good, password: '' }, { guestCheckoutEnabled: true })).toEqual({});
  });
});
