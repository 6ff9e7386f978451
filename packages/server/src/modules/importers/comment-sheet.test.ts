import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_BYTES, ImportHistoryAnswer, translate } from '@mirante/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO } from '../../demo/seed-demo.ts';
import { enterAsGuest, publish } from '../../security/tenant-fixtures.ts';
import { openStores } from '../../stores/open-stores.ts';
import { type SessionHeaders, signIn } from '../../test-support/sign-in.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createImportJobs } from './import-jobs.ts';
import { multipart, sheetBytes, zipBytes } from './xlsx-fixtures.ts';

/*
 * The comment-sheet importer over real HTTP, into the real stores: what is stored and what the import-history
 * card lists are compared with the sheet's rows, recounted here from the rows themselves.
 */

const QUERY = `account_id=${DEMO.accountId}&universe_id=${DEMO.brandUniverseId}`;
const IMPORT_URL = `/importer-service/prod/v2/importer/register/sheet/xlsx?${QUERY}`;
const HISTORY_URL = `/studio-service/feed/import-history?${QUERY}&take=500`;
const HEADER = ['Id', 'Canal', 'Data', 'Texto', 'Autor', 'Link', 'Curtidas', 'Sentimento', 'Tags'];
const HOUR = 3_600_000;
/** São Paulo is UTC−3 all year since 2019: a wall-clock time there is 3 h before the same UTC reading. */
const sp = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) + 3 * HOUR;

/** The good rows, with the instant and channel each must be stored with (worked out here, not by the server). */
const GOOD = [
  {
    cells: [
      'c-1',
      'Instagram',
      '10/03/2026 00:00',
      'Meia-noite em SP',
      '@ana',
      'https://exemplo.com.br/1',
      3,
      'positivo',
      'elogio; atendimento',
    ],
    postedAt: sp(2026, 3, 10, 0, 0),
    channel: 'instagram',
  },
  {
    // An Excel date cell: its wall-clock time, read as São Paulo's (the last minute of the day).
    cells: ['c-2', '', new Date(Date.UTC(2026, 2, 10, 23, 59)), 'Último minuto do dia', '', '', '', '', ''],
    postedAt: sp(2026, 3, 10, 23, 59),
    channel: 'ImportedData',
  },
  {
    cells: [
      '',
      'twitter',
      '2026-03-11 08:15',
      'Sem id: derivado do conteúdo',
      '@bia',
      '',
      0,
      'neutro',
      'dúvida',
    ],
    postedAt: sp(2026, 3, 11, 8, 15),
    channel: 'twitter',
  },
  {
    // A date serial without a date format (a sheet whose styles were lost): 46093.5 is 12 Mar 2026, noon.
    cells: ['c-3', 'youtube', 46_093.5, 'Serial do Excel', '', '', '', 'negativo', ''],
    postedAt: sp(2026, 3, 12, 12, 0),
    channel: 'youtube',
  },
];
const BAD_ROW = ['c-4', 'canal-que-nao-existe', '31/02/2026', '', '', 'não é link', 'muitas', 'feliz', ''];

/**
 * The good rows' sheet, written once: exceljs stamps the zip entries with the time of writing, so the same rows
 * written again a moment later are another file (another document, not a repeat).
 */
let goodSheet: Promise<Buffer> | undefined;
const goodSheetBytes = () => {
  goodSheet ??= sheetBytes([HEADER, ...GOOD.map((g) => g.cells)]);
  return goodSheet;
};

