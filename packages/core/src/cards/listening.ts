import type { CardDefinition } from './card-definition.ts';

export const listeningCards: CardDefinition[] = [
  {
    id: 'LSN_13',
    aliasIds: [],
    width: 12,
    height: 'MID',
    component: 'PostsOverTime',
    componentType: 'line',
    visible: true,
    notSupportFilter: false,
    dataType: 'LISTENING',
    subDataType: null,
    hideInLibrary: [],
    hideMenu: false,
    isEvent: false,
    shareable: true,
    lgpd: false,
    tagsView: false,
    type: 'line',
    control: {},
    props: { title: 'cards.LSN_13.title', description: 'cards.LSN_13.description' },
    query: {
      service: 'charts-service',
      entity: 'posts',
      template: {
        grouping: ['postedAt', 'channel'],
        datePortion: 'auto',
        sorting: 'asc',
        sortFields: ['postedAt'],
        metricsMetadata: { fields: ['id'], label: 'Publicações', groupingForTotal: [], operators: ['count'] },
        method: 'count',
        defaultTimeSeriesValue: 0,
      },
    },
  },
];
