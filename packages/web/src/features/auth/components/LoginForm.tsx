import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { hasLoginErrors, type LoginErrors, type MeResponse, validateLogin } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/http-client.ts';
import type { I18nValue } from '../../../app/i18n/i18n-context.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { MissingSessionError } from '../api/auth-api.ts';
import { useLogin } from '../hooks/useLogin.ts';

interface LoginFormProps {
  onSignedIn(me: MeResponse): void;
}

const CREDENTIAL_ERRORS = new Set(['USER_NOT_FOUND', 'WRONG_PASSWORD']);

/**
 * Wrong user or password come back as a 401, too many attempts as a 429, each with the server's pt-BR
 * message; anything else is generic.
 */
function loginFailureText(error: Error, t: I18nValue['t']): string {
  if (error instanceof MissingSessionError) return t('login.errors.noToken');
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return error.message;
  if (error instanceof ApiError && error.status === 401 && CREDENTIAL_ERRORS.has(error.code ?? '')) {
    return error.message;
  }
  return t('login.errors.generic');
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const loginMutation = useLogin(onSignedIn);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (hasLoginErrors(found)) return;
    loginMutation.mutate({ username: email.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors?.email ? t(errors.email) : null}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors?.password ? t(errors.password) : null}
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        {loginMutation.error && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm">
            {loginFailureText(loginMutation.error, t)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