describe('comment-sheet importer', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: SessionHeaders;

  beforeAll(async () => {
    t = await createTestApp(Date.parse('2026-03-20T12:00:00Z'));
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  const send = (fileName: string, bytes: Buffer, as: Record<string, string> = headers) => {
    const body = multipart(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: { ...as, ...body.headers },
      payload: body.payload,
    });
  };
  const imported = async () =>
    t.stores.analytics.query({
      sql: `SELECT id, channel, epoch_ms(posted_at)::BIGINT AS posted_at, text, username, likes, polarity, tag
            FROM posts WHERE universe_id = $universe AND (id LIKE 'c-%' OR id LIKE 'planilha-%') ORDER BY posted_at`,
      params: { universe: DEMO.brandUniverseId },
    });
  const history = async () => {
    const response = await t.app.inject({ method: 'GET', url: HISTORY_URL, headers });
    expect(response.statusCode).toBe(200);
    return ImportHistoryAnswer.parse(response.json()).docs;
  };

  it('imports nothing from a sheet with a bad row and offers the sheet of its errors', async () => {
    const response = await send(
      'comentarios.xlsx',
      await sheetBytes([HEADER, ...GOOD.map((g) => g.cells), BAD_ROW]),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.message).toBe('Há erros em posts na planilha, verifique os dados e tente novamente.');
    expect(await imported()).toEqual([]);

    const download = await t.app.inject({ method: 'GET', url: body.errorSheetUrl, headers });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const listed = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 3));
    // Row 6 of the sheet (header, four good rows, then the bad one), one line per wrong cell.
    expect(listed).toEqual([
      [6, 'Canal'],
      [6, 'Data'],
      [6, 'Texto'],
      [6, 'Link'],
      [6, 'Curtidas'],
      [6, 'Sentimento'],
    ]);
    const [job] = await history();
    expect(job).toMatchObject({ status: 'error', error: 'upload.errors.sheet', pid: null });
  });

  it('imports every row of the fixed sheet as a post, as the rows say', async () => {
    const bytes = await goodSheetBytes();
    const response = await send('comentarios.xlsx', bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({
      status: 'processed',
      rows: GOOD.length,
      imported: GOOD.length,
    });

    const stored = await imported();
    expect(stored.map((row) => [Number(row.posted_at), row.channel, row.text])).toEqual(
      GOOD.map((g) => [g.postedAt, g.channel, g.cells[3]]),
    );
    expect(stored[0]).toMatchObject({ id: 'c-1', username: '@ana', polarity: 1 });
    expect(Number(stored[0]?.likes)).toBe(3);
    expect([...((stored[0]?.tag ?? []) as string[])]).toEqual(['elogio', 'atendimento']);
    expect(String(stored[2]?.id)).toMatch(/^planilha-[0-9a-f]{32}$/);

    const rows = (await history()).filter((row) => row.status === 'processed');
    expect(rows.map((row) => [row.pid, row.username, row.posted_at, row.post_url])).toEqual(
      GOOD.map((g, i) => [
        String(stored.find((s) => Number(s.posted_at) === g.postedAt)?.id),
        g.cells[4] || null,
        GOOD[i]?.postedAt,
        g.cells[5] || null,
      ]),
    );
    expect(rows.every((row) => row.processed_at !== null && row.file_name === 'comentarios.xlsx')).toBe(true);
  });

  it('adds nothing when the same sheet comes again, as a repeat or inside another file', async () => {
    const before = await imported();
    // The very file again: a repeat, refused as such.
    const repeat = await send('comentarios-de-novo.xlsx', await goodSheetBytes());
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.message).toBe('Este documento já foi previamente inserido');
    // The same rows in another file (a column more): imported, each replacing itself by its id.
    const widened = await sheetBytes([
      [...HEADER, 'Observação'],
      ...GOOD.map((g) => [...g.cells, 'revisado']),
    ]);
    const other = await send('comentarios-revisados.xlsx', widened);
    expect(other.statusCode).toBe(200);
    expect(await imported()).toEqual(before);
  });

  it('refuses before unpacking: an HTML page named .xlsx, a file over the limit, a zip bomb, another zip', async () => {
    const html = await send('planilha.xlsx', Buffer.from('<!doctype html><html><body>oi</body></html>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(translate('importer.errors.notXlsx'));

    const huge = Buffer.alloc(IMPORT_MAX_BYTES + 1024);
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(huge);
    const large = await send('grande.xlsx', huge);
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe(translate('importer.errors.tooLarge'));

    const bomb = zipBytes([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await send('bomba.xlsx', bomb);
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().error.message).toBe(translate('importer.errors.zipBomb'));

    // A directory that understates what an entry unpacks to: inflating stops at the declared size.
    const lying = await send(
      'mentirosa.xlsx',
      zipBytes([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20), declared: 1000 },
      ]),
    );
    expect(lying.statusCode).toBe(413);
    expect(lying.json().error.message).toBe(translate('importer.errors.zipBomb'));
    // An entry the directory does not list, which a streaming reader would still meet.
    const hidden = await send(
      'escondida.xlsx',
      zipBytes([
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20), hidden: true },
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      ]),
    );
    expect(hidden.statusCode).toBe(415);
    // An entry smuggled inside a listed one's data: its local header says less than the directory, so a
    // streaming reader would meet the bomb the directory never lists.
    const smuggled = await send(
      'contrabando.xlsx',
      zipBytes([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        {
          name: 'xl/workbook.xml',
          data: Buffer.from('<workbook/>'),
          smuggles: { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) },
        },
      ]),
    );
    expect(smuggled.statusCode).toBe(415);
    expect(smuggled.json().error.message).toBe(translate('importer.errors.notXlsx'));

    const otherZip = await send('outro.xlsx', zipBytes([{ name: 'leia-me.txt', data: Buffer.from('oi') }]));
    expect(otherZip.statusCode).toBe(415);

    const csv = await send('planilha.csv', Buffer.from('a,b'));
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toBe(translate('importer.errors.xlsxOnly'));
    // Each refusal after the upload is a job with its reason; nothing was stored.
    const reasons = (await history()).filter((row) => row.status === 'error').map((row) => row.error);
    expect(reasons).toEqual(
      // Catalogue keys: the card says them in the reader's language.
      expect.arrayContaining(['importer.errors.notXlsx', 'importer.errors.zipBomb']),
    );
  });

  it('answers other requests while a large sheet is read', async () => {
    const many = [
      HEADER,
      ...Array.from({ length: 20_000 }, (_, i) => [`big-${i}`, '', '01/03/2026 10:00', `linha ${i}`]),
    ];
    const bytes = await sheetBytes(many);
    let healthAnswered = 0;
    const upload = send('grande-valida.xlsx', bytes);
    const ticks = (async () => {
      for (let i = 0; i < 5; i += 1) {
        const health = await t.app.inject({ method: 'GET', url: '/health' });
        if (health.statusCode === 200) healthAnswered += 1;
      }
    })();
    const [response] = await Promise.all([upload, ticks]);
    expect(response.statusCode).toBe(200);
    expect(response.json().job.imported).toBe(20_000);
    expect(healthAnswered).toBe(5);
  });

  it('is for members of the universe: no session 401, another universe 404', async () => {
    const bytes = await sheetBytes([HEADER, ...GOOD.map((g) => g.cells)]);
    const body = multipart('x.xlsx', bytes);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL.replace(DEMO.brandUniverseId, 'universo-de-outra-conta'),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(other.statusCode).toBe(404);
  });

  it('is never for guests: no import, no history (it names authors)', async () => {
    const tenant = {
      accountId: DEMO.accountId,
      universeId: DEMO.brandUniverseId,
      dashboardId: DEMO.dashboardId,
      editorEmail: DEMO.email,
      editor: headers,
      member: headers,
    };
    const { token } = await publish(t.app, tenant);
    const guest = { cookie: await enterAsGuest(t.app, DEMO.brandUniverseId, token) };
    const upload = await send(
      'visitante.xlsx',
      await sheetBytes([HEADER, ...GOOD.map((g) => g.cells)]),
      guest,
    );
    expect(upload.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `${HISTORY_URL}&card_id=qualquer`,
      headers: guest,
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('@ana');
  });
});

