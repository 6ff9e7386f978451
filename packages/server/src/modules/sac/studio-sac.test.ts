// Until core's index exports contracts/studio-sac.ts (the integrator's), its contract is read by path.
import {
  type CardConfig,
  type CardEndpoint,
  cardEndpointByKey,
  cardRegistry,
  cardRequestUrl,
  cardSourceOf,
  DAY_MS,
  type Dashboard,
  END_OF_DAY_OFFSET_MS,
  type Filter,
  type IngestRecord,
  OperatorStatusRecord,
  PostRecord,
  ProfileRecord,
  RATING_COLORS,
  ratingLevel,
  SacStatusRecord,
  SacSurveyRecord,
  STATUS_OF_FILTER_NAME,
  STUDIO_SAC_ANSWERS,
  type StudioSacAnswer,
  type StudioSacEndpoint,
  SURVEY_MAX_SCORE,
  SURVEY_MIN_SCORE,
  type SurveyKind,
  startOfZonedDay,
  translate,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest } from '../../security/tenant-fixtures.ts';
import { signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createStudioSacService, periodDays } from './service.ts';

/*
 * Every studio SAC endpoint over real HTTP, its numbers held to a recount in plain TypeScript of the raw posts,
 * status changes, surveys, operator status changes and profiles written below (the same records the store was
 * given), following contracts/studio-sac.ts. A copy of every record goes to another universe: none of it counts.
 */

type Post = IngestRecord<'posts'>;
type Change = IngestRecord<'sac-status'>;
type Survey = IngestRecord<'sac-surveys'>;
type OperatorChange = IngestRecord<'operator-status'>;

const UNIVERSE = 'sac-fixtures';
const OTHER = 'sac-outra-marca';
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The start of a São Paulo day (no daylight saving since 2019: 03:00 UTC). */
const day = (key: string) => startOfZonedDay(Date.parse(`${key}T15:00:00Z`));
/** 9 to 12 March 2026, as the web asks it: its end at 23:59 of the last day (the server adds the last minute). */
const PERIOD = { start: day('2026-03-09'), end: day('2026-03-12') + END_OF_DAY_OFFSET_MS };
const EMPTY_PERIOD = { start: day('2026-02-02'), end: day('2026-02-03') + END_OF_DAY_OFFSET_MS };
const D7 = day('2026-03-07');
const D8 = day('2026-03-08');
const D9 = day('2026-03-09');
const D10 = day('2026-03-10');
const D11 = day('2026-03-11');
const D12 = day('2026-03-12');
const D13 = day('2026-03-13');
const MIDNIGHT_OF_11 = D11;
const LAST_MS_OF_10 = D11 - 1;
const LAST_MINUTE = D13 - 30_000;
const BEFORE = D9 - 1;

// The connected pages; page-x is a page of the universe that the dashboard does not connect.
const P_FB = 'page-fb';
const P_IG = 'page-ig';
const P_X = 'page-x';
const PAGES = [
  { id: P_FB, channel: 'facebook' },
  { id: P_IG, channel: 'instagram' },
];
const CONNECTED = PAGES.map((page) => page.id);
const channelOf: Record<string, string> = { [P_FB]: 'facebook', [P_IG]: 'instagram', [P_X]: 'facebook' };

/** What the SAC cards' requests carry: the connected pages, and conversations of them. */
const CONVERSATIONS: Filter = { pages: CONNECTED, page_scope: 'conversations' };

// ---------------------------------------------------------------------------------------------------------------
// The raw records

const posts: Post[] = [];
const post = (fields: Partial<Post> & Pick<Post, 'postedAt'>): Post => {
  const record = PostRecord.parse({
    id: `p${posts.length + 1}`,
    channel: 'twitter',
    text: 'menção',
    ...fields,
  });
  posts.push(record);
  return record;
};
/** A customer's post on a page, in a status. */
const conversation = (
  page: string,
  postedAt: number,
  sacStatus: Post['sacStatus'],
  fields: Partial<Post> = {},
): Post => {
  const n = posts.length + 1;
  return post({
    channel: channelOf[page],
    pid: page,
    uid: `cliente-${n}`,
    username: `cliente${n}`,
    text: `Conversa ${n}`,
    url: `https://social.example.com/${n}`,
    sacType: 'PostComment',
    sacStatus,
    postedAt,
    ...fields,
  });
};
const own = (page: string, postedAt: number) =>
  post({ channel: channelOf[page], pid: page, uid: page, username: page, postedAt });

