import type { MessageKey } from '../i18n/pt-BR.ts';

export interface LoginForm {
  email: string;
  password: string;
}

export interface LoginErrors {
  email: MessageKey | null;
  password: MessageKey | null;
}

// One @, something on each side, a dot in the domain, no spaces: what a person would call an e-mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Login rules of spec §5: both fields are needed, else nothing is sent. */
export function validateLogin(form: LoginForm): LoginErrors {
  const email = form.email.trim();
  return {
    email:
      email === '' ? 'login.errors.emailEmpty' : isValidEmail(email) ? null : 'login.errors.emailInvalid',
    password: form.password === '' ? 'login.errors.passwordEmpty' : null,
  };
}

export function hasLoginErrors(errors: LoginErrors): boolean {
  return errors.email !== null || errors.password !== null;
}
