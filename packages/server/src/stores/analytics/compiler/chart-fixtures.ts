import {
  type IngestRecord,
  PostRecord,
  ProfileRecord,
  SacStatusRecord,
  SacSurveyRecord,
} from '@mirante/core';
import type { AnalyticsEngine } from '../engine.ts';

/** 12 March 2026, 12:00 in São Paulo: the day the compiler tests' rows fall around. */
export const FIXTURE_NOON = Date.parse('2026-03-12T15:00:00Z');
const HOUR = 3_600_000;

let serial = 0;
const nextId = (prefix: string) => {
  serial += 1;
  return `${prefix}-${serial}`;
};

export const fixturePost = (fields: Record<string, unknown>): IngestRecord<'posts'> =>
  PostRecord.parse({ id: nextId('post'), channel: 'twitter', postedAt: FIXTURE_NOON, ...fields });
export const fixtureProfile = (fields: Record<string, unknown>): IngestRecord<'profiles'> =>
  ProfileRecord.parse({
    id: nextId('profile'),
    channel: 'twitter',
    uid: 'u1',
    username: 'ana',
    metricDate: FIXTURE_NOON,
    ...fields,
  });
export const fixtureStatus = (fields: Record<string, unknown>): IngestRecord<'sac-status'> =>
  SacStatusRecord.parse({
    id: nextId('status'),
    userId: 'u1',
    username: 'ana',
    pageId: 'page-1',
    channel: 'facebook',
    value: 'opened',
    statusChangeTime: FIXTURE_NOON,
    ...fields,
  });
export const fixtureSurvey = (fields: Record<string, unknown>): IngestRecord<'sac-surveys'> =>
  SacSurveyRecord.parse({
    id: nextId('survey'),
    userId: 'u1',
    username: 'ana',
    pid: 'page-1',
    channel: 'facebook',
    surveyType: 'CSAT',
    surveyScore: 4,
    surveyDate: FIXTURE_NOON,
    operator: 'op-1',
    ...fields,
  });

/**
 * A few rows of every chart entity in one universe, varied enough that every catalogue card and every
 * filter key selects something: two authors (a lover and a hater), own-page and listening posts, tags,
 * themes and groups, SAC statuses and surveys of each kind.
 */
