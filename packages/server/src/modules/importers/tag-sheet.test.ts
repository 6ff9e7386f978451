import type { IngestRecord } from '@mirante/core';
import { PostRecord, translate } from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/seed-demo.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { multipart, sheetBytes } from './xlsx-fixtures.ts';

/*
 * The tag importer over real HTTP: posts stored first through the same append as the ingest, then tagged from a
 * sheet; every stored field is compared with the posts as written here, the tags with the union worked out here.
 */

const QUERY = `account_id=${DEMO.accountId}&universe_id=${DEMO.brandUniverseId}`;
const URL = `/importer-service/prod/tag-posts?${QUERY}`;
const NOON = Date.parse('2026-03-10T15:00:00Z');

const POSTS = [
  {
    id: 'tag-1',
    channel: 'instagram',
    postedAt: NOON,
    text: 'Primeiro',
    username: '@ana',
    likes: 4,
    comments: 1,
    polarity: 1,
    tag: ['elogio'],
    replied: true,
    pid: 'pagina',
  },
  {
    id: 'tag-2',
    channel: 'twitter',
    postedAt: NOON + 60_000,
    text: 'Segundo',
    url: 'https://exemplo.com.br/2',
    shares: 2,
    tag: [],
  },
].map((post) => PostRecord.parse(post) as IngestRecord<'posts'>);

describe('tag importer', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: SessionHeaders;

  beforeAll(async () => {
    t = await createTestApp(Date.parse('2026-03-20T12:00:00Z'));
    headers = await signIn(t.app);
    await t.stores.analytics.append('posts', DEMO.brandUniverseId, POSTS);
  });
  afterAll(() => t.close());

  const send = async (rows: unknown[][]) => {
    const body = multipart('tags.xlsx', await sheetBytes([['Id', 'Tags'], ...rows]));
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () =>
    t.stores.analytics.query({
      sql: `SELECT id, channel, epoch_ms(posted_at)::BIGINT AS posted_at, text, username, url, pid, likes::INTEGER AS likes,
              comments::INTEGER AS comments, shares::INTEGER AS shares, interactions::INTEGER AS interactions,
              polarity, replied, list_sort(tag) AS tag
            FROM posts WHERE universe_id = $universe AND id LIKE 'tag-%' ORDER BY id`,
      params: { universe: DEMO.brandUniverseId },
    });
  const asWritten = (post: IngestRecord<'posts'>, tag: string[]) => ({
    id: post.id,
    channel: post.channel,
    posted_at: BigInt(post.postedAt),
    text: post.text,
    username: post.username,
    url: post.url,
    pid: post.pid,
    likes: post.likes,
    comments: post.comments,
    shares: post.shares,
    interactions: post.interactions,
    polarity: post.polarity,
    replied: post.replied,
    tag: [...tag].sort(),
  });
  const tagsOf = (rows: Record<string, unknown>[]) => rows.map((row) => [...(row.tag as string[])]);

  it('tags nothing when a row names an unknown post, and lists it in the error sheet', async () => {
    const before = await stored();
    const response = await send([
      ['tag-1', 'novo'],
      ['nao-existe', 'x'],
      ['tag-2', ''],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(translate('upload.errors.sheet'));
    const download = await t.app.inject({ method: 'GET', url: response.json().errorSheetUrl, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const listed = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 4));
    expect(listed).toEqual([
      [3, 'Id', translate('importer.row.unknownPost')],
      [4, 'Tags', translate('importer.row.noTags')],
    ]);
    expect(await stored()).toEqual(before);
  });

  it("adds the sheet's tags to the posts, keeping every other field, and is idempotent", async () => {
    const response = await send([
      ['tag-1', 'atendimento; elogio'],
      ['tag-2', 'dúvida'],
      ['tag-2', 'preço'],
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'processed', rows: 3, imported: 2 });
    const expected = [
      asWritten(POSTS[0] as IngestRecord<'posts'>, ['elogio', 'atendimento']),
      asWritten(POSTS[1] as IngestRecord<'posts'>, ['dúvida', 'preço']),
    ];
    const after = await stored();
    expect(after.map(({ tag: _tag, ...rest }) => rest)).toEqual(
      expected.map(({ tag: _tag, ...rest }) => rest),
    );
    expect(tagsOf(after)).toEqual(expected.map((post) => post.tag));

    const again = await send([
      ['tag-1', 'atendimento; elogio'],
      ['tag-2', 'dúvida'],
      ['tag-2', 'preço'],
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json().job.imported).toBe(0);
    expect(tagsOf(await stored())).toEqual(expected.map((post) => post.tag));
  });
});