conversation(P_FB, D9 + 10 * HOUR, 'opened');
conversation(P_FB, LAST_MS_OF_10, 'pending', { sacType: 'Inbox', url: null });
conversation(P_IG, MIDNIGHT_OF_11, 'opened', { sacType: 'Story' });
conversation(P_IG, D11 + 5 * HOUR, 'replied');
conversation(P_FB, LAST_MINUTE, 'pending');
conversation(P_FB, BEFORE, 'opened');
conversation(P_FB, D13, 'opened');
conversation(P_FB, D10 + 12 * HOUR, 'closed');
// Holding now, opened before: its previous status is Aberto, its current one is not.
conversation(P_IG, D12 + 8 * HOUR, 'holding', { sacLastStatus: 'opened' });
// A conversation whose author is unknown is still a conversation.
conversation(P_FB, D10 + 9 * HOUR, 'pending', { uid: null, username: null });
// Sent twice: answered meanwhile (out of the backlog), and back to pending (into it).
const answeredMeanwhile = conversation(P_FB, D11 + 14 * HOUR, 'opened');
const backToPending = conversation(P_IG, D9 + 15 * HOUR, 'replied');
// On a page the dashboard does not connect.
conversation(P_X, D10 + 10 * HOUR, 'opened');
// The pages' own publications (one of a page not connected: earned).
own(P_FB, D10 + 8 * HOUR);
own(P_IG, D12 + 9 * HOUR);
own(P_X, D11 + HOUR);
// Mentions (listening).
post({ channel: 'twitter', postedAt: D9 + 2 * HOUR });
post({ channel: 'twitter', postedAt: MIDNIGHT_OF_11 });
post({ channel: 'twitter', postedAt: LAST_MS_OF_10 });
post({ channel: 'twitter', postedAt: BEFORE });
post({ channel: 'youtube', postedAt: LAST_MINUTE });
post({ channel: 'youtube', postedAt: D13 });
post({ channel: 'news', postedAt: D12 + 3 * HOUR });
const RESENT_POSTS: Post[] = [
  { ...answeredMeanwhile, sacStatus: 'replied', sacLastStatus: 'opened' },
  { ...backToPending, sacStatus: 'pending', sacLastStatus: 'replied' },
];

const profiles = [
  { id: 'pr1', channel: 'facebook', uid: P_FB, username: 'marca.antiga', followers: 10, metricDate: D8 },
  { id: 'pr2', channel: 'facebook', uid: P_FB, username: 'Marca FB', followers: 12, metricDate: D10 },
  { id: 'pr3', channel: 'instagram', uid: P_IG, username: 'Marca IG', followers: 20, metricDate: D9 },
].map((profile) => ProfileRecord.parse(profile));
const OTHER_PROFILES = [
  ProfileRecord.parse({
    id: 'pr9',
    channel: 'facebook',
    uid: P_FB,
    username: 'Outra marca',
    metricDate: D12,
  }),
];

const changes: Change[] = [];
const change = (
  page: string,
  at: number,
  event: Change['event'],
  operator: string | null,
  fields: Partial<Change> = {},
): Change => {
  const record = SacStatusRecord.parse({
    id: `c${changes.length + 1}`,
    userId: 'cliente',
    username: 'cliente',
    pageId: page,
    pid: page,
    channel: channelOf[page],
    value: event === 'open_to_answer' ? 'replied' : 'opened',
    event,
    operator,
    statusChangeTime: at,
    postId: `conversa-${changes.length + 1}`,
    postedAt: at - 30 * MINUTE,
    ...fields,
  });
  changes.push(record);
  return record;
};
change(P_FB, D9 + 11 * HOUR, 'open_to_answer', 'Ana');
change(P_IG, MIDNIGHT_OF_11, 'open_to_answer', 'Ana');
change(P_FB, LAST_MS_OF_10, 'open_to_answer', 'Bruno');
change(P_FB, LAST_MINUTE, 'open_to_answer', 'Bruno');
change(P_FB, BEFORE, 'open_to_answer', 'Ana');
change(P_FB, D13, 'open_to_answer', 'Ana');
change(P_X, D10 + HOUR, 'open_to_answer', 'Carla');
change(P_IG, D10 + 13 * HOUR, 'open_to_answer', 'Carla');
change(P_FB, D9 + HOUR, 'posted_to_open', 'Ana');
change(P_FB, D10 + 2 * HOUR, 'answer_to_finished', 'Bruno');
change(P_FB, D10 + 3 * HOUR, 'open_to_answer', null);
// Sent twice: the later version is a wait, not an answer.
const resentChange = change(P_FB, D11 + 9 * HOUR, 'open_to_answer', 'Bruno');
const RESENT_CHANGES: Change[] = [{ ...resentChange, event: 'waiting', value: 'holding' }];