describe('import jobs across a restart', () => {
  it("settles a job a stopped server left 'Processando' as an error with its reason", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mirante-jobs-'));
    const config = loadConfig({ MIRANTE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const first = await openStores(config);
      await first.meta.db.insertInto('accounts').values({ id: 'conta', name: 'Conta' }).execute();
      await first.meta.db
        .insertInto('universes')
        .values({
          id: 'u',
          account_id: 'conta',
          name: 'U',
          kind: 'brand',
          api_token: 't',
          integration_token_hash: 'h',
        })
        .execute();
      const jobs = createImportJobs({ db: first.meta.db, exclusiveStore: true });
      const running = await jobs.start({
        universeId: 'u',
        kind: 'comment-sheet',
        fileName: 'a.xlsx',
        userId: 'x',
      });
      const done = await jobs.start({
        universeId: 'u',
        kind: 'comment-sheet',
        fileName: 'b.xlsx',
        userId: 'x',
      });
      await jobs.markProcessed(done.id, { rows: 0, imported: 0 });
      // The server stops mid-job (no settling on the way down), and starts again on the same data dir.
      await first.meta.close();
      await first.analytics.close();

      const second = await openStores(config);
      try {
        const again = createImportJobs({ db: second.meta.db, exclusiveStore: true });
        expect(await again.settleAtStart()).toBe(1);
        expect(await again.find('u', running.id)).toMatchObject({
          status: 'error',
          error: 'importer.errors.interrupted',
        });
        expect(await again.find('u', done.id)).toMatchObject({ status: 'processed' });
        // The job left 'Processando' once: a late mark of the stopped run writes nothing.
        expect(await again.markProcessed(running.id, { rows: 1, imported: 1 })).toBe(false);
        const rows = await again.history('u', 10);
        expect(rows.find((row) => row.job_id === running.id)?.error).toBe('importer.errors.interrupted');
      } finally {
        await second.meta.close();
        await second.analytics.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('on a shared store, settles only the jobs past the lease', async () => {
    const t = await createTestApp();
    try {
      let clock = Date.now();
      const jobs = createImportJobs({ db: t.stores.meta.db, exclusiveStore: false, now: () => clock });
      const job = await jobs.start({
        universeId: DEMO.brandUniverseId,
        kind: 'pdf',
        fileName: 'a.pdf',
        userId: DEMO.userId,
      });
      expect(await jobs.settleAtStart()).toBe(0);
      clock += 11 * 60_000;
      expect(await jobs.settleAtStart()).toBe(1);
      expect((await jobs.find(DEMO.brandUniverseId, job.id))?.status).toBe('error');
    } finally {
      await t.close();
    }
  });
});
