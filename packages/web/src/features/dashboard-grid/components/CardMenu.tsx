import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CardData, cardDataRows } from '@mirante/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import type { ChartExportHandle } from '../../../cards/chart-export.ts';
import { type CardExportFormat, cardExportFile } from '../../../cards/exports/card-export-file.ts';
import { downloadBlob } from '../../../cards/exports/download-file.ts';
import classes from './CardMenu.module.css';

interface CardMenuProps {
  title: string;
  /** The data on screen, or null while there is none (loading, error). */
  data: CardData | null;
  /** The drawn chart, when the card draws one. */
  chart: ChartExportHandle | null;
  /** Whether the table view replaces the chart now; null when the card has no chart to swap. */
  tableView: boolean | null;
  onToggleTable: () => void;
  /** Null for cards without full screen (cards that hide their menu show only the editor's items). */
  onFullscreen: (() => void) | null;
  fullscreen: boolean;
  /** The editor's items (configure, hide, remove), first; null for read-only users. */
  editItems?: ReactNode;
}

const EXPORT_LABELS = {
  PNG: 'export.png',
  SVG: 'export.svg',
  CSV: 'export.csv',
  XLSX: 'export.xlsx',
} as const satisfies Record<CardExportFormat, string>;

/**
 * The card's menu: table view, full screen, and its exports (images of the chart, its data as sheets). A
 * dashboard has dozens of cards and few menus are ever opened, so the menu itself mounts on its button's first
 * use (click, Enter or Space): the new button takes the focus and the menu then opens, so it gives the focus
 * back to its button when it closes, as a menu mounted from the start does.
 */
export function CardMenu({
  title,
  data,
  chart,
  tableView,
  onToggleTable,
  onFullscreen,
  fullscreen,
  editItems = null,
}: CardMenuProps) {
  const { t } = useI18n();
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!mounted) return;
    targetRef.current?.focus();
    setOpened(true);
  }, [mounted]);
  const hasRows = data !== null && data.kind !== 'static';
  const formats: CardExportFormat[] = [
    ...(chart ? (['PNG', 'SVG'] as const) : []),
    ...(hasRows ? (['CSV', 'XLSX'] as const) : []),
  ];

  const exportAs = async (format: CardExportFormat) => {
    if (!data) return;
    try {
      const file = await cardExportFile(format, { title, rows: cardDataRows(data, t), chart });
      if (file) downloadBlob(file.blob, file.fileName);
      else notifications.show({ color: 'red', message: t('export.failed') });
    } catch {
      notifications.show({ color: 'red', message: t('export.failed') });
    }
  };

  const button = {
    className: classes.menuButton,
    variant: 'subtle',
    color: 'gray',
    size: 'sm',
    'aria-label': `${t('card.menu')}: ${title}`,
    children: <span aria-hidden="true">⋮</span>,
  } as const;
  if (!mounted) {
    return (
      <ActionIcon {...button} aria-haspopup="menu" aria-expanded={false} onClick={() => setMounted(true)} />
    );
  }
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={targetRef} {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        {editItems}
        {editItems && onFullscreen && <Menu.Divider />}
        {tableView !== null && hasRows && (
          <Menu.Item onClick={onToggleTable}>{t(tableView ? 'card.showChart' : 'card.showTable')}</Menu.Item>
        )}
        {onFullscreen && (
          <Menu.Item onClick={onFullscreen}>
            {t(fullscreen ? 'export.exitFullscreen' : 'export.fullscreen')}
          </Menu.Item>
        )}
        {formats.length > 0 && <Menu.Label>{t('export.title')}</Menu.Label>}
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => void exportAs(format)}>
            {t(EXPORT_LABELS[format])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
