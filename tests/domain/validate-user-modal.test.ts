import { describe, expect, it } from 'vitest';
import { userModalChanged, userModalPhoneValue, validateUserModal, validateUserRemoval } from '../../src/domain/validate-user-modal';

const user = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '(617) 555-0100' };

describe('user modal', () => {
  it('K-46 first name is required', () => {
    expect(validateUserModal({ ...user, first_name: ' ' }, { isPrimaryContact: false })).toEqual({ first_name: 'required' });
  });
  it('K-47 e-mail: "Required" / "Invalid email address"', () => {
    expect(validateUserModal({ ...user, email: '' }, { isPrimaryContact: false })).toEqual({ email: 'required' });
    expect(validateUserModal({ ...user, email: 'ann@' }, { isPrimaryContact: false })).toEqual({ email: 'invalid-email' });
  });
  it('K-48 the primary contact phone is required, 10 or 11 digits ("Required" / "Invalid phone length")', () => {
    expect(validateUserModal(user, { isPrimaryContact: true })).toEqual({});
    expect(validateUserModal({ ...user, phone: '' }, { isPrimaryContact: true })).toEqual({ phone: 'required' });
    expect(validateUserModal({ ...user, phone: '555-0100' }, { isPrimaryContact: true })).toEqual({ phone: 'invalid-phone-length' });
    expect(validateUserModal({ ...user, phone: '1 617 555 0100' }, { isPrimaryContact: true })).toEqual({});
    expect(userModalPhoneValue('1 617 555 0100')).toBe('6175550100');
  });
  it('K-44 an additional user has name and e-mail only: the phone is not checked', () => {
    expect(validateUserModal({ ...user, phone: 'x' }, { isPrimaryContact: false })).toEqual({});
  });
  it('K-50 Save is enabled only if something changed', () => {
    expect(userModalChanged(user, { ...user })).toBe(false);
    expect(userModalChanged(user, { ...user, email: ' ANN@example.com ', phone: '617-555-0100' })).toBe(false);
    expect(userModalChanged(user, { ...user, last_name: 'Li' })).toBe(true);
    expect(userModalChanged(user, { ...user, phone: '617-555-0101' })).toBe(true);
  });
  it('K-51 removing the primary user: "Must switch primary account owner before removing."', () => {
    expect(validateUserRemoval({ isPrimary: true })).toEqual({ ok: false, key: 'remove-primary' });
    expect(validateUserRemoval({ isPrimary: false })).toEqual({ ok: true });
  });
});
