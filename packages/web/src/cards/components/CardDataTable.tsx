import { ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardData } from '../card-data.ts';
import { cardDataRows, formatCell } from '../card-data-rows.ts';

interface CardDataTableProps {
  caption: string;
  data: CardData;
  /** Hidden: read by screen readers beside the chart. Visible: the card's table view for keyboard users. */
  visible: boolean;
}

/** Every chart's data as a table, built by the same rows function as the CSV and XLSX exports. */
export function CardDataTable({ caption, data, visible }: CardDataTableProps) {
  const { t } = useI18n();
  const { columns, rows } = useMemo(() => cardDataRows(data, t), [data, t]);
  const table = (
    <Table striped={visible} highlightOnHover={visible} fz="sm" stickyHeader={visible}>
      <Table.Caption style={visible ? { captionSide: 'top', textAlign: 'left' } : undefined}>
        {caption}
      </Table.Caption>
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
              const info = columns[column] ?? { key: String(column), label: '', format: 'text' as const };
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
  if (!visible) return <VisuallyHidden>{table}</VisuallyHidden>;
  return (
    <ScrollArea h="100%" type="auto">
      {table}
    </ScrollArea>
  );
}
