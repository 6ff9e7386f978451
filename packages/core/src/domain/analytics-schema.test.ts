import { describe, expect, it } from 'vitest';
import { ANALYTICS_DATASETS, ANALYTICS_SCHEMA } from './analytics-schema.ts';
import { CHART_ENTITIES, ENTITY_DATASET, ENTITY_FIELDS, ENTITY_TIME_FIELD } from './datasets.ts';

describe('the analytics schema', () => {
  it('gives every dataset a table of its own, its fields columns of their own', () => {
    const tables = ANALYTICS_DATASETS.map((d) => ANALYTICS_SCHEMA[d].table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(ANALYTICS_SCHEMA['sac-status']).toMatchObject({
      table: 'sac_status',
      timeColumn: 'status_change_time',
    });
    for (const dataset of ANALYTICS_DATASETS) {
      const columns = ANALYTICS_SCHEMA[dataset].fields.map((f) => f.column);
      expect(new Set(columns).size, dataset).toBe(columns.length);
    }
    const fbViews = ANALYTICS_SCHEMA.posts.fields.find((f) => f.field === 'fbViews');
    expect(fbViews).toMatchObject({ column: 'fb_views', type: 'integer', sql: 'BIGINT', kind: 'continuous' });
  });

  it("makes each chart entity's fields and time field its dataset's", () => {
    expect(ENTITY_DATASET).toEqual({
      posts: 'posts',
      users: 'profiles',
      'sac-status': 'sac-status',
      'sac-surveys': 'sac-surveys',
    });
    for (const entity of CHART_ENTITIES) {
      const schema = ANALYTICS_SCHEMA[ENTITY_DATASET[entity]];
      expect(ENTITY_TIME_FIELD[entity]).toBe(schema.timeField);
      for (const [field, kind] of Object.entries(ENTITY_FIELDS[entity])) {
        expect(schema.fields.find((f) => f.field === field)?.kind, `${entity}.${field}`).toBe(kind);
      }
    }
    // Charts list the fields in the entity's order, not the record's.
    expect(Object.keys(ENTITY_FIELDS.users)).toEqual([
      'id',
      'followers',
      'metricDate',
      'channel',
      'uid',
      'username',
    ]);
    expect(ENTITY_FIELDS.posts).not.toHaveProperty('quotes');
  });
});
