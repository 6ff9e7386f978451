/** Chart entities and the kind of each of their fields (spec §3 "Datasets"). */
export type FieldKind = 'discrete' | 'continuous' | 'date';

export const CHART_ENTITIES = ['posts', 'users', 'sac-status', 'sac-surveys'] as const;
export type ChartEntity = (typeof CHART_ENTITIES)[number];

export const ENTITY_FIELDS: Record<ChartEntity, Readonly<Record<string, FieldKind>>> = {
  posts: {
    id: 'discrete',
    channel: 'discrete',
    postedAt: 'date',
    likes: 'continuous',
    comments: 'continuous',
    interactions: 'continuous',
    shares: 'continuous',
    polarity: 'discrete',
    device: 'discrete',
    tag: 'discrete',
    theme: 'discrete',
    group: 'discrete',
    views: 'continuous',
    postType: 'discrete',
    gender: 'discrete',
    impressions: 'continuous',
    reach: 'continuous',
    sacType: 'discrete',
    sacStatus: 'discrete',
    uid: 'discrete',
    operator: 'discrete',
    pid: 'discrete',
    fbViews: 'continuous',
  },
  users: {
    id: 'discrete',
    followers: 'continuous',
    metricDate: 'date',
    channel: 'discrete',
    uid: 'discrete',
    username: 'discrete',
  },
  'sac-status': {
    id: 'discrete',
    userId: 'discrete',
    username: 'discrete',
    pageId: 'discrete',
    channel: 'discrete',
    value: 'discrete',
    lastValue: 'discrete',
    statusChangeTime: 'date',
    annotateAtDate: 'date',
  },
  'sac-surveys': {
    id: 'discrete',
    userId: 'discrete',
    username: 'discrete',
    pid: 'discrete',
    channel: 'discrete',
    surveyScore: 'continuous',
    surveyType: 'discrete',
    surveyDate: 'date',
  },
};

/** The date field each entity's time series are bucketed on. */
export const ENTITY_TIME_FIELD: Record<ChartEntity, string> = {
  posts: 'postedAt',
  users: 'metricDate',
  'sac-status': 'statusChangeTime',
  'sac-surveys': 'surveyDate',
};
