import type { CustomComponent } from '@mirante/core';

/** A component as 'Criar componente' saves it: posts by channel, as a donut. For tests. */
export const FIXTURE_COMPONENT: CustomComponent = {
  id: 'c1',
  title: 'Canais da marca',
  description: 'Publicações por canal',
  lgpd: false,
  featureFlag: null,
  dataSource: 'listening',
  chartType: 'donut',
  entity: 'posts',
  chartTemplate: {
    grouping: ['channel'],
    datePortion: null,
    sorting: 'desc',
    sortFields: [],
    metricsMetadata: { fields: ['id'], label: 'Publicações', groupingForTotal: [], operators: ['count'] },
    method: 'count',
    defaultTimeSeriesValue: 0,
  },
  createdAt: 1,
  createdBy: 'ana@example.com',
};