const operatorChanges: OperatorChange[] = [];
const operatorStatus = (operator: string, status: OperatorChange['status'], changedAt: number) => {
  const record = OperatorStatusRecord.parse({
    id: `os${operatorChanges.length + 1}`,
    operator,
    status,
    changedAt,
  });
  operatorChanges.push(record);
  return record;
};
operatorStatus('Ana', 'online', D8 + 9 * HOUR);
operatorStatus('Ana', 'paused', D11 + 10 * HOUR);
operatorStatus('Ana', 'offline', D13 + HOUR);
operatorStatus('Bruno', 'online', D7);
const resentOperatorChange = operatorStatus('Bruno', 'online', D12 + 20 * HOUR);
operatorStatus('Duda', 'online', D13 + 2 * HOUR);
operatorStatus('Eva', 'offline', D13 - 1_000);
const RESENT_OPERATOR_CHANGES: OperatorChange[] = [{ ...resentOperatorChange, status: 'offline' }];
const OTHER_OPERATOR_CHANGES = [
  OperatorStatusRecord.parse({ id: 'os-z', operator: 'Zeca', status: 'online', changedAt: D9 }),
];

const surveys: Survey[] = [];
const survey = (
  surveyType: SurveyKind,
  surveyScore: number,
  page: string,
  surveyDate: number,
  operator: string | null = 'Ana',
): Survey => {
  const record = SacSurveyRecord.parse({
    id: `s${surveys.length + 1}`,
    userId: `respondente-${surveys.length + 1}`,
    username: `respondente${surveys.length + 1}`,
    pid: page,
    channel: channelOf[page],
    surveyType,
    surveyScore,
    surveyDate,
    operator,
  });
  surveys.push(record);
  return record;
};
survey('CSAT', 5, P_FB, D9 + 10 * HOUR);
survey('CSAT', 4, P_IG, MIDNIGHT_OF_11);
survey('CSAT', 1, P_FB, LAST_MS_OF_10, 'Bruno');
survey('CSAT', 3, P_IG, LAST_MINUTE, null);
survey('CSAT', 2, P_X, D10 + HOUR);
survey('CSAT', 5, P_FB, BEFORE);
survey('CSAT', 4, P_FB, D13);
const resentSurvey = survey('CSAT', 2, P_IG, D11 + 12 * HOUR);
survey('NPS', 10, P_FB, D9 + 3 * HOUR);
survey('NPS', 9, P_IG, D10 + 3 * HOUR);
survey('NPS', 7, P_FB, D10 + 4 * HOUR);
survey('NPS', 3, P_FB, D11 + 4 * HOUR);
survey('NPS', 0, P_IG, D12 + 4 * HOUR);
survey('CES', 7, P_FB, D9 + 5 * HOUR);
survey('CES', 5, P_IG, D10 + 5 * HOUR);
survey('CES', 2, P_FB, D11 + 5 * HOUR);
const RESENT_SURVEYS: Survey[] = [{ ...resentSurvey, surveyScore: 5 }];

// ---------------------------------------------------------------------------------------------------------------
// The recount, in plain TypeScript

/** What the store holds: one record per id, the last one sent. */
const stored = <T extends { id: string }>(batches: readonly (readonly T[])[]): T[] => {
  const byId = new Map<string, T>();
  for (const batch of batches) for (const record of batch) byId.set(record.id, record);
  return [...byId.values()];
};
const storedPosts = () => stored([posts, RESENT_POSTS]);
const storedChanges = () => stored([changes, RESENT_CHANGES]);
const storedSurveys = () => stored([surveys, RESENT_SURVEYS]);
const storedOperatorChanges = () => stored([operatorChanges, RESENT_OPERATOR_CHANGES]);

