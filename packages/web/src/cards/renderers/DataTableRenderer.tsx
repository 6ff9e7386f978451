import { Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { cardDataRows, formatCell, formatValue } from '@mirante/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { TablePager } from '../components/TablePager.tsx';
import { downloadTableRows } from '../components/table-download.ts';
import { nextSort, sortRows, type TableSort } from '../components/table-sort.ts';
import { observeRectAfterLayout, scrollAfterMount } from './virtualizer-without-forced-layout.ts';

/** Rows per page; within a page only the rows in view are in the document. */
export const TABLE_PAGE_SIZE = 100;
const ROW_HEIGHT = 37;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable, paginated table whose rows are virtualised (only the rows in view are in the document). Any
 * card data reads as a table (the rows of card-data-rows, as the table view and the exports); the exports
 * carry every row, in the order on screen.
 */
export function DataTableRenderer({ title, data }: CardRendererProps) {
  const { t } = useI18n();
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'CSV' | 'XLSX' | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollToFn] = useState(scrollAfterMount);
  const table = useMemo(() => cardDataRows(data, t), [data, t]);
  const { columns } = table;
  const rows = useMemo(() => sortRows(table.rows, sort), [table, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * TABLE_PAGE_SIZE;
  const pageRows = rows.slice(first, first + TABLE_PAGE_SIZE);
  const virtualizer = useVirtualizer({
    count: pageRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 800, height: 480 },
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
  });

  if (columns.length === 0 || rows.length === 0) return <CardStateView state="empty" onRetry={null} />;

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const exportAs = async (format: 'CSV' | 'XLSX') => {
    setExporting(format);
    try {
      await downloadTableRows(title, { columns, rows }, format);
    } finally {
      setExporting(null);
    }
  };
  const changeSort = (column: number) => {
    setSort((previous) => nextSort(previous, column));
    setPage(1);
    scrollRef.current?.scrollTo({ top: 0 });
  };
  const changePage = (next: number) => {
    setPage(next);
    scrollRef.current?.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="xs" h="100%" data-testid="data-table">
      <Group justify="flex-end" gap="xs">
        {(['CSV', 'XLSX'] as const).map((format) => (
          <Button
            key={format}
            size="compact-xs"
            variant="default"
            loading={exporting === format}
            onClick={() => void exportAs(format)}
          >
            {t(format === 'CSV' ? 'renderer.table.exportCsv' : 'renderer.table.exportXlsx')}
          </Button>
        ))}
      </Group>
      <div ref={scrollRef} style={{ flex: 1, minHeight: 160, overflow: 'auto' }}>
        <Table striped highlightOnHover stickyHeader aria-rowcount={rows.length + 1}>
          <caption
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {title}
          </caption>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {columns.map((column, index) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.column === index ? ARIA_SORT[sort.direction] : 'none'}
                  ta={column.format === 'text' || column.format === 'date' ? 'left' : 'right'}
                >
                  <UnstyledButton
                    onClick={() => changeSort(index)}
                    fw={700}
                    fz="sm"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {sort?.column === index ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                    </span>
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && (
              <tr>
                <td colSpan={columns.length} style={{ height: before, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = pageRows[item.index] ?? [];
              return (
                <Table.Tr key={item.key} aria-rowindex={first + item.index + 2} h={ROW_HEIGHT}>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={column.key}
                      ta={column.format === 'text' || column.format === 'date' ? 'left' : 'right'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {formatCell(row[index] ?? null, column)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {after > 0 && (
              <tr>
                <td colSpan={columns.length} style={{ height: after, padding: 0, border: 0 }} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {`${formatValue(first + 1, 'count')}–${formatValue(first + pageRows.length, 'count')} ${t(
            'renderer.table.of',
          )} ${formatValue(rows.length, 'count')}`}
        </Text>
        <TablePager page={current} pages={pages} onChange={changePage} />
      </Group>
    </Stack>
  );
}
