import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type Dashboard, validateRename } from '@mirante/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { errorText } from '../../sharing/error-text.ts';
import { useMenuFocusReturn } from '../../sharing/hooks/useMenuFocusReturn.ts';
import { createDashboard } from '../api/dashboard-list-api.ts';

interface NewDashboardModalProps {
  opened: boolean;
  universeId: string;
  onClose(): void;
  onCreated(dashboard: Dashboard): void;
}

/** 'Novo dashboard': a required title ('O título é obrigatório'), then an empty dashboard to build on. */
export function NewDashboardModal({ opened, universeId, onClose, onCreated }: NewDashboardModalProps) {
  const { t } = useI18n();
  useMenuFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dashboardList.new')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      returnFocus={false}
    >
      {opened ? <NewDashboardForm universeId={universeId} onCreated={onCreated} onCancel={onClose} /> : null}
    </Modal>
  );
}

interface NewDashboardFormProps {
  universeId: string;
  onCreated(dashboard: Dashboard): void;
  onCancel(): void;
}

function NewDashboardForm({ universeId, onCreated, onCancel }: NewDashboardFormProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (cleanTitle: string) => createDashboard(universeId, cleanTitle),
    onSuccess: ({ dashboard }) => {
      queryClient.setQueryData(queryKeys.dashboard(universeId, dashboard.id), { status: 'ok', dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards(universeId), exact: true });
      onCreated(dashboard);
    },
    onError: (failure) => setError(errorText(failure, t('onboarding.errors.finishFailed'))),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateRename({ title, description: '' });
    if (!checked.ok) {
      setError(t(checked.error));
      return;
    }
    setError(null);
    create.mutate(checked.value.title);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('rename.fieldTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={error}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('dashboardList.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
