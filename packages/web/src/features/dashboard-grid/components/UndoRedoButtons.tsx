import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../editor/useDashboardEditor.ts';

/** Undo and redo of the dashboard's edits, also on Ctrl+Z and Ctrl+Shift+Z (⌘ on a Mac) outside text fields. */
export function UndoRedoButtons() {
  const { t } = useI18n();
  const editor = useDashboardEditor();
  useHotkeys([
    ['mod+Z', editor.undo],
    ['mod+shift+Z', editor.redo],
    ['mod+Y', editor.redo],
  ]);

  return (
    <Group gap={4} wrap="nowrap">
      {(
        [
          { label: t('editor.undo'), Icon: IconArrowBackUp, enabled: editor.canUndo, run: editor.undo },
          { label: t('editor.redo'), Icon: IconArrowForwardUp, enabled: editor.canRedo, run: editor.redo },
        ] as const
      ).map(({ label, Icon, enabled, run }) => (
        <Tooltip key={label} label={label}>
          <ActionIcon variant="subtle" size="lg" aria-label={label} disabled={!enabled} onClick={run}>
            <Icon size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
      {editor.saving ? <Loader size="xs" aria-label={t('editor.saving')} /> : null}
    </Group>
  );
}
