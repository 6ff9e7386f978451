import { ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { type CardData, cardDataRows, formatCell, type TableColumn } from '@mirante/core';
import { memo, useMemo } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { useAfterIdle } from './useAfterIdle.ts';

interface CardDataTableProps {
  caption: string;
  data: CardData;
  /** Hidden: read by screen readers beside the chart. Visible: the card's table view for keyboard users. */
  visible: boolean;
}

/** The column of a cell, by position. */
const columnAt = (columns: readonly TableColumn[], index: number): TableColumn =>
  columns[index] ?? { key: String(index), label: '', format: 'text' };

/**
 * Every chart's data as a table, built by the same rows function as the CSV and XLSX exports. The hidden table
 * beside each chart is plain HTML: a dashboard has dozens of them, and a styled cell component per value
 * costs rendering time nobody sees. Memoised: its card draws again when its chart registers for the exports,
 * and the table (a row per point) has not changed.
 */
export const CardDataTable = memo(function CardDataTable({ caption, data, visible }: CardDataTableProps) {
  return visible ? (
    <VisibleTable caption={caption} data={data} />
  ) : (
    <HiddenTable caption={caption} data={data} />
  );
});

type TableProps = Omit<CardDataTableProps, 'visible'>;

/**
 * The table beside a chart, for screen readers: built once the page is first idle, so a dashboard's dozens of
 * them (a third of its elements) do not hold its charts back.
 */
function HiddenTable({ caption, data }: TableProps) {
  return useAfterIdle() ? <HiddenTableRows caption={caption} data={data} /> : null;
}

function HiddenTableRows({ caption, data }: TableProps) {
  const { t } = useI18n();
  const { columns, rows } = useMemo(() => cardDataRows(data, t), [data, t]);
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the data's order is the rows' identity
            <tr key={index}>
              {row.map((cell, column) => {
                const info = columnAt(columns, column);
                return column === 0 ? (
                  <th scope="row" key={info.key}>
                    {formatCell(cell, info)}
                  </th>
                ) : (
                  <td key={info.key}>{formatCell(cell, info)}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function VisibleTable({ caption, data }: TableProps) {
  const { t } = useI18n();
  const { columns, rows } = useMemo(() => cardDataRows(data, t), [data, t]);
  const table = (
    <Table striped highlightOnHover fz="sm" stickyHeader>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th scope="col" key={column.key}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          // Rows have no identity of their own beyond their position in the data.
          // biome-ignore lint/suspicious/noArrayIndexKey: the data's order is the rows' identity
          <Table.Tr key={index}>
            {row.map((cell, column) => {
              const info = columnAt(columns, column);
              return column === 0 ? (
                <Table.Th scope="row" key={info.key} fw="normal">
                  {formatCell(cell, info)}
                </Table.Th>
              ) : (
                <Table.Td key={info.key}>{formatCell(cell, info)}</Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ScrollArea h="100%" type="auto">
      {table}
    </ScrollArea>
  );
}
