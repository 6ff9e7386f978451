import { Alert, Button, Group, Text } from '@mantine/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';

/** Someone else saved this dashboard while it was being edited here: say so and offer their version. */
export function RemoteChangeNotice() {
  const { t } = useI18n();
  const { remoteChange, reload } = useDashboardEditor();
  if (remoteChange === null) return null;
  return (
    <Alert color="yellow" role="alert" title={t('editor.remoteChange.title')} mx="md" mb="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{remoteChange}</Text>
        <Button size="xs" variant="default" onClick={reload}>
          {t('editor.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
