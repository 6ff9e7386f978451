import type { MessageKey } from '../i18n/pt-BR.ts';
import type { ChartEntity } from './datasets.ts';

/** Data sources a custom component reads from (spec §9). */
export const DATA_SOURCES = ['listening', 'sac', 'smartCare', 'competitive'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export const DATA_SOURCE_LABELS: Record<DataSource, MessageKey> = {
  listening: 'dataSource.listening',
  sac: 'dataSource.sac',
  smartCare: 'dataSource.smartCare',
  competitive: 'dataSource.competitive',
};

/** The chart entities each source may query. */
export const DATA_SOURCE_ENTITIES: Record<DataSource, readonly ChartEntity[]> = {
  listening: ['posts', 'users'],
  sac: ['posts', 'sac-status'],
  smartCare: ['sac-status', 'sac-surveys'],
  competitive: ['posts', 'users'],
};

export function isDataSource(value: string): value is DataSource {
  return (DATA_SOURCES as readonly string[]).includes(value);
}
