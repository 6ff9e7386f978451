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
      <Tooltip label={t('editor.undo')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('editor.undo')}
          disabled={!editor.canUndo}
          onClick={editor.undo}
        >
          <IconArrowBackUp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('editor.redo')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('editor.redo')}
          disabled={!editor.canRedo}
          onClick={editor.redo}
        >
          <IconArrowForwardUp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {editor.saving ? <Loader size="xs" aria-label={t('editor.saving')} /> : null}
    </Group>
  );
}
