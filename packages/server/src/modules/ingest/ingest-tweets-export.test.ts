import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.ts';
import { createIngestUniverse, ingestSender, ndjson } from './ingest-test-support.ts';

/**
 * Rows of a real listening export, as the file has them (CRLF, a text over two lines): tweets-remote-learning-
 * 2020.csv of the shared data sets (datasets/README.md there), the file a new user first sent. Its columns:
 * id,posted_at,text,author,author_followers,likes,replies,retweets,quotes,lang,device,hashtags,collection.
 */
const EXPORT_ROWS = [
  '1299728791489708032,2020-08-29 15:21:06+00:00,pelo visto vai ter aula até janeiro nao é mesmo IFMG??,u_d15485ce6e,359,0,1,0,0,pt,Twitter for iPhone,,1_Expectativa1',
  '1299227077967851525,2020-08-28 06:07:28+00:00,"VAZOU ⚠️⚠️⚠️\nimagens exclusivas da festa chamada de Marco Túlio e organizada por alunos do IFMG, confira https://t.co/37dy1qvRpD",u_9338668c0f,439,8,1,0,0,pt,Twitter for iPhone,,1_Expectativa1',
  '1285363875832004608,2020-07-21 00:00:03+00:00,2° ano IFMG - Campus Ouro Preto https://t.co/EFERO9NV62,u_17c5adcf40,325,29,1,7,1,pt,Twitter for Android,,1_Expectativa1',
  '1283494024494616576,2020-07-15 20:09:56+00:00,IFMG é uma criação do governo pra gerar mais clientes pros psicólogos,u_11da656df7,138,20,0,7,1,pt,Twitter for Android,,1_Expectativa1',
  '1298264405717598208,2020-08-25 14:22:09+00:00,Processo Seletivo do #IFMG | Edital 019/2020 https://t.co/6niWVSS4g2 via @abconcursos,u_8e6c6f1839,12987,0,0,0,0,pt,Twitter Web App,IFMG,1_Expectativa1',
];

/**
 * The export's header renamed to the posts fields as docs/ingest.md maps them, and a channel column: the
 * platform's own short name, `x`. lang, hashtags and collection have no posts field.
 */
const MAPPED_HEADER =
  'id,postedAt,text,username,followers,likes,comments,shares,quotes,lang,device,hashtags,collection,channel';
const mappedCsv = () => [MAPPED_HEADER, ...EXPORT_ROWS.map((row) => `${row},x`)].join('\r\n');

interface ExportRow {
  id: string;
  posted_at: string;
  likes: string;
  replies: string;
  retweets: string;
  quotes: string;
}
const exportRows = () =>
  parse(
    [
      'id,posted_at,text,author,author_followers,likes,replies,retweets,quotes,lang,device,hashtags,collection',
      ...EXPORT_ROWS,
    ].join('\r\n'),
    { columns: true },
  ) as ExportRow[];

describe('a listening export through the ingest API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let send: ReturnType<typeof ingestSender>;
  let universe: { universeId: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    universe = await createIngestUniverse(t.stores, 'demo', 'tweets-export');
    send = ingestSender(t.app, universe);
  }, 120_000);
  afterAll(() => t.close());

  const stored = async (ids: readonly string[]) =>
    t.stores.analytics.query({
      sql: `SELECT id, CAST(channel AS VARCHAR) AS channel, epoch_ms(posted_at)::DOUBLE AS at, likes::INTEGER AS likes,
              comments::INTEGER AS comments, shares::INTEGER AS shares, quotes::INTEGER AS quotes,
              interactions::INTEGER AS interactions
            FROM posts WHERE universe_id = $universe AND list_contains($ids, id) ORDER BY id`,
      params: { universe: universe.universeId, ids },
    });

  it('stores the export as CSV: times with a space and an offset, channel x, quotes in the interactions', async () => {
    const response = await send('posts', mappedCsv(), 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.accepted).toBe(EXPORT_ROWS.length);
    expect(body.warnings.map((w: { field: string; lines: number }) => [w.field, w.lines])).toEqual([
      ['lang', 5],
      ['hashtags', 5],
      ['collection', 5],
    ]);

    const rows = exportRows();
    const recount = (row: ExportRow) =>
      Number(row.likes) + Number(row.replies) + Number(row.retweets) + Number(row.quotes);
    expect(await stored(rows.map((row) => row.id))).toEqual(
      rows
        .map((row) => ({
          id: row.id,
          channel: 'twitter',
          // "2020-08-29 15:21:06+00:00" is that instant in UTC.
          at: Date.parse(row.posted_at.replace(' ', 'T')),
          likes: Number(row.likes),
          comments: Number(row.replies),
          shares: Number(row.retweets),
          quotes: Number(row.quotes),
          interactions: recount(row),
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    const [first] = await stored(['1299728791489708032']);
    expect(first?.at).toBe(Date.UTC(2020, 7, 29, 15, 21, 6));
  });

  it('reads every ISO 8601 offset form, with T or a space, as the same instant', async () => {
    const at = Date.UTC(2020, 7, 29, 15, 21, 6);
    const forms = [
      '2020-08-29 15:21:06+00:00',
      '2020-08-29T15:21:06Z',
      '2020-08-29 15:21:06z',
      '2020-08-29T12:21:06-03:00',
      '2020-08-29 12:21:06-0300',
      '2020-08-29T12:21:06-03',
      '2020-08-29 15:21:06.000+00:00',
    ];
    const response = await send(
      'posts',
      ndjson(forms.map((postedAt, i) => ({ id: `iso-${i}`, channel: 'X', postedAt }))),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await stored(forms.map((_, i) => `iso-${i}`));
    expect(rows.map((row) => [row.at, row.channel])).toEqual(forms.map(() => [at, 'twitter']));
  });

  it('takes the obvious short names of channels', async () => {
    const names = {
      fb: 'facebook',
      IG: 'instagram',
      yt: 'youtube',
      tiktok: 'tiktok',
      radio: 'rádio',
      bsky: 'Bluesky',
    };
    const response = await send(
      'posts',
      ndjson(Object.keys(names).map((channel) => ({ id: `alias-${channel}`, channel, postedAt: 0 }))),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await stored(Object.keys(names).map((channel) => `alias-${channel}`));
    expect(Object.fromEntries(rows.map((row) => [String(row.id).slice(6), row.channel]))).toEqual(names);
  });

  it('keeps interactions as sent when given, and counts quotes in them when not', async () => {
    const response = await send(
      'posts',
      ndjson([
        { id: 'q-given', channel: 'twitter', postedAt: 0, likes: 1, quotes: 5, interactions: 2 },
        { id: 'q-sum', channel: 'twitter', postedAt: 0, likes: 1, comments: 2, shares: 3, quotes: 4 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await stored(['q-given', 'q-sum']);
    expect(rows.map((row) => [row.id, row.quotes, row.interactions])).toEqual([
      ['q-given', 5, 2],
      ['q-sum', 4, 10],
    ]);
  });
});
