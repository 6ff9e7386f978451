import { VisuallyHidden } from '@mantine/core';
import type { TimeGrain } from '@mirante/core';
import { formatNumber, formatPointDate } from '../../app/formatters.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { DisplaySeries } from '../display-series.ts';

interface SeriesTableProps {
  caption: string;
  series: DisplaySeries[];
  grain: TimeGrain | null;
}

interface Row {
  time: number;
  values: (number | null)[];
}

/** One row per timestamp of any series, one column per series; a series without that point leaves a gap. */
function toRows(series: DisplaySeries[]): Row[] {
  const byTime = new Map<number, (number | null)[]>();
  series.forEach(({ data }, column) => {
    for (const [time, value] of data) {
      let values = byTime.get(time);
      if (!values) {
        values = series.map(() => null);
        byTime.set(time, values);
      }
      values[column] = value;
    }
  });
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, values]) => ({ time, values }));
}

/** The chart's data as a table for screen readers: every chart has a table view. */
export function SeriesTable({ caption, series, grain }: SeriesTableProps) {
  const { t } = useI18n();
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.table.date')}</th>
            {series.map((item) => (
              <th scope="col" key={item.key}>
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {toRows(series).map((row) => (
            <tr key={row.time}>
              <th scope="row">{formatPointDate(row.time, grain)}</th>
              {row.values.map((value, column) => (
                <td key={series[column]?.key ?? column}>{value === null ? '' : formatNumber(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