type Period = { start: number; end: number };
const endOf = (period: Period) => Math.floor(period.end / MINUTE) * MINUTE + MINUTE - 1;
const inPeriod = (at: number, period: Period = PERIOD) => at >= period.start && at <= endOf(period);
const daysOf = (period: Period = PERIOD) => {
  const days: number[] = [];
  for (let d = startOfZonedDay(period.start); d <= period.end; d = startOfZonedDay(d + DAY_MS + HOUR))
    days.push(d);
  return days;
};
const dayOf = (at: number) => startOfZonedDay(at);

const onConnected = (page: string | null) => page !== null && CONNECTED.includes(page);
const isConversation = (p: Post) => onConnected(p.pid) && (p.uid === null || p.uid !== p.pid);
const isOwnPublication = (p: Post) => onConnected(p.pid) && p.uid === p.pid;
const BACKLOG = ['Aberto', 'Pendente'] as const;
const BACKLOG_STATUSES: readonly string[] = BACKLOG.map((name) => STATUS_OF_FILTER_NAME[name]);
const backlogPosts = (period: Period = PERIOD) =>
  storedPosts()
    .filter(
      (p) =>
        isConversation(p) && inPeriod(p.postedAt, period) && BACKLOG_STATUSES.includes(p.sacStatus ?? ''),
    )
    .sort((a, b) => a.postedAt - b.postedAt);

/** Posts per channel, of those a test selects, in the period. */
const perChannel = (selected: (p: Post) => boolean, period: Period = PERIOD) => {
  const counts = new Map<string, number>();
  for (const p of storedPosts())
    if (selected(p) && inPeriod(p.postedAt, period)) counts.set(p.channel, (counts.get(p.channel) ?? 0) + 1);
  return counts;
};
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

const surveysOf = (kind: SurveyKind | null, period: Period = PERIOD) =>
  storedSurveys().filter(
    (s) => (kind === null || s.surveyType === kind) && onConnected(s.pid) && inPeriod(s.surveyDate, period),
  );
function scoreOf(kind: SurveyKind, scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const pct = (test: (score: number) => boolean) => (scores.filter(test).length / scores.length) * 100;
  if (kind === 'CSAT') return pct((s) => s === 4 || s === 5);
  if (kind === 'CES') return pct((s) => s >= 5 && s <= 7);
  return pct((s) => s >= 9) - pct((s) => s <= 6);
}

// ---------------------------------------------------------------------------------------------------------------

