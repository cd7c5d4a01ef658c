import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_KEY, validateLogin } from '../../src/domain/validate-login';
import { flowText } from './support/flow-text';

describe('login', () => {
  it('J-02 e-mail and password are both required', () => {
    expect(validateLogin({ email: 'ann@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'required', password: 'required' });
  });
  it('J-04 a failed login shows "Invalid username or password."', () => {
    expect(LOGIN_FAILED_KEY).toBe('login-failed');
    expect(flowText(LOGIN_FAILED_KEY)).toBe('Invalid username or password.');
  });
});
