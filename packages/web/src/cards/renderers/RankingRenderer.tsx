import { formatValue } from '@mirante/core';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { ChannelIcon } from '../components/ChannelIcon.tsx';
import classes from './RankingRenderer.module.css';

/** How many rows a ranking shows. */
export const RANKING_TOP = 10;

/** The top rows, largest first, each with its channel's icon, a bar relative to the first and its value. */
export function RankingRenderer({ title, data }: CardRendererProps) {
  if (data.kind !== 'values' || data.items.length === 0)
    return <CardStateView state="empty" onRetry={null} />;
  const rows = [...data.items].sort((a, b) => b.value - a.value).slice(0, RANKING_TOP);
  const max = Math.max(...rows.map((row) => row.value), 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <ol aria-label={title} tabIndex={0} className={classes.list} data-testid="ranking">
      {rows.map((row, index) => (
        <li key={row.key} className={classes.row}>
          <p className={classes.place} aria-hidden="true">
            {index + 1}
          </p>
          {row.channel !== null && <ChannelIcon channel={row.channel} />}
          <div className={classes.what}>
            <div className={classes.line}>
              <p className={classes.name}>{row.name}</p>
              <p className={classes.value}>{formatValue(row.value, data.format)}</p>
            </div>
            <div
              aria-hidden="true"
              className={classes.bar}
              style={{
                width: `${max > 0 ? Math.max(2, (row.value / max) * 100) : 0}%`,
                background: row.color ?? 'var(--mantine-primary-color-filled)',
              }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
