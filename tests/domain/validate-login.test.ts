import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, validateLogin } from '../../src/domain/validate-login';

describe('login', () => {
  it('J-02 e-mail and password are both required', () => {
    expect(validateLogin({ email: 'ann@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'Required', password: 'Required' });
  });
  it('J-04 a failed login shows "Invalid username or password."', () => {
    expect(LOGIN_FAILED_MESSAGE).toBe('Invalid username or password.');
  });
});
