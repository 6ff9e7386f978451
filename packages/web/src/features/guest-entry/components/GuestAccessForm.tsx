import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import {
  type FieldErrors,
  type GuestAccessRequest,
  type GuestAccessResponse,
  type MessageKey,
  validateGuestAccess,
} from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/http-client.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useGuestAccess } from '../hooks/useGuestAccess.ts';

/** A guest comes with the token of a shared link, or types the access code they were given. */
export type GuestEntry = { kind: 'token'; token: string } | { kind: 'code' };

interface GuestAccessFormProps {
  universeId: string;
  entry: GuestEntry;
  onGranted(grant: GuestAccessResponse): void;
}

/** A refused code or token says so; too many tries keep the server's own message; the rest is generic. */
function failureText(error: Error, entry: GuestEntry, t: (key: MessageKey) => string): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return t(entry.kind === 'code' ? 'guest.errors.invalidAccessCode' : 'guest.errors.invalidToken');
  }
  return t('guest.errors.generic');
}

export function GuestAccessForm({ universeId, entry, onGranted }: GuestAccessFormProps) {
  const { t } = useI18n();
  const [accessCode, setAccessCode] = useState('');
  const [email, setEmail] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const access = useGuestAccess(universeId, onGranted);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateGuestAccess({
      email,
      acceptedTerms,
      accessCode: entry.kind === 'code' ? accessCode : null,
    });
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return;
    }
    setErrors({});
    const { email: cleanEmail, accessCode: cleanCode } = result.value;
    const body: GuestAccessRequest =
      entry.kind === 'token'
        ? { token: entry.token, email: cleanEmail, acceptedTerms: true }
        : { accessCode: cleanCode ?? '', email: cleanEmail, acceptedTerms: true };
    access.mutate(body);
  }

  const fieldError = (field: string) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {entry.kind === 'code' && (
          <TextInput
            label={t('guest.accessCode')}
            autoComplete="one-time-code"
            value={accessCode}
            onChange={(event) => setAccessCode(event.currentTarget.value)}
            error={fieldError('accessCode')}
            withAsterisk
          />
        )}
        <TextInput
          label={t('guest.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
          withAsterisk
        />
        <Checkbox
          label={t('guest.acceptTerms')}
          checked={acceptedTerms}
          onChange={(event) => setAcceptedTerms(event.currentTarget.checked)}
          error={fieldError('acceptedTerms')}
        />
        <Button type="submit" loading={access.isPending} fullWidth>
          {t('guest.submit')}
        </Button>
        {access.error && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm">
            {failureText(access.error, entry, t)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