describe('GET /studio-service/{endpoint} (SAC)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    const accounts = createAccountsRepository(t.stores.meta.db);
    for (const [id, name] of [
      [UNIVERSE, 'SAC fixtures'],
      [OTHER, 'Outra marca'],
    ] as const) {
      await accounts.insertUniverse({
        id,
        account_id: DEMO.accountId,
        name,
        kind: 'brand',
        api_token: `token-${id}`,
        integration_token_hash: 'x',
      });
      await accounts.addMember(id, DEMO.userId);
    }
    const { analytics } = t.stores;
    for (const universe of [UNIVERSE, OTHER]) {
      await analytics.append('posts', universe, posts);
      await analytics.append('sac-status', universe, changes);
      await analytics.append('sac-surveys', universe, surveys);
    }
    await analytics.append('posts', UNIVERSE, RESENT_POSTS);
    await analytics.append('sac-status', UNIVERSE, RESENT_CHANGES);
    await analytics.append('sac-surveys', UNIVERSE, RESENT_SURVEYS);
    await analytics.append('profiles', UNIVERSE, profiles);
    await analytics.append('profiles', OTHER, OTHER_PROFILES);
    await analytics.append('operator-status', UNIVERSE, operatorChanges);
    await analytics.append('operator-status', UNIVERSE, RESENT_OPERATOR_CHANGES);
    await analytics.append('operator-status', OTHER, OTHER_OPERATOR_CHANGES);
  }, 120_000);
  afterAll(() => t?.close());

  interface Ask {
    filter?: Filter;
    period?: Period;
    params?: Record<string, string>;
  }
  const ask = (endpoint: StudioSacEndpoint, options: Ask = {}) => {
    const entry = cardEndpointByKey(`studio/${endpoint}`);
    if (!entry) throw new Error(`no entry studio/${endpoint}`);
    const period = options.period ?? PERIOD;
    const query = new URLSearchParams({
      date_range: `${period.start}:${period.end}`,
      account_id: DEMO.accountId,
      universe_id: UNIVERSE,
      is_staging: 'false',
      ...(options.filter ? { filter: JSON.stringify(options.filter) } : {}),
      ...options.params,
    });
    return t.app.inject({ url: `${entry.route}?${query}`, headers });
  };
  /** The endpoint's answer, checked against its schema. */
  const answerOf = async <E extends StudioSacEndpoint>(endpoint: E, options: Ask = {}) => {
    const response = await ask(endpoint, options);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return STUDIO_SAC_ANSWERS[endpoint].parse(response.json()) as StudioSacAnswer<E>;
  };
  const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

  describe('post/count', () => {
    it('counts the backlog (SAC_46): conversations on the connected pages whose current status is opened or pending', async () => {
      const answer = await answerOf('post/count', {
        filter: { ...CONVERSATIONS, sac_last_status: [...BACKLOG] },
        params: { sac_last_status: BACKLOG.join(',') },
      });
      const expected = backlogPosts();
      // The boundaries: the last ms of the 10th, midnight of the 11th and the last minute are in; before and
      // after the period, holding now (opened before), answered meanwhile and a page not connected are out.
      expect(expected.map((p) => p.postedAt)).toEqual(
        [D9 + 10 * HOUR, D9 + 15 * HOUR, D10 + 9 * HOUR, LAST_MS_OF_10, MIDNIGHT_OF_11, LAST_MINUTE].sort(
          (a, b) => a - b,
        ),
      );
      expect(answer.total).toBe(expected.length);
      expect(answer.channels).toEqual(
        [...perChannel((p) => expected.includes(p))].sort().map(([channel, n]) => ({
          channel,
          posts: n,
          share: 1,
          projected: n,
        })),
      );
      expect(answer.points).toEqual([]);
    });

    it('counts every post the filter selects, in the period and per São Paulo day', async () => {
      const all = perChannel(() => true);
      const nonInterval = await answerOf('post/count');
      expect(nonInterval.total).toBe(sum(all.values()));
      expect(nonInterval.channels.map((c) => [c.channel, c.posts])).toEqual([...all].sort());

      const daily = await answerOf('post/count', { params: { interval: 'D' } });
      const perDay = daysOf().map((d) => [
        d,
        storedPosts().filter((p) => inPeriod(p.postedAt) && dayOf(p.postedAt) === d).length,
      ]);
      expect(daily.points).toEqual(perDay);
      expect(daily.total).toBe(nonInterval.total);
      // Midnight of the 11th is the 11th's; the last ms of the 10th the 10th's.
      expect(perDay.find(([d]) => d === D11)?.[1]).toBeGreaterThan(0);
    });

    it('tells own publications and earned posts apart, which add up to the whole', async () => {
      const owned = await answerOf('post/count', {
        filter: { pages: CONNECTED, page_scope: 'publications' },
      });
      const earned = await answerOf('post/count', { filter: { pages: CONNECTED, page_scope: 'earned' } });
      const whole = await answerOf('post/count');
      expect(owned.total).toBe(sum(perChannel(isOwnPublication).values()));
      expect(earned.total).toBe(sum(perChannel((p) => !isOwnPublication(p)).values()));
      expect(owned.total + earned.total).toBe(whole.total);
      expect(owned.total).toBe(2);
    });

    it('answers zero for an empty period, every day present', async () => {
      const answer = await answerOf('post/count', { period: EMPTY_PERIOD, params: { interval: 'D' } });
      expect(answer.total).toBe(0);
      expect(answer.points).toEqual(daysOf(EMPTY_PERIOD).map((d) => [d, 0]));
      expect(answer.channels).toEqual([]);
    });

    it('projects each channel by its collected share (LSN_20, LSN_62), a share out of (0, 1] counting as 1', async () => {
      const shares = { twitter: 0.25, facebook: 0.5, youtube: 0, instagram: 2 };
      const service = createStudioSacService(t.stores.analytics, {
        collectedShares: async (universeId) => (universeId === UNIVERSE ? shares : {}),
      });
      const askOf = (interval: 'NI' | 'D') => ({
        universeId: UNIVERSE,
        dateRange: `${PERIOD.start}:${PERIOD.end}`,
        isStaging: false,
        filter: {},
        projection: true,
        interval,
      });
      const shareOf = (channel: string) => ({ twitter: 0.25, facebook: 0.5 })[channel] ?? 1;
      const all = perChannel(() => true);
      const expected = sum([...all].map(([channel, n]) => n / shareOf(channel)));
      const { answer } = await service.answer('post/count', askOf('NI'));
      expect(answer.total).toBeCloseTo(expected, 9);
      expect(answer.channels.find((c) => c.channel === 'twitter')).toEqual({
        channel: 'twitter',
        posts: all.get('twitter'),
        share: 0.25,
        projected: (all.get('twitter') ?? 0) / 0.25,
      });
      expect(answer.channels.find((c) => c.channel === 'youtube')?.share).toBe(1);

      const daily = (await service.answer('post/count', askOf('D'))).answer;
      const perDay = daysOf().map((d) =>
        sum(
          storedPosts()
            .filter((p) => inPeriod(p.postedAt) && dayOf(p.postedAt) === d)
            .map((p) => 1 / shareOf(p.channel)),
        ),
      );
      expect(daily.points.map(([d]) => d)).toEqual(daysOf());
      for (const [i, [, value]] of daily.points.entries()) expect(value).toBeCloseTo(perDay[i] ?? -1, 9);

      // Without the dependency every share is 1: the projection is the count.
      const plain = createStudioSacService(t.stores.analytics);
      expect((await plain.answer('post/count', askOf('NI'))).answer.total).toBe(sum(all.values()));
      expect(periodDays(PERIOD)).toEqual(daysOf());
    });

    it('refuses a bad status name with 400 and the catalogue text', async () => {
      const response = await ask('post/count', { params: { sac_last_status: 'Aberto,Perdido' } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(translate('errors.badRequest'));
      const interval = await ask('post/count', { params: { interval: 'W' } });
      expect(interval.statusCode).toBe(400);
    });
  });

  describe('feed/backlog-table', () => {
    it('lists the backlog oldest first, with page names, labels of the record and the wait', async () => {
      const before = Date.now();
      const answer = await answerOf('feed/backlog-table', {
        filter: CONVERSATIONS,
        params: { take: '50', sort: 'date_asc' },
      });
      const after = Date.now();
      const expected = backlogPosts();
      expect(answer.items.map((item) => item.id)).toEqual(expected.map((p) => p.id));
      const names: Record<string, string> = { [P_FB]: 'Marca FB', [P_IG]: 'Marca IG' };
      for (const [i, item] of answer.items.entries()) {
        const p = expected[i] as Post;
        expect(item).toMatchObject({
          postedAt: p.postedAt,
          channel: p.channel,
          pageId: p.pid,
          page: names[p.pid ?? ''],
          username: p.username ?? '',
          text: p.text,
          url: p.url,
          sacType: p.sacType,
          status: p.sacStatus,
        });
        expect(item.waitMs).toBeGreaterThanOrEqual(before - p.postedAt);
        expect(item.waitMs).toBeLessThanOrEqual(after - p.postedAt);
      }
      expect(answer.now).toBeGreaterThanOrEqual(before);
    });

    it('takes the oldest or the newest few, and nothing in an empty period', async () => {
      const expected = backlogPosts().map((p) => p.id);
      const oldest = await answerOf('feed/backlog-table', { filter: CONVERSATIONS, params: { take: '2' } });
      expect(oldest.items.map((item) => item.id)).toEqual(expected.slice(0, 2));
      const newest = await answerOf('feed/backlog-table', {
        filter: CONVERSATIONS,
        params: { take: '2', sort: 'date_desc' },
      });
      expect(newest.items.map((item) => item.id)).toEqual(expected.slice(-2).reverse());
      const empty = await answerOf('feed/backlog-table', { filter: CONVERSATIONS, period: EMPTY_PERIOD });
      expect(empty.items).toEqual([]);
    });

    it('names a page without a collected profile by its id', async () => {
      const answer = await answerOf('feed/backlog-table', {
        filter: { pages: [P_X], page_scope: 'conversations' },
      });
      expect(answer.items.map((item) => item.page)).toEqual([P_X]);
    });
  });

  describe('status-table', () => {
    const expectedTable = (operators: readonly string[] | null) => {
      const end = endOf(PERIOD);
      const latest = new Map<string, OperatorChange>();
      for (const c of storedOperatorChanges()) {
        if (c.changedAt > end || (operators && !operators.includes(c.operator))) continue;
        const known = latest.get(c.operator);
        if (!known || c.changedAt > known.changedAt) latest.set(c.operator, c);
      }
      const answered = new Map<string, number>();
      for (const c of storedChanges()) {
        if (c.event !== 'open_to_answer' || c.operator === null || !onConnected(c.pageId)) continue;
        if (!inPeriod(c.statusChangeTime) || (operators && !operators.includes(c.operator))) continue;
        answered.set(c.operator, (answered.get(c.operator) ?? 0) + 1);
      }
      return [...new Set([...latest.keys(), ...answered.keys()])]
        .sort((a, b) => a.localeCompare(b, 'pt-BR'))
        .map((operator) => ({
          operator,
          status: latest.get(operator)?.status ?? null,
          statusChangeTime: latest.get(operator)?.changedAt ?? null,
          answered: answered.get(operator) ?? 0,
        }));
    };

    it("answers each operator's status at the period's end, since when, and the answers in the period", async () => {
      const answer = await answerOf('status-table', { filter: CONVERSATIONS });
      expect(answer.items).toEqual(expectedTable(null));
      expect(answer.items).toEqual([
        { operator: 'Ana', status: 'paused', statusChangeTime: D11 + 10 * HOUR, answered: 2 },
        { operator: 'Bruno', status: 'offline', statusChangeTime: D12 + 20 * HOUR, answered: 2 },
        { operator: 'Carla', status: null, statusChangeTime: null, answered: 1 },
        { operator: 'Eva', status: 'offline', statusChangeTime: D13 - 1_000, answered: 0 },
      ]);
    });

    it('narrows to the operators chosen', async () => {
      const answer = await answerOf('status-table', { filter: { ...CONVERSATIONS, operators: ['Ana'] } });
      expect(answer.items).toEqual(expectedTable(['Ana']));
    });
  });

  describe('sac-surveys', () => {
    it('lists the answers of a kind newest first, with their rating level and colour', async () => {
      const answer = await answerOf('sac-surveys', {
        filter: CONVERSATIONS,
        params: { surveyType: 'CSAT', take: '50' },
      });
      const expected = surveysOf('CSAT').sort((a, b) => b.surveyDate - a.surveyDate);
      expect(answer.items.map((item) => item.id)).toEqual(expected.map((s) => s.id));
      for (const [i, item] of answer.items.entries()) {
        const s = expected[i] as Survey;
        const level = ratingLevel(s.surveyScore, 5, 1);
        expect(item).toEqual({
          id: s.id,
          username: s.username,
          channel: s.channel,
          pageId: s.pid,
          page: s.pid === P_FB ? 'Marca FB' : 'Marca IG',
          operator: s.operator,
          surveyType: 'CSAT',
          score: s.surveyScore,
          level,
          color: RATING_COLORS[level],
          surveyDate: s.surveyDate,
        });
      }
      // The answer sent twice counts by its later score.
      expect(answer.items.find((item) => item.id === resentSurvey.id)?.score).toBe(5);
      const few = await answerOf('sac-surveys', {
        filter: CONVERSATIONS,
        params: { surveyType: 'CSAT', take: '1' },
      });
      expect(few.items.map((item) => item.id)).toEqual(expected.slice(0, 1).map((s) => s.id));
    });
  });

  describe('sac-surveys/scores', () => {
    it.each(['CSAT', 'NPS', 'CES'] as const)(
      'answers the %s score and its answers per score',
      async (kind) => {
        const answer = await answerOf('sac-surveys/scores', {
          filter: CONVERSATIONS,
          params: { surveyType: kind, maxScore: String(SURVEY_MAX_SCORE[kind]), group: 'score' },
        });
        const scores = surveysOf(kind).map((s) => s.surveyScore);
        const expected = scoreOf(kind, scores);
        expect(answer.answers).toBe(scores.length);
        expect(answer.score).toBeCloseTo(expected ?? Number.NaN, 9);
        const [min, max] = [SURVEY_MIN_SCORE[kind], SURVEY_MAX_SCORE[kind]];
        expect(answer.distribution).toEqual(
          Array.from({ length: max - min + 1 }, (_, i) => {
            const score = min + i;
            const level = ratingLevel(score, max, min);
            return {
              score,
              answers: scores.filter((s) => s === score).length,
              level,
              color: RATING_COLORS[level],
            };
          }),
        );
      },
    );

    it('answers the CSAT score of SAC_52 (no distribution), and nothing in an empty period', async () => {
      const answer = await answerOf('sac-surveys/scores', {
        filter: CONVERSATIONS,
        params: { surveyType: 'CSAT', maxScore: '5' },
      });
      // 5 and 4 of 5, 3, 1 and (resent) 5: 3 of 5 answers.
      expect(answer.score).toBeCloseTo(60, 9);
      expect(answer.level).toBe(ratingLevel(60, 100, 0));
      expect(answer.distribution).toEqual([]);
      const empty = await answerOf('sac-surveys/scores', {
        filter: CONVERSATIONS,
        period: EMPTY_PERIOD,
        params: { surveyType: 'CSAT', maxScore: '5' },
      });
      expect(empty).toMatchObject({ answers: 0, score: null, level: null, color: null });
    });

    it('refuses a top score that is not the kind’s with 400 and the catalogue text', async () => {
      const response = await ask('sac-surveys/scores', { params: { surveyType: 'CSAT', maxScore: '10' } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(translate('studioSac.errors.maxScore'));
      const kind = await ask('sac-surveys/scores', { params: { surveyType: 'XYZ' } });
      expect(kind.statusCode).toBe(400);
    });
  });

  describe('guests of a published dashboard', () => {
    const CARDS = ['SAC_46', 'SAC_52', 'SAC_57', 'LSN_20', 'PNP_15', 'SAC_45', 'SAC_49', 'SAC_58'];
    let dashboard: Dashboard;
    let guest: string;

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${UNIVERSE}`,
        headers,
        payload: { title: 'SAC', cardIds: CARDS },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, version } = created.json().dashboard;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/dashboards/v1/${UNIVERSE}/${id}/pages`,
        headers,
        payload: { version, value: PAGES },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      dashboard = saved.json().dashboard;
      const published = await t.app.inject({
        method: 'POST',
        url: `/dashboards/v1/${UNIVERSE}/${id}/publish`,
        headers,
      });
      expect(published.statusCode, published.body).toBe(200);
      guest = await enterAsGuest(t.app, UNIVERSE, String(published.json().publishing.publishedToken));
    });

    const requestsOf = (id: string) => {
      const card = dashboard.cards.find((item) => item.id === id) as CardConfig;
      const context = {
        accountId: DEMO.accountId,
        universeId: UNIVERSE,
        isStaging: false,
        dateRange: PERIOD,
        globalFilter: dashboard.globalFilter,
        pages: dashboard.pages,
        contracts: dashboard.contracts,
      };
      const source = cardSourceOf(cardRegistry.get(id), context, card);
      if (source.kind !== 'endpoint') throw new Error(`${id} asks for its data`);
      return source.requests.map((request) => ({
        url: cardRequestUrl(request, card.uid),
        endpoint: source.endpoint,
      }));
    };

    it('answers a guest the numbers the editor sees', async () => {
      for (const id of ['SAC_46', 'SAC_52', 'SAC_57', 'LSN_20', 'PNP_15']) {
        for (const { url } of requestsOf(id)) {
          const editor = await t.app.inject({ url, headers });
          const asGuest = await t.app.inject({ url, headers: { cookie: guest } });
          expect(editor.statusCode, `${id} ${editor.body.slice(0, 200)}`).toBe(200);
          expect(asGuest.statusCode, `${id} ${asGuest.body.slice(0, 200)}`).toBe(200);
          expect(asGuest.json(), id).toEqual(editor.json());
        }
      }
      // The backlog count is the recount's.
      const [backlog] = requestsOf('SAC_46');
      const response = await t.app.inject({ url: backlog?.url ?? '', headers: { cookie: guest } });
      expect(response.json().total).toBe(backlogPosts().length);
      // PNP_15: the whole, then the own publications and what was earned, which add up to it.
      const parts = await Promise.all(
        requestsOf('PNP_15').map(async ({ url }) =>
          (await t.app.inject({ url, headers: { cookie: guest } })).json(),
        ),
      );
      expect(parts.map((part) => part.total)).toEqual([
        sum(perChannel(() => true).values()),
        sum(perChannel(isOwnPublication).values()),
        sum(perChannel((p) => !isOwnPublication(p)).values()),
      ]);
    });

    it('refuses a guest the endpoints that list people', async () => {
      for (const id of ['SAC_45', 'SAC_49', 'SAC_58']) {
        const [request] = requestsOf(id);
        const endpoint = request?.endpoint as CardEndpoint;
        expect(endpoint.listsPeople, id).toBe(true);
        const asGuest = await t.app.inject({ url: request?.url ?? '', headers: { cookie: guest } });
        expect(asGuest.statusCode, id).toBe(403);
        const editor = await t.app.inject({ url: request?.url ?? '', headers });
        expect(editor.statusCode, id).toBe(200);
      }
    });
  });
});