export async function appendChartFixtures(engine: AnalyticsEngine, universeId: string): Promise<void> {
  await engine.append('posts', universeId, [
    fixturePost({
      uid: 'u1',
      channel: 'twitter',
      polarity: 1,
      gender: 2,
      likes: 10,
      comments: 2,
      shares: 1,
      reach: 100,
      tag: ['elogio', 'campanha'],
      theme: ['Atendimento'],
      group: ['Marca'],
      device: 'Android',
      postType: 'post',
      text: 'Adorei o atendimento, resolveram rápido',
    }),
    fixturePost({
      uid: 'u1',
      channel: 'instagram',
      polarity: 1,
      gender: 2,
      likes: 4,
      postedAt: FIXTURE_NOON - 26 * HOUR,
      tag: ['elogio'],
      theme: ['Produto'],
      group: ['Marca'],
      pid: 'page-1',
      sacType: 'PostComment',
      sacStatus: 'replied',
      sacLastStatus: 'opened',
      operator: 'op-1',
      replied: true,
      text: 'Produto chegou, ótimo',
    }),
    fixturePost({
      uid: 'u2',
      channel: 'facebook',
      polarity: -1,
      gender: 1,
      likes: 1,
      comments: 5,
      postedAt: FIXTURE_NOON - 3 * HOUR,
      tag: ['reclamação'],
      theme: ['Entrega'],
      group: ['Concorrentes'],
      pid: 'page-1',
      sacType: 'Reels',
      sacStatus: 'closed',
      sacLastStatus: 'pending',
      operator: 'op-2',
      darkPost: true,
      text: 'Entrega atrasada de novo',
    }),
    fixturePost({
      uid: 'u2',
      channel: 'tiktok',
      polarity: 2,
      gender: 7,
      postedAt: FIXTURE_NOON + HOUR,
      favorite: true,
    }),
  ]);
  await engine.append('profiles', universeId, [
    fixtureProfile({ uid: 'u1', followers: 100, metricDate: FIXTURE_NOON - 26 * HOUR }),
    fixtureProfile({ uid: 'u1', followers: 120 }),
    fixtureProfile({ uid: 'u2', username: 'bia', channel: 'instagram', followers: 50 }),
  ]);
  await engine.append('sac-status', universeId, [
    fixtureStatus({
      value: 'opened',
      lastValue: 'pending',
      event: 'posted_to_open',
      sacType: 'Post',
      pid: 'post-1',
    }),
    fixtureStatus({
      value: 'replied',
      lastValue: 'opened',
      event: 'open_to_answer',
      operator: 'op-1',
      sacType: 'Post',
      pid: 'post-1',
      annotateAtDate: FIXTURE_NOON,
    }),
    fixtureStatus({
      userId: 'u2',
      channel: 'instagram',
      value: 'holding',
      lastValue: 'opened',
      sacType: 'Story',
    }),
  ]);
  await engine.append('sac-surveys', universeId, [
    fixtureSurvey({ surveyType: 'CSAT', surveyScore: 5 }),
    fixtureSurvey({ surveyType: 'CSAT', surveyScore: 3, userId: 'u2' }),
    fixtureSurvey({ surveyType: 'NPS', surveyScore: 9, channel: 'instagram' }),
    fixtureSurvey({ surveyType: 'CES', surveyScore: 2, surveyDate: FIXTURE_NOON - 26 * HOUR }),
  ]);
}

const MINUTE = 60_000;
const DAY = 24 * HOUR;

/** Midnight in São Paulo of a calendar date (no daylight saving since 2019: UTC−3). */
const spMidnight = (date: string) => Date.parse(`${date}T03:00:00Z`);

/**
 * Rows at the edges the engines could disagree on, for the DuckDB/ClickHouse comparison: São Paulo midnights
 * and the last ms before them (a day's, a Sunday's week, a month's), the range's own ends, texts in accented
 * upper and lower case, NULLs of every nullable field, empty and accented lists, a daylight-saving change
 * (São Paulo, November 2018), repeated measures of a profile, SAC statuses and surveys without their optional
 * fields. Times are distinct within each entity (first/last and the latest measure have no ties to break).
 */
