import { describe, expect, it } from 'vitest';
import { hasLoginErrors, validateLogin } from './login-rules.ts';

describe('login rules', () => {
  it('asks for both fields', () => {
    const errors = validateLogin({ email: '  ', password: '' });
    expect(errors).toEqual({ email: 'login.errors.emailEmpty', password: 'login.errors.passwordEmpty' });
    expect(hasLoginErrors(errors)).toBe(true);
  });

  it('refuses an e-mail that is not one', () => {
    expect(validateLogin({ email: 'demo@mirante', password: 'x' }).email).toBe('login.errors.emailInvalid');
  });

  it('passes a well-formed pair', () => {
    expect(hasLoginErrors(validateLogin({ email: ' demo@mirante.local ', password: 'x' }))).toBe(false);
  });
});
