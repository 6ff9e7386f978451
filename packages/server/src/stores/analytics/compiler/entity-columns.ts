import type { ChartEntity } from '@mirante/core';

/** Where each template field of an entity lives in the analytics store. */
export interface EntityTable {
  table: string;
  columns: Readonly<Record<string, string>>;
}

export const ENTITY_TABLES: Partial<Record<ChartEntity, EntityTable>> = {
  posts: {
    table: 'posts',
    columns: {
      id: 'id',
      channel: 'channel',
      postedAt: 'posted_at',
      likes: 'likes',
      comments: 'comments',
      interactions: 'interactions',
      shares: 'shares',
      polarity: 'polarity',
      device: 'device',
      tag: 'tag',
      theme: 'theme',
      group: '"group"',
      views: 'views',
      postType: 'post_type',
      gender: 'gender',
      impressions: 'impressions',
      reach: 'reach',
      sacType: 'sac_type',
      sacStatus: 'sac_status',
      uid: 'uid',
      operator: 'operator',
      pid: 'pid',
      fbViews: 'fb_views',
    },
  },
};
