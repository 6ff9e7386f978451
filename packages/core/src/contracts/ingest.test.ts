import { describe, expect, it } from 'vitest';
import { ENTITY_FIELDS } from '../domain/datasets.ts';
import {
  DeskTicketRecord,
  INGEST_DATASETS,
  INGEST_FIELD_KINDS,
  INGEST_RECORD_SCHEMAS,
  INGEST_TIME_FIELD,
  PostRecord,
  ProfileRecord,
  SacStatusRecord,
  SacSurveyRecord,
  StockPriceRecord,
} from './ingest.ts';
import { choice, count, flag, optionalText, recordSchemaMismatches } from './ingest-field-schemas.ts';

const examples = {
  posts: {
    id: 'p1',
    channel: 'instagram',
    postedAt: '2026-11-20T10:00:00-03:00',
    likes: 3,
    comments: 2,
    shares: 1,
  },
  profiles: {
    id: 'u1',
    channel: 'twitter',
    uid: '42',
    username: 'mirante',
    followers: 1000,
    metricDate: '2026-11-20',
  },
  'sac-status': {
    id: 's1',
    userId: 'u1',
    username: 'cliente',
    pageId: 'pg1',
    channel: 'facebook',
    value: 'replied',
    statusChangeTime: 1_763_640_000_000,
  },
  'sac-surveys': {
    id: 'v1',
    userId: 'u1',
    username: 'cliente',
    pid: 'p1',
    channel: 'instagram',
    surveyType: 'CSAT',
    surveyScore: 4,
    surveyDate: '2026-11-20',
  },
  'chatbot-messages': {
    id: 'm1',
    botKey: 'bot',
    contactId: 'c1',
    domain: 'wa.gw.msging.net',
    direction: 'received',
    sentAt: '2026-11-20T10:00:00Z',
  },
  'chatbot-contacts': { id: 'c1', botKey: 'bot', domain: '0mn.io', firstSeenAt: '2026-11-20T10:00:00Z' },
  'chatbot-events': {
    id: 'e1',
    botKey: 'bot',
    category: 'menu',
    action: 'compras',
    occurredAt: 1_763_640_000_000,
  },
  campaigns: {
    id: 'k1',
    botKey: 'bot',
    campaignName: 'Black Friday',
    sentAt: '2026-11-20',
    sent: 100,
    read: 40,
  },
  'desk-tickets': {
    id: 't1',
    botKey: 'bot',
    team: 'Financeiro',
    openedAt: 1000,
    assignedAt: 2000,
    closedAt: 5000,
    closedBy: 'attendant',
  },
  'attendant-status': {
    id: 'a1',
    botKey: 'bot',
    attendant: 'ana@exemplo.com',
    name: 'Ana',
    status: 'paused',
    changedAt: '2026-11-20T10:00:00Z',
  },
  'operator-status': { id: 'o1', operator: 'Carla', status: 'online', changedAt: '2026-11-20T10:00:00Z' },
  'stock-prices': { id: 'x1', symbol: 'petr4', date: '2026-11-20', open: 30, close: 29.5, volume: 1_000_000 },
} as const;

describe('ingest records', () => {
  it('has an example-tested schema per dataset, with an external id and no universe_id', () => {
    for (const dataset of INGEST_DATASETS) {
      const parsed = INGEST_RECORD_SCHEMAS[dataset].safeParse(examples[dataset]);
      expect(parsed.success, `${dataset}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const record = parsed.data as Record<string, unknown>;
      expect(typeof record.id, dataset).toBe('string');
      expect(record, dataset).not.toHaveProperty('universe_id');
      expect(INGEST_FIELD_KINDS[dataset][INGEST_TIME_FIELD[dataset]], dataset).toBe('date');
      expect(Object.keys(record).sort(), dataset).toEqual(Object.keys(INGEST_FIELD_KINDS[dataset]).sort());
    }
  });

  it('carries every field the chart entities query', () => {
    for (const [entity, dataset] of [
      ['posts', 'posts'],
      ['users', 'profiles'],
      ['sac-status', 'sac-status'],
      ['sac-surveys', 'sac-surveys'],
    ] as const) {
      for (const [field, kind] of Object.entries(ENTITY_FIELDS[entity])) {
        expect(INGEST_FIELD_KINDS[dataset][field], `${dataset}.${field}`).toBe(kind);
      }
    }
  });

  it('reads instants as ISO texts, São Paulo calendar dates or ms', () => {
    const post = PostRecord.parse(examples.posts);
    expect(post.postedAt).toBe(Date.UTC(2026, 10, 20, 13));
    expect(post.interactions).toBe(6);
    expect(post.polarity).toBe(-2);
    expect(post.tag).toEqual([]);
    expect(StockPriceRecord.parse(examples['stock-prices'])).toMatchObject({
      symbol: 'PETR4',
      date: Date.UTC(2026, 10, 20, 3),
      direction: 'down',
    });
    expect(PostRecord.safeParse({ ...examples.posts, postedAt: '20/11/2026' }).success).toBe(false);
    expect(PostRecord.safeParse({ ...examples.posts, postedAt: '2026-02-30' }).success).toBe(false);
  });

  it('accepts numeric ids and single tags', () => {
    const post = PostRecord.parse({ ...examples.posts, id: 123, tag: 'Elogio', theme: ['Preço', ' '] });
    expect(post.id).toBe('123');
    expect(post.tag).toEqual(['Elogio']);
    expect(post.theme).toEqual(['Preço']);
  });

  it('refuses survey scores beyond the kind maximum', () => {
    expect(SacSurveyRecord.safeParse({ ...examples['sac-surveys'], surveyScore: 6 }).success).toBe(false);
    expect(
      SacSurveyRecord.safeParse({ ...examples['sac-surveys'], surveyType: 'NPS', surveyScore: 10 }).success,
    ).toBe(true);
  });

  it('refuses tickets whose times run backwards or close without a closer', () => {
    const ticket = examples['desk-tickets'];
    expect(DeskTicketRecord.safeParse({ ...ticket, assignedAt: 500 }).success).toBe(false);
    expect(DeskTicketRecord.safeParse({ ...ticket, closedBy: null }).success).toBe(false);
    expect(DeskTicketRecord.safeParse({ ...ticket, closedAt: null, closedBy: null }).success).toBe(true);
  });
});

describe('ingest records and the analytics schema', () => {
  it('take exactly the declared fields, as declared', () => {
    for (const dataset of INGEST_DATASETS) {
      expect(recordSchemaMismatches(dataset, INGEST_RECORD_SCHEMAS[dataset]), dataset).toEqual([]);
    }
  });

  it('say how a record schema drifted: fields, types, nullability, values', () => {
    expect(recordSchemaMismatches('profiles', ProfileRecord.extend({ bookmarks: count }))).toEqual([
      'profiles takes id, channel, uid, username, followers, metricDate, bookmarks; declared id, channel, uid, username, followers, metricDate',
    ]);
    expect(recordSchemaMismatches('profiles', ProfileRecord.omit({ uid: true }))).toHaveLength(1);
    expect(
      recordSchemaMismatches('profiles', ProfileRecord.extend({ followers: flag, uid: optionalText })),
    ).toEqual([
      'profiles.uid nullable true, declared false',
      'profiles.followers takes flag, declared integer',
    ]);
    expect(
      recordSchemaMismatches('sac-status', SacStatusRecord.extend({ value: choice(['pending', 'opened']) })),
    ).toEqual([
      'sac-status.value takes pending, opened, declared pending, opened, holding, replied, closed, ignored',
    ]);
  });
});