export async function appendBoundaryFixtures(engine: AnalyticsEngine, universeId: string): Promise<void> {
  const day = spMidnight('2026-03-12');
  let tick = 0;
  // A distinct ms for each row, so no two rows of an entity share a time.
  const at = (ms: number) => {
    tick += 1;
    return ms + tick;
  };
  await engine.append('posts', universeId, [
    fixturePost({ postedAt: day, uid: 'u3', text: 'ÓTIMO ATENDIMENTO!', tag: ['Elogio'], polarity: 1 }),
    fixturePost({
      postedAt: day - 1,
      uid: 'u3',
      text: 'Ação rápida, entrega ÁGIL',
      tag: ['reclamação', 'elogio'],
    }),
    fixturePost({
      postedAt: day + DAY - MINUTE,
      uid: null,
      text: 'produto com DEFEITO',
      polarity: -1,
      gender: 1,
    }),
    fixturePost({
      postedAt: day + DAY - MINUTE + 1,
      uid: 'u4',
      text: 'atendente educada',
      channel: 'facebook',
    }),
    fixturePost({
      postedAt: at(day - 2 * DAY + 5 * HOUR),
      uid: 'page-1',
      pid: 'page-1',
      channel: 'facebook',
      text: 'Nossa PROMOÇÃO: produto novo',
      likes: 7,
      shares: 3,
      reach: 40,
      sacType: 'Post',
      sacStatus: 'opened',
      operator: 'op-2',
      tag: [],
      theme: ['Produto', 'Atendimento'],
      group: ['Marca'],
    }),
    fixturePost({
      postedAt: at(day - 3 * DAY + 9 * HOUR),
      uid: 'u2',
      pid: 'page-1',
      channel: 'instagram',
      text: 'Çedilha e acentuação: Atenção ao ATENDIMENTO',
      polarity: 2,
      gender: 2,
      likes: 3,
      comments: 1,
      device: 'iPhone',
      postType: 'reel',
      sacType: 'Reels',
      sacStatus: 'replied',
      sacLastStatus: 'holding',
      operator: 'op-1',
      replied: true,
      tag: ['reclamação'],
    }),
    // Week and month edges: Sunday 8 March and 1 March 2026 at midnight, and the ms before each.
    fixturePost({ postedAt: spMidnight('2026-03-08'), uid: 'u1', text: 'domingo', likes: 2 }),
    fixturePost({ postedAt: spMidnight('2026-03-08') - 1, uid: 'u1', text: 'sábado', likes: 5 }),
    fixturePost({
      postedAt: spMidnight('2026-03-01'),
      uid: 'u2',
      text: 'março',
      channel: 'instagram',
      likes: 1,
    }),
    fixturePost({ postedAt: spMidnight('2026-03-01') - 1, uid: 'u2', text: 'fevereiro', likes: 9 }),
    fixturePost({ postedAt: spMidnight('2026-02-16') + 7 * HOUR, uid: 'u5', text: 'Entrega ágil', likes: 4 }),
    // São Paulo's last daylight-saving start: 4 November 2018, 00:00 became 01:00.
    fixturePost({
      postedAt: Date.parse('2018-11-04T03:00:00Z'),
      uid: 'u1',
      text: 'horário de verão',
      likes: 1,
    }),
    fixturePost({
      postedAt: Date.parse('2018-11-04T02:30:00Z'),
      uid: 'u2',
      text: 'antes da mudança',
      likes: 2,
    }),
    fixturePost({ postedAt: Date.parse('2018-11-05T02:59:00Z'), uid: 'u2', text: 'fim do dia', likes: 3 }),
  ]);
  await engine.append('profiles', universeId, [
    fixtureProfile({ uid: 'u3', username: 'caio', followers: 10, metricDate: at(day - 4 * DAY) }),
    fixtureProfile({ uid: 'u3', username: 'caio', followers: 12, metricDate: at(day - DAY) }),
    fixtureProfile({ uid: 'u4', username: 'duda', channel: 'facebook', followers: 7, metricDate: day }),
    fixtureProfile({ uid: 'u4', username: 'duda', channel: 'facebook', followers: 9, metricDate: day - 1 }),
  ]);
  await engine.append('sac-status', universeId, [
    fixtureStatus({ userId: 'u3', value: 'pending', statusChangeTime: at(day - DAY), pid: null }),
    fixtureStatus({
      userId: 'u3',
      channel: 'instagram',
      value: 'closed',
      lastValue: 'replied',
      event: 'answer_to_finished',
      sacType: 'Reels',
      operator: 'op-2',
      statusChangeTime: at(day - DAY + 4 * HOUR),
      postedAt: day - 2 * DAY,
      pid: 'post-9',
    }),
    fixtureStatus({ userId: 'u4', value: 'ignored', statusChangeTime: day + DAY - MINUTE, operator: 'op-1' }),
  ]);
  await engine.append('sac-surveys', universeId, [
    fixtureSurvey({ surveyType: 'NPS', surveyScore: 10, surveyDate: at(day - 2 * DAY), operator: null }),
    fixtureSurvey({ surveyType: 'CSAT', surveyScore: 4, surveyDate: at(day - DAY), userId: 'u3' }),
    fixtureSurvey({ surveyType: 'CES', surveyScore: 1, surveyDate: day, channel: 'instagram' }),
  ]);
}
