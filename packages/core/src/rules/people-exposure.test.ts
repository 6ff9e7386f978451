import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chartQuery } from '../cards/define-card.ts';
import { cardRegistry } from '../cards/registry.ts';
import { WAR_ROOM_ANSWERS, WAR_ROOM_ENDPOINTS } from '../contracts/war-room.ts';
import { filterFromSelected } from './card-overrides.ts';
import { validateCustomComponent } from './component-rules.ts';
import { cardExposesPeople, filterNamesPeople, queryExposesPeople } from './people-exposure.ts';

const posts = (grouping: string[], fields: string[], operators: ('count' | 'size' | 'last' | 'max')[]) =>
  chartQuery('posts', { grouping, fields, operators, label: 'n' });

describe('whether an answer exposes people, from its query', () => {
  it('holds every catalogue card: its LGPD flag is what its query and own filters say', () => {
    const wrong = cardRegistry
      .all()
      .filter(
        (card) => card.lgpd !== cardExposesPeople(card.query, filterFromSelected(card.props.selectedFilters)),
      )
      .map((card) => card.id);
    expect(wrong).toEqual([]);
  });

  it('sees a grouping, a sort or a total by a person, and a person field given back', () => {
    expect(queryExposesPeople(posts(['channel'], ['id'], ['count']))).toBe(false);
    expect(queryExposesPeople(posts(['uid'], ['id'], ['count']))).toBe(true);
    expect(queryExposesPeople(posts(['operator'], ['id'], ['count']))).toBe(true);
    // Counting distinct authors tells how many, not who.
    expect(queryExposesPeople(posts(['channel'], ['uid'], ['size']))).toBe(false);
    expect(queryExposesPeople(posts(['channel'], ['uid'], ['max']))).toBe(true);
    const sorted = posts(['channel'], ['id'], ['count']);
    expect(queryExposesPeople({ ...sorted, template: { ...sorted.template, sortFields: ['uid'] } })).toBe(
      true,
    );
    const totalled = posts(['channel'], ['id'], ['count']);
    totalled.template.metricsMetadata.groupingForTotal = ['uid'];
    expect(queryExposesPeople(totalled)).toBe(true);
    const users = chartQuery('users', {
      grouping: ['username'],
      fields: ['followers'],
      operators: ['last'],
      label: 'n',
    });
    expect(queryExposesPeople(users)).toBe(true);
    // A connected page is the brand's own.
    expect(queryExposesPeople(posts(['pid'], ['id'], ['count']))).toBe(false);
  });

  it('sees endpoints that list people and answers split by person', () => {
    const get = (endpoint: 'top-posts' | 'post-in-time') =>
      ({ service: 'war-room', endpoint, method: 'GET', params: {} }) as const;
    expect(queryExposesPeople(get('top-posts'))).toBe(true);
    expect(queryExposesPeople(get('post-in-time'))).toBe(false);
    const byGroup = (group: string) =>
      ({
        service: 'performance',
        endpoint: 'report/avg_time_distribution',
        method: 'GET',
        params: { group },
      }) as const;
    expect(queryExposesPeople(byGroup('operator'))).toBe(true);
    expect(queryExposesPeople(byGroup('page'))).toBe(false);
  });

  it('lists exactly the war-room endpoints whose answer schema carries a person', () => {
    for (const endpoint of WAR_ROOM_ENDPOINTS) {
      const schema = JSON.stringify(z.toJSONSchema(WAR_ROOM_ANSWERS[endpoint]));
      const carriesPerson = /"(uid|username|userId)":/.test(schema);
      const query = { service: 'war-room', endpoint, method: 'GET', params: {} } as const;
      expect(queryExposesPeople(query), endpoint).toBe(carriesPerson);
    }
  });

  it('sees filters that ask about particular people', () => {
    expect(filterNamesPeople({ uids: ['twitter-1'] })).toBe(true);
    expect(filterNamesPeople({ operators: ['Ana'] })).toBe(true);
    expect(filterNamesPeople({ uids: [], channels: ['twitter'] })).toBe(false);
  });

  it('makes a custom component grouped by an author field LGPD, whatever the form said', () => {
    const component = (grouping: string[]) =>
      validateCustomComponent({
        title: 'Por autor',
        lgpd: false,
        dataSource: 'listening',
        chartType: 'bar',
        entity: 'users',
        chartTemplate: chartQuery('users', {
          grouping,
          fields: ['followers'],
          operators: ['sum'],
          label: 'n',
        }).template,
      });
    expect(component(['username'])).toMatchObject({ ok: true, value: { lgpd: true } });
    expect(component(['channel'])).toMatchObject({ ok: true, value: { lgpd: false } });
  });
});
