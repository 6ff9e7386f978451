import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DashboardFileFormat, MessageKey } from '@mirante/core';
import { IconCheck, IconFileExport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../api/http-client.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { downloadBlob } from '../../../cards/exports/download-file.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { useViewControls } from '../../period/view-controls.ts';
import { fetchDashboardFile } from '../api/dashboard-file-api.ts';

const FORMAT_LABELS: Record<DashboardFileFormat, MessageKey> = {
  pdf: 'dashboardExport.pdf',
  xlsx: 'dashboardExport.xlsx',
};

/**
 * The whole dashboard as PDF or XLSX, over the period and with the global filter on screen. It takes seconds:
 * a notice shows the progress and then the outcome; a failure says what to do (the server's own message).
 */
export function DashboardExportButton() {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  const { dateRange } = useViewControls();
  const [busy, setBusy] = useState(false);
  const label = t('dashboardExport.open');

  const exportAs = async (format: DashboardFileFormat) => {
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      title: t(FORMAT_LABELS[format]),
      message: t('dashboardExport.progress'),
    });
    setBusy(true);
    try {
      const target = { universeId: dashboard.universeId, dashboardId: dashboard.id, title: dashboard.title };
      const file = await fetchDashboardFile(target, format, dateRange, dashboard.globalFilter);
      downloadBlob(file.blob, file.fileName);
      notifications.update({
        id,
        loading: false,
        autoClose: true,
        withCloseButton: true,
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        message: t('dashboardExport.done'),
      });
    } catch (error) {
      notifications.update({
        id,
        loading: false,
        autoClose: false,
        withCloseButton: true,
        color: 'red',
        icon: <IconX size={18} aria-hidden />,
        message:
          error instanceof ApiError && error.code !== null
            ? error.message
            : t('dashboardExport.errors.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" size="lg" aria-label={label} loading={busy}>
            <IconFileExport size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {(['pdf', 'xlsx'] as const).map((format) => (
          <Menu.Item key={format} onClick={() => void exportAs(format)} disabled={busy}>
            {t(FORMAT_LABELS[format])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
