import { createHash } from 'node:crypto';
import {
  CHANNELS,
  CONVERSATION_EVENT_INFO,
  INGEST_DATASETS,
  INGEST_RECORD_SCHEMAS,
  type IngestDataset,
  type IngestRecord,
  isSacTypeAllowed,
  sentimentOf,
  ticketOutcome,
  zonedDateKey,
  zonedParts,
} from '@mirante/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoUniversePlan, demoPlanForPosts, generateDemoUniverse } from './demo-universe.ts';
import { BRAND_PAGES, COMPETITORS, CRISIS_THEME, OPERATORS } from './demo-vocabulary.ts';
import { DEMO, demoPlans } from './seed-demo.ts';

type Rows = { [D in IngestDataset]: IngestRecord<D>[] };

function collect(plan: DemoUniversePlan): Rows {
  const rows = Object.fromEntries(INGEST_DATASETS.map((d) => [d, []])) as unknown as Rows;
  for (const row of generateDemoUniverse(plan)) (rows[row.dataset] as unknown[]).push(row.record);
  return rows;
}

function digest(plan: DemoUniversePlan): string {
  const hash = createHash('sha256');
  for (const row of generateDemoUniverse(plan)) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / Math.max(1, items.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// 14:00 in São Paulo on a Wednesday; the data covers the 60 days up to that day.
const anchor = Date.parse('2026-03-18T17:00:00Z');
const plan = {
  ...demoPlanForPosts({ posts: 30_000, days: 60, seed: 11, anchor }),
  chatbot: { sessionsPerDay: 80 },
};

describe('demo universe generator', () => {
  let rows: Rows;
  beforeAll(() => {
    rows = collect(plan);
  });

  it('gives the same rows for the same seed and anchor, other rows for another seed', () => {
    const small = demoPlanForPosts({ posts: 2_000, days: 10, seed: 3, anchor });
    expect(digest({ ...small })).toBe(digest(small));
    expect(digest({ ...small, seed: 4 })).not.toBe(digest(small));
  });

  it('dates no post, status change or survey after the anchor (the present moment), whatever its hour', () => {
    // 00:20, 08:45, 14:00 and 23:50 of 18 March in São Paulo.
    for (const iso of [
      '2026-03-18T03:20:00Z',
      '2026-03-18T11:45:00Z',
      '2026-03-18T17:00:00Z',
      '2026-03-19T02:50:00Z',
    ]) {
      const at = Date.parse(iso);
      const small = collect(demoPlanForPosts({ posts: 2_000, days: 10, seed: 5, anchor: at }));
      expect(small.posts, iso).toHaveLength(2_000);
      expect(Math.max(...small.posts.map((p) => p.postedAt)), iso).toBeLessThanOrEqual(at);
      expect(Math.max(...small['sac-status'].map((c) => c.statusChangeTime)), iso).toBeLessThanOrEqual(at);
      expect(Math.max(...small['sac-surveys'].map((s) => s.surveyDate)), iso).toBeLessThanOrEqual(at);
    }
    expect(Math.max(...rows.posts.map((p) => p.postedAt))).toBeLessThanOrEqual(anchor);
    // The anchor's day holds what was posted until 14:00: less than a whole day, but not nothing.
    const today = rows.posts.filter((p) => zonedDateKey(p.postedAt) === '2026-03-18').length;
    const lastWednesday = rows.posts.filter((p) => zonedDateKey(p.postedAt) === '2026-03-11').length;
    expect(today).toBeGreaterThan(0.2 * lastWednesday);
    expect(today).toBeLessThan(0.7 * lastWednesday);
  });

  it('yields records every ingest schema accepts unchanged, for every dataset', () => {
    for (const dataset of INGEST_DATASETS) {
      expect(rows[dataset].length, dataset).toBeGreaterThan(0);
      const schema = INGEST_RECORD_SCHEMAS[dataset];
      const sample = [rows[dataset][0], rows[dataset].at(-1), rows[dataset][rows[dataset].length >> 1]];
      for (const record of sample) expect(schema.parse(record), dataset).toEqual(record);
      for (const record of rows[dataset]) expect(schema.safeParse(record).success, dataset).toBe(true);
    }
  });

  it('writes exactly the asked number of posts, within the days, with unique ids', () => {
    expect(rows.posts).toHaveLength(30_000);
    const days = new Set(rows.posts.map((p) => zonedDateKey(p.postedAt)));
    expect(days.size).toBe(60);
    expect([...days].sort().at(-1)).toBe('2026-03-18');
    expect(new Set(rows.posts.map((p) => p.id)).size).toBe(30_000);
  });

  it('covers every channel, with the big networks carrying most of the volume', () => {
    const byChannel = new Map<string, number>();
    for (const post of rows.posts) byChannel.set(post.channel, (byChannel.get(post.channel) ?? 0) + 1);
    for (const channel of CHANNELS) expect(byChannel.get(channel.id), channel.id).toBeGreaterThan(0);
    const big = ['twitter', 'instagram', 'facebook'].reduce((n, c) => n + (byChannel.get(c) ?? 0), 0);
    expect(big / rows.posts.length).toBeGreaterThan(0.5);
  });

  it('mixes sentiments, with texts in Portuguese', () => {
    const sentiments = rows.posts.map((p) => sentimentOf(p.polarity));
    expect(share(sentiments, (s) => s === 'positive')).toBeGreaterThan(0.2);
    expect(share(sentiments, (s) => s === 'negative')).toBeGreaterThan(0.2);
    expect(share(sentiments, (s) => s === 'neutral')).toBeGreaterThan(0.25);
    expect(share(sentiments, (s) => s === 'unclassified')).toBeGreaterThan(0.02);
    expect(rows.posts.some((p) => /atendimento|entrega|preço/i.test(p.text))).toBe(true);
    expect(rows.posts.every((p) => p.text.length > 0)).toBe(true);
  });

  it('has heavy-tailed influence: most authors small, a few with millions of followers', () => {
    const followers = rows.posts.map((p) => p.followers);
    expect(median(followers)).toBeLessThan(500);
    expect(Math.max(...followers)).toBeGreaterThan(1_000_000);
    const perAuthor = new Map<string, number>();
    for (const post of rows.posts) perAuthor.set(post.uid ?? '', (perAuthor.get(post.uid ?? '') ?? 0) + 1);
    expect(Math.max(...perAuthor.values())).toBeGreaterThan(20 * median([...perAuthor.values()]));
  });

  it('follows the day (busy evenings, quiet nights) and the week (quieter Sundays)', () => {
    const byHour = new Array(24).fill(0);
    const byWeekday = new Array(7).fill(0);
    const crisisKey = zonedDateKey(anchor - 3 * 86_400_000);
    for (const post of rows.posts) {
      if (zonedDateKey(post.postedAt) === crisisKey) continue;
      byHour[zonedParts(post.postedAt).hour] += 1;
      byWeekday[new Date(`${zonedDateKey(post.postedAt)}T12:00:00Z`).getUTCDay()] += 1;
    }
    expect(byHour[20]).toBeGreaterThan(5 * byHour[4]);
    expect(byWeekday[3]).toBeGreaterThan(1.25 * byWeekday[0]);
  });

  it('has a crisis three days before the anchor: three times the volume, mostly negative, about deliveries', () => {
    const perDay = new Map<string, IngestRecord<'posts'>[]>();
    for (const post of rows.posts) {
      const key = zonedDateKey(post.postedAt);
      perDay.set(key, [...(perDay.get(key) ?? []), post]);
    }
    // 15 March 2026 is a Sunday: compare with the other Sundays.
    const crisis = perDay.get('2026-03-15') ?? [];
    const sundays = [...perDay]
      .filter(([key]) => key !== '2026-03-15' && new Date(`${key}T12:00:00Z`).getUTCDay() === 0)
      .map(([, posts]) => posts.length);
    expect(crisis.length).toBeGreaterThan(2.5 * median(sundays));
    expect(crisis.length).toBeLessThan(3.5 * median(sundays));
    expect(share(crisis, (p) => sentimentOf(p.polarity) === 'negative')).toBeGreaterThan(0.5);
    expect(share(crisis, (p) => p.theme[0] === CRISIS_THEME)).toBeGreaterThan(0.6);
  });

  it('carries tags, themes, groups, devices and genders', () => {
    expect(new Set(rows.posts.flatMap((p) => p.tag)).size).toBeGreaterThan(5);
    expect(new Set(rows.posts.flatMap((p) => p.theme)).size).toBe(8);
    expect(new Set(rows.posts.flatMap((p) => p.group))).toEqual(new Set(['Marca', 'Concorrentes', 'Setor']));
    expect(new Set(rows.posts.map((p) => p.device))).toEqual(new Set(['Android', 'iPhone', 'Web', 'Outros']));
    expect(new Set(rows.posts.map((p) => p.gender))).toEqual(new Set([0, 1, 2, 3, 7]));
  });

  it("fills customer-service fields only on the brand's own pages, with the channel's conversation types", () => {
    const own = rows.posts.filter((p) => p.sacType !== null);
    expect(own.length).toBeGreaterThan(1_000);
    const pages = new Map(Object.entries(BRAND_PAGES).map(([channel, page]) => [channel, page.pid]));
    for (const post of own) {
      expect(isSacTypeAllowed(post.channel, post.sacType ?? '')).toBe(true);
      expect(post.pid).toBe(pages.get(post.channel));
    }
    const conversations = own.filter((p) => p.sacStatus !== null);
    expect(new Set(conversations.map((p) => p.sacStatus))).toEqual(
      new Set(['pending', 'opened', 'holding', 'replied', 'closed', 'ignored']),
    );
    expect(conversations.filter((p) => p.replied).every((p) => p.operator !== null)).toBe(true);
    expect(rows.posts.filter((p) => p.sacType === null).every((p) => p.sacStatus === null)).toBe(true);
  });

  it('moves conversations through their statuses in order, each event leading to its status', () => {
    const byConversation = new Map<string, IngestRecord<'sac-status'>[]>();
    for (const change of rows['sac-status']) {
      const key = change.id.split(':')[0] ?? '';
      byConversation.set(key, [...(byConversation.get(key) ?? []), change]);
    }
    for (const changes of byConversation.values()) {
      changes.forEach((change, i) => {
        if (change.event) expect(CONVERSATION_EVENT_INFO[change.event].to).toBe(change.value);
        if (i > 0) {
          expect(change.lastValue).toBe(changes[i - 1]?.value);
          expect(change.statusChangeTime).toBeGreaterThanOrEqual(changes[i - 1]?.statusChangeTime ?? 0);
        }
      });
    }
    const events = new Set(rows['sac-status'].map((c) => c.event));
    expect(events).toEqual(
      new Set(['posted_to_open', 'waiting', 'open_to_answer', 'answer_to_finished', null]),
    );
    expect(new Set(rows['sac-status'].map((c) => c.operator)).size).toBeGreaterThan(5);
  });

  it('keeps each post as its conversation last left it, and each change on its post', () => {
    const posts = new Map(rows.posts.map((post) => [post.id, post]));
    const byPost = new Map<string, IngestRecord<'sac-status'>[]>();
    for (const change of rows['sac-status']) {
      const post = posts.get(change.postId ?? '');
      if (!post) throw new Error(`status change ${change.id} of no post`);
      expect([post.pid, post.uid, post.channel, post.postedAt, post.sacType]).toEqual([
        change.pageId,
        change.userId,
        change.channel,
        change.postedAt,
        change.sacType,
      ]);
      expect(change.pid).toBe(change.pageId);
      expect(change.statusChangeTime).toBeGreaterThanOrEqual(post.postedAt);
      byPost.set(post.id, [...(byPost.get(post.id) ?? []), change]);
    }
    const conversations = rows.posts.filter((post) => post.sacStatus !== null);
    expect(byPost.size).toBeGreaterThan(0.9 * conversations.length);
    for (const post of conversations) {
      const changes = (byPost.get(post.id) ?? []).sort((a, b) => a.statusChangeTime - b.statusChangeTime);
      const last = changes.at(-1);
      expect([post.sacStatus, post.sacLastStatus, post.operator, post.replied], post.id).toEqual(
        last
          ? [last.value, last.lastValue, last.operator, changes.some((c) => c.value === 'replied')]
          : ['pending', null, null, false],
      );
    }
  });

  it('has every status change made by an operator online at that moment', () => {
    const shifts = new Map<string, IngestRecord<'operator-status'>[]>();
    for (const change of rows['operator-status']) {
      shifts.set(change.operator, [...(shifts.get(change.operator) ?? []), change]);
    }
    for (const list of shifts.values()) list.sort((a, b) => a.changedAt - b.changedAt);
    const statusAt = (operator: string, time: number) =>
      (shifts.get(operator) ?? []).filter((change) => change.changedAt <= time).at(-1)?.status ?? 'offline';
    const changes = rows['sac-status'];
    const answers = changes.filter((c) => c.event === 'open_to_answer' || c.event === 'answer_to_finished');
    expect(answers.length).toBeGreaterThan(1_000);
    const away = changes.filter(
      (c) => c.operator === null || statusAt(c.operator, c.statusChangeTime) !== 'online',
    );
    expect(away.map((c) => c.id)).toEqual([]);
    // The operator who opened a conversation mostly answers it; past the end of their shift another one does.
    const byPost = new Map<string, Map<string | null, string | null>>();
    for (const c of changes) {
      byPost.set(c.postId ?? '', (byPost.get(c.postId ?? '') ?? new Map()).set(c.event, c.operator));
    }
    const answered = [...byPost.values()].filter((events) => events.has('open_to_answer'));
    const kept = answered.filter((events) => events.get('open_to_answer') === events.get('posted_to_open'));
    expect(kept.length).toBeGreaterThan(0.7 * answered.length);
    expect(kept.length).toBeLessThan(answered.length);
  });

  it('closes every surveyed conversation before its survey, the survey naming who answered', () => {
    const changes = new Map<string, IngestRecord<'sac-status'>[]>();
    for (const c of rows['sac-status'])
      changes.set(c.postId ?? '', [...(changes.get(c.postId ?? '') ?? []), c]);
    const posts = new Map(rows.posts.map((post) => [post.id, post]));
    const surveys = rows['sac-surveys'];
    expect(surveys.length).toBeGreaterThan(500);
    for (const survey of surveys) {
      const conversation = changes.get(survey.postId ?? '') ?? [];
      const closed = conversation.find((c) => c.event === 'answer_to_finished');
      const answer = conversation.find((c) => c.event === 'open_to_answer');
      expect(closed?.statusChangeTime ?? Number.POSITIVE_INFINITY, survey.id).toBeLessThanOrEqual(
        survey.surveyDate,
      );
      expect(survey.operator, survey.id).toBe(answer?.operator);
      const post = posts.get(survey.postId ?? '');
      expect([survey.pid, survey.userId, survey.channel], survey.id).toEqual([
        post?.pid,
        post?.uid,
        post?.channel,
      ]);
    }
  });

  it("works the operators' shifts: online from the morning, paused for lunch, offline at night, fewer on Sundays", () => {
    const changes = rows['operator-status'];
    expect(new Set(changes.map((c) => c.status))).toEqual(new Set(['online', 'paused', 'offline']));
    expect(new Set(changes.map((c) => c.operator))).toEqual(new Set(OPERATORS));
    expect(new Set(changes.map((c) => c.id)).size).toBe(changes.length);
    expect(Math.max(...changes.map((c) => c.changedAt))).toBeLessThanOrEqual(anchor);
    const hours = changes.filter((c) => c.status === 'online').map((c) => zonedParts(c.changedAt).hour);
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...hours)).toBeLessThan(23);
    // Each operator's day alternates: online, then paused or offline, back online after a pause.
    const byDay = new Map<string, IngestRecord<'operator-status'>[]>();
    for (const c of [...changes].sort((a, b) => a.changedAt - b.changedAt)) {
      const key = `${c.operator}|${zonedDateKey(c.changedAt)}`;
      byDay.set(key, [...(byDay.get(key) ?? []), c]);
    }
    for (const [key, day] of byDay) {
      expect(day[0]?.status, key).toBe('online');
      day.forEach((c, i) => {
        if (i > 0) expect(c.status === 'online', key).toBe(day[i - 1]?.status !== 'online');
      });
      if (!key.endsWith('2026-03-18')) expect(day.at(-1)?.status, key).toBe('offline');
    }
    const working = (weekday: number) =>
      [...byDay.keys()].filter((key) => new Date(`${key.split('|')[1]}T12:00:00Z`).getUTCDay() === weekday)
        .length;
    expect(working(0)).toBeLessThan(0.4 * working(3));
  });

  it('collects CES, CSAT and NPS surveys skewed to good scores', () => {
    const surveys = rows['sac-surveys'];
    expect(new Set(surveys.map((s) => s.surveyType))).toEqual(new Set(['CES', 'CSAT', 'NPS']));
    const csat = surveys.filter((s) => s.surveyType === 'CSAT').map((s) => s.surveyScore);
    expect(share(csat, (score) => score >= 4)).toBeGreaterThan(0.5);
    expect(csat.some((score) => score === 1)).toBe(true);
  });

  it('tracks followers of a set of profiles, one row per profile per day', () => {
    const profiles = new Set(rows.profiles.map((p) => p.uid));
    expect(profiles.size).toBeGreaterThan(10);
    expect(rows.profiles).toHaveLength(profiles.size * 60);
  });

  it('prices the share on trading days only, high and low around open and close', () => {
    for (const point of rows['stock-prices']) {
      expect(new Date(point.date + 12 * 3_600_000).getUTCDay() % 6).not.toBe(0);
      expect(point.high ?? 0).toBeGreaterThanOrEqual(Math.max(point.open, point.close));
      expect(point.low ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(Math.min(point.open, point.close));
      expect(point.symbol).toBe('MRNT3');
    }
    expect(rows['stock-prices'].length).toBeGreaterThan(40);
  });

  it('sends and receives chatbot messages through many channel domains, per bot, with active messages', () => {
    const messages = rows['chatbot-messages'];
    expect(new Set(messages.map((m) => m.botKey)).size).toBe(2);
    expect(new Set(messages.map((m) => m.direction))).toEqual(new Set(['received', 'sent']));
    expect(messages.some((m) => m.active)).toBe(true);
    const byDomain = new Map<string, number>();
    for (const m of messages) byDomain.set(m.domain, (byDomain.get(m.domain) ?? 0) + 1);
    expect(byDomain.size).toBeGreaterThan(8);
    expect([...byDomain].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('wa.gw.msging.net');
    const contacts = rows['chatbot-contacts'];
    expect(new Set(contacts.map((c) => c.id)).size).toBe(contacts.length);
    expect(contacts.some((c) => c.engaged) && contacts.some((c) => !c.engaged)).toBe(true);
    expect(contacts.some((c) => c.responded)).toBe(true);
  });

  it('tracks custom events with a heavy tail of actions', () => {
    const byAction = new Map<string, number>();
    for (const e of rows['chatbot-events']) byAction.set(e.action, (byAction.get(e.action) ?? 0) + e.count);
    const counts = [...byAction.values()].sort((a, b) => b - a);
    expect(counts.length).toBeGreaterThan(30);
    expect(counts[0] ?? 0).toBeGreaterThan(20 * (counts.at(-1) ?? 1));
  });

  it('runs campaigns whose funnel narrows from audience to replies, scheduled or not', () => {
    const campaigns = rows.campaigns;
    for (const c of campaigns) {
      expect(c.audience).toBeGreaterThanOrEqual(c.sent);
      expect(c.sent).toBeGreaterThanOrEqual(c.delivered);
      expect(c.delivered).toBeGreaterThanOrEqual(c.read);
      expect(c.read).toBeGreaterThanOrEqual(c.replied);
      expect(c.failed).toBe(c.sent - c.delivered);
    }
    expect(new Set(campaigns.map((c) => c.scheduled))).toEqual(new Set([true, false]));
  });

  it('opens desk tickets that are missed, abandoned, attended, transferred or still open, in time order', () => {
    const tickets = rows['desk-tickets'];
    const outcomes = new Set(tickets.map((t) => ticketOutcome(t)));
    expect(outcomes).toEqual(new Set(['missed', 'abandoned', 'attended', null]));
    expect(tickets.some((t) => t.transferred)).toBe(true);
    for (const t of tickets) {
      if (t.assignedAt !== null) expect(t.assignedAt).toBeGreaterThanOrEqual(t.openedAt);
      if (t.firstResponseAt !== null) expect(t.firstResponseAt).toBeGreaterThanOrEqual(t.assignedAt ?? 0);
      if (ticketOutcome(t) === 'missed') expect(t.attendant).toBeNull();
    }
    const queueMinutes = tickets
      .filter((t) => t.assignedAt !== null)
      .map((t) => ((t.assignedAt ?? 0) - t.openedAt) / 60_000);
    expect(median(queueMinutes)).toBeGreaterThan(1);
    expect(median(queueMinutes)).toBeLessThan(30);
    expect(new Set(tickets.map((t) => t.team)).size).toBe(5);
  });

  it('moves attendants between online, paused and offline over their shifts', () => {
    const changes = rows['attendant-status'];
    expect(new Set(changes.map((c) => c.status))).toEqual(new Set(['online', 'paused', 'offline']));
    const hours = changes.filter((c) => c.status === 'online').map((c) => zonedParts(c.changedAt).hour);
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(7);
  });
});

describe("the demo brand's texts", () => {
  const brand = demoPlans(anchor).find((p) => p.universeId === DEMO.brandUniverseId)?.plan;
  let posts: IngestRecord<'posts'>[];
  beforeAll(() => {
    if (!brand) throw new Error('no brand universe in the demo plans');
    posts = collect(brand).posts;
  });

  const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
  /** What marks a post written by someone about themself: first-person pronouns and verbs. */
  const FIRST_PERSON = new Set(
    'eu meu minha meus minhas me mim comigo comprei estou tô fiquei recebi paguei liguei pedi'.split(' '),
  );
  const firstPerson = (text: string) => words(text).some((word) => FIRST_PERSON.has(word));

  it('has the 55,000 posts of the brand universe, none after the present moment', () => {
    expect(posts).toHaveLength(55_000);
    expect(Math.max(...posts.map((p) => p.postedAt))).toBeLessThanOrEqual(anchor);
  });

  it('has press outlets write news in the third person, people write about themselves', () => {
    const press = posts.filter((p) => p.uid?.startsWith('press-'));
    expect(press.length).toBeGreaterThan(1_000);
    expect(press.filter((p) => firstPerson(p.text)).map((p) => p.text)).toEqual([]);
    const complaints = posts.filter((p) => /^[A-Za-z]+-\d+$/.test(p.uid ?? '') && p.polarity === 2);
    expect(share(complaints, (p) => firstPerson(p.text))).toBeGreaterThan(0.4);
  });

  it('varies its texts far beyond a few templates', () => {
    const texts = new Map<string, number>();
    for (const post of posts) texts.set(post.text, (texts.get(post.text) ?? 0) + 1);
    expect(texts.size).toBeGreaterThan(30_000);
    expect(Math.max(...texts.values())).toBeLessThan(0.002 * posts.length);
    // The skeleton of a text: names, numbers, emojis and punctuation aside.
    const skeleton = (text: string) =>
      ['Marca Demo', ...COMPETITORS]
        .reduce((t, name) => t.replaceAll(name, 'M'), text)
        .toLowerCase()
        .replace(/\d+/g, '0')
        .replace(/[^\p{L}0 ]+/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(new Set(posts.map((p) => skeleton(p.text))).size).toBeGreaterThan(25_000);
  });
});
