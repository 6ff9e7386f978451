import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { validateInvites } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { errorText } from '../../sharing/error-text.ts';
import { useToast } from '../../sharing/hooks/useToast.ts';
import { useDashboardUsers } from '../hooks/useDashboardUsers.ts';

interface InviteFormProps {
  userEmail: string;
}

interface InviteErrors {
  form: string | null;
  field: string | null;
}

const NO_ERRORS: InviteErrors = { form: null, field: null };

/**
 * Invite by e-mail, several separated by commas, with the spec's checks before anything is sent: at least one,
 * all valid, none twice nor already a user. What was typed stays in the field when it is refused.
 */
export function InviteForm({ userEmail }: InviteFormProps) {
  const { t } = useI18n();
  const toast = useToast();
  const { dashboard, saving } = useDashboardEditor();
  const change = useDashboardUsers();
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<InviteErrors>(NO_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateInvites(emails, [userEmail, ...dashboard.users.map((user) => user.email)]);
    if (!checked.ok) {
      const field = checked.fields?.emails ?? checked.error;
      // The form's message only when it says more than the field's.
      setErrors({ field: t(field), form: field === checked.error ? null : t(checked.error) });
      return;
    }
    setErrors(NO_ERRORS);
    change.mutate(
      { kind: 'invite', emails },
      {
        onSuccess: () => {
          setEmails('');
          toast('success', t('users.invited'));
        },
        onError: (error) => setErrors({ field: errorText(error, t('editor.errors.saveFailed')), form: null }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('invite.title')}>
      <Stack gap="xs">
        {errors.form ? (
          <Alert color="red" role="alert" py="xs">
            {errors.form}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('invite.field')}
            placeholder="ana@empresa.com.br, joao@empresa.com.br"
            type="text"
            inputMode="email"
            autoComplete="off"
            value={emails}
            onChange={(event) => setEmails(event.currentTarget.value)}
            error={errors.field}
          />
          <Button type="submit" mt={25} loading={change.isPending} disabled={saving}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
