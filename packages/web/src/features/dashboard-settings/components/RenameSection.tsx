import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { validateRename } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';

/** Title and description (spec §5: the title is required, 'O título é obrigatório'); nothing saves on a bad title. */
export function RenameSection() {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  const [title, setTitle] = useState(dashboard.title);
  const [description, setDescription] = useState(dashboard.description);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRename({ title, description });
    if (!checked.ok) {
      setError(t(checked.error));
      return;
    }
    setError(null);
    const next = checked.value;
    if (next.title !== dashboard.title || next.description !== dashboard.description) edit(next);
    setTitle(next.title);
    setDescription(next.description);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('rename.fieldTitle')}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          maxLength={200}
        />
        <Textarea
          label={t('rename.fieldDescription')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          rows={3}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('dashboardSettings.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
