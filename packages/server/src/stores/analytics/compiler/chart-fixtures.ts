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
