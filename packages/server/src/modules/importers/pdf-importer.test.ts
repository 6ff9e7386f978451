import {
  END_OF_DAY_OFFSET_MS,
  IMPORT_MAX_BYTES,
  startOfZonedDateKey,
  translate,
  type WarRoomPost,
} from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenants,
  enterAsGuest,
  publish,
  type SessionHeaders,
  type Tenant,
} from '../../security/tenant-fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { TEST_STORES } from '../../test-support/test-database.ts';
import { createImportJobs } from './import-jobs.ts';
import { blankPdf, clippingPdf, multipartBody } from './pdf-fixtures.ts';

const LOAD = translate('upload.errors.load');
const DUPLICATE = translate('upload.errors.duplicate');
const REQUIRED = translate('importer.errors.required');
const INVALID_LINK = translate('importer.errors.invalidLink');

const day = (key: string) => startOfZonedDateKey(key) as number;

/** The clipping every test starts from: Portuguese with its accents, on two pages. */
const CLIPPING = [
  [
    'Folha de S.Paulo — Caderno de Economia',
    'Açúcar União amplia produção em São Paulo',
    'A ação da companhia subiu 3,5% após o anúncio.',
  ],
  ['Página 2: coração do negócio', 'Contato da assessoria: Conceição Araújo'],
];
const CLIPPING_TEXT = [
  'Folha de S.Paulo — Caderno de Economia',
  'Açúcar União amplia produção em São Paulo',
  'A ação da companhia subiu 3,5% após o anúncio.',
  '',
  'Página 2: coração do negócio',
  'Contato da assessoria: Conceição Araújo',
].join('\n');

describe.each(TEST_STORES)(
  'the PDF importer: press clippings become posts of the print channel (%s)',
  (store) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let a: Tenant;
    let b: Tenant;

    beforeAll(async () => {
      t = await createTestApp(Date.now(), { store });
      ({ a, b } = await createTenants(t.app, t.stores));
    }, 120_000);
    afterAll(() => t?.close());

    interface Sent {
      link?: string;
      document_date?: string;
      masked?: string;
    }

    const url = (tenant: Tenant, fields: Sent, version = 'prod') =>
      `/se-pdf-extractor/${version}/classify-pdf-v3?${new URLSearchParams({
        account_id: tenant.accountId,
        universe_id: tenant.universeId,
        is_staging: 'false',
        ...fields,
      })}`;

    const upload = async (
      tenant: Tenant,
      bytes: Uint8Array | null,
      fields: Sent,
      headers: SessionHeaders | Record<string, string> = tenant.editor,
      filename = 'clipping.pdf',
    ) => {
      const body = bytes === null ? null : await multipartBody(bytes, filename);
      return t.app.inject({
        method: 'POST',
        url: url(tenant, fields),
        headers: { ...headers, ...(body ? { 'content-type': body.contentType } : {}) },
        ...(body ? { payload: body.payload } : {}),
      });
    };

    /** The war-room card data of B's universe over `from`…`to` (São Paulo days), narrowed to the print channel. */
    const warRoom = async (
      endpoint: string,
      from: string,
      to: string,
      extra: Record<string, string> = {},
    ) => {
      const response = await t.app.inject({
        url: `/war-room/${endpoint}?${new URLSearchParams({
          date_range: `${day(from)}:${day(to) + END_OF_DAY_OFFSET_MS}`,
          account_id: b.accountId,
          universe_id: b.universeId,
          is_staging: 'false',
          filter: JSON.stringify({ channels: ['impressas'] }),
          ...extra,
        })}`,
        headers: { ...b.editor },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().docs;
    };
    const printPosts = (from: string, to: string): Promise<WarRoomPost[]> =>
      warRoom('press-posts', from, to, { take: '100', sort: 'date_asc' });
    const printCount = async (from: string, to: string): Promise<number> =>
      (await warRoom('monitoring-overview', from, to)).current.posts;

    /** What the test itself imported into B: the recount the cards are compared with. */
    const imported: { id: string; postedAt: number; url: string }[] = [];
    const recount = (from: string, to: string) =>
      imported.filter((post) => post.postedAt >= day(from) && post.postedAt <= day(to) + END_OF_DAY_OFFSET_MS)
        .length;

    it('stores the clipping as one post of the print channel, its text read with every accent', async () => {
      const link = 'https://www.folha.uol.com.br/mercado/2026/03/acucar.shtml';
      const response = await upload(b, await clippingPdf(CLIPPING), { link, document_date: '10/03/2026' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        status: 'ok',
        message: `${translate('renderer.importer.sent')} ${translate('importer.waitHint')}`,
        job: { status: 'processed', rows: 1, imported: 1 },
      });

      const posts = await printPosts('2026-03-01', '2026-03-31');
      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post).toMatchObject({
        channel: 'impressas',
        text: CLIPPING_TEXT,
        url: link,
        username: 'folha.uol.com.br',
        // The document's day at São Paulo's midnight (03:00 UTC), not UTC's.
        postedAt: Date.parse('2026-03-10T03:00:00Z'),
      });
      imported.push({ id: String(post?.id), postedAt: Number(post?.postedAt), url: link });
      expect(await printCount('2026-03-01', '2026-03-31')).toBe(recount('2026-03-01', '2026-03-31'));
    });

    it('counts a clipping on its own São Paulo day: in the period that ends that day, not in the one before', async () => {
      const link = 'https://oglobo.globo.com/economia/noticia.ghtml';
      const bytes = await clippingPdf([
        ['O Globo', 'Inflação de serviços desacelera em março', 'Índice fica abaixo da projeção'],
      ]);
      const response = await upload(b, bytes, { link, document_date: '2026-03-31' });
      expect(response.statusCode, response.body).toBe(201);
      const [post] = (await printPosts('2026-03-31', '2026-03-31')).filter((p) => p.url === link);
      expect(post?.postedAt).toBe(day('2026-03-31'));
      imported.push({ id: String(post?.id), postedAt: day('2026-03-31'), url: link });

      for (const [from, to] of [
        ['2026-03-01', '2026-03-31'],
        ['2026-03-31', '2026-03-31'],
        ['2026-03-01', '2026-03-30'],
        ['2026-04-01', '2026-04-30'],
      ] as const) {
        expect(await printCount(from, to), `${from}…${to}`).toBe(recount(from, to));
      }
      // The period that ends at 23:59 of 30 March (São Paulo) has only the clipping of the 10th.
      expect(recount('2026-03-01', '2026-03-30')).toBe(1);
    });

    it('masks e-mails, CPFs, RGs and phone numbers when asked, and keeps them when not', async () => {
      const personal = [
        'Denúncia enviada por maria.souza@exemplo.com.br',
        'CPF 123.456.789-09, RG 12.345.678-9',
        'Telefone (11) 98765-4321 ou +55 21 3456-7890',
        'Receita de R$ 1.234.567,89 em 2025; CNPJ 12.345.678/0001-95',
      ];
      const masked = await upload(b, await clippingPdf([['Estadão — Política', ...personal]]), {
        link: 'https://www.estadao.com.br/politica/denuncia',
        document_date: '2026-03-12',
        masked: 'true',
      });
      expect(masked.statusCode, masked.body).toBe(201);
      const plain = await upload(b, await clippingPdf([['Valor — Empresas', ...personal]]), {
        link: 'https://valor.globo.com/empresas/denuncia',
        document_date: '2026-03-12',
        masked: 'false',
      });
      expect(plain.statusCode, plain.body).toBe(201);

      const posts = await printPosts('2026-03-12', '2026-03-12');
      const byLink = new Map(posts.map((post) => [post.url, post]));
      expect(byLink.get('https://www.estadao.com.br/politica/denuncia')?.text).toBe(
        [
          'Estadão — Política',
          'Denúncia enviada por ***',
          'CPF ***, RG ***',
          'Telefone *** ou ***',
          'Receita de R$ 1.234.567,89 em 2025; CNPJ 12.345.678/0001-95',
        ].join('\n'),
      );
      expect(byLink.get('https://valor.globo.com/empresas/denuncia')?.text).toBe(
        ['Valor — Empresas', ...personal].join('\n'),
      );
      for (const post of posts)
        imported.push({ id: post.id, postedAt: post.postedAt, url: String(post.url) });
      expect(await printCount('2026-03-01', '2026-03-31')).toBe(recount('2026-03-01', '2026-03-31'));
    });

    it('refuses the same document again, as the same file or the same text saved as another file', async () => {
      const link = 'https://www.folha.uol.com.br/mercado/2026/03/acucar.shtml';
      const before = await printCount('2026-01-01', '2026-12-31');
      const again = await upload(b, await clippingPdf(CLIPPING), { link, document_date: '10/03/2026' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: 'error',
        error: { code: 'CONFLICT', message: DUPLICATE },
      });

      // Another producer, title, size and another link and date: the same words, so the same document.
      const resaved = await clippingPdf(CLIPPING, {
        title: 'Outro título',
        producer: 'Outro programa',
        fontSize: 9,
      });
      expect(Buffer.from(resaved).equals(Buffer.from(await clippingPdf(CLIPPING)))).toBe(false);
      const other = await upload(b, resaved, {
        link: 'https://clipping.example.com/1',
        document_date: '2026-03-11',
      });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe(DUPLICATE);

      // Sent at once twice: one post, the other answer the repeat.
      const fresh = await clippingPdf([['Correio Braziliense', 'Câmara aprova reforma do ensino médio']]);
      const fields = { link: 'https://www.correiobraziliense.com.br/politica', document_date: '2026-03-20' };
      const both = await Promise.all([upload(b, fresh, fields), upload(b, fresh, fields)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      imported.push({ id: 'correio', postedAt: day('2026-03-20'), url: fields.link });

      expect(await printCount('2026-01-01', '2026-12-31')).toBe(before + 1);
      expect(await printCount('2026-01-01', '2026-12-31')).toBe(recount('2026-01-01', '2026-12-31'));

      // The same document in another universe is that universe's first.
      const elsewhere = await upload(a, await clippingPdf(CLIPPING), { link, document_date: '10/03/2026' });
      expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    });

    it('refuses each bad field with the form texts, and records nothing', async () => {
      const bytes = await clippingPdf([['Zero Hora', 'Chuvas no Rio Grande do Sul']]);
      const cases: [Sent, Record<string, string>][] = [
        [{ document_date: '2026-03-10' }, { link: REQUIRED }],
        [{ link: '   ', document_date: '2026-03-10' }, { link: REQUIRED }],
        [{ link: 'nada', document_date: '2026-03-10' }, { link: INVALID_LINK }],
        [{ link: 'ftp://exemplo.com/a.pdf', document_date: '2026-03-10' }, { link: INVALID_LINK }],
        [
          { link: `https://exemplo.com/${'a'.repeat(3000)}`, document_date: '2026-03-10' },
          { link: INVALID_LINK },
        ],
        [{ link: 'https://gauchazh.clicrbs.com.br/a' }, { documentDate: REQUIRED }],
        [
          { link: 'https://gauchazh.clicrbs.com.br/a', document_date: '31/02/2026' },
          { documentDate: translate('importer.errors.invalidDate') },
        ],
        [
          { link: 'https://gauchazh.clicrbs.com.br/a', document_date: '2999-01-01' },
          { documentDate: translate('importer.errors.futureDate') },
        ],
        [{}, { link: REQUIRED, documentDate: REQUIRED }],
      ];
      const jobs = createImportJobs({ db: t.stores.meta.db, exclusiveStore: false });
      const jobsBefore = (await jobs.history(b.universeId, 500)).length;
      const before = await printCount('2026-01-01', '2026-12-31');
      for (const [fields, expected] of cases) {
        const response = await upload(b, bytes, fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error.fields, JSON.stringify(fields)).toEqual(expected);
      }
      const noFile = await upload(b, null, {
        link: 'https://gauchazh.clicrbs.com.br/a',
        document_date: '2026-03-10',
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error).toMatchObject({ message: REQUIRED, fields: { file: REQUIRED } });

      expect((await jobs.history(b.universeId, 500)).length).toBe(jobsBefore);
      expect(await printCount('2026-01-01', '2026-12-31')).toBe(before);
    });

    it("refuses what is not a readable PDF with 'Não conseguimos carregar o documento...', as a failed job", async () => {
      const fields = { link: 'https://www.em.com.br/economia', document_date: '2026-03-15' };
      const good = await clippingPdf([['Estado de Minas', 'Minério de ferro em alta']]);
      const unreadable: [string, Uint8Array][] = [
        [
          'an HTML page named .pdf',
          new TextEncoder().encode('<!doctype html><html><body>Não é PDF</body></html>'),
        ],
        ['a PDF header over junk', new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nlixo')],
        ['a PDF cut in half', good.slice(0, Math.floor(good.length / 2))],
        ['an empty file', new Uint8Array()],
        ['pages without text (a scan)', await blankPdf(2)],
      ];
      const jobs = createImportJobs({ db: t.stores.meta.db, exclusiveStore: false });
      const before = await printCount('2026-01-01', '2026-12-31');
      for (const [what, bytes] of unreadable) {
        const response = await upload(b, bytes, fields, b.editor, `${what}.pdf`);
        expect(response.statusCode, what).toBe(422);
        const answer = response.json();
        expect(answer.error.message, what).toBe(LOAD);
        const job = await jobs.find(b.universeId, answer.jobId);
        expect(job, what).toMatchObject({
          kind: 'pdf',
          status: 'error',
          error: 'upload.errors.load',
          fileName: `${what}.pdf`,
        });
      }
      expect(await printCount('2026-01-01', '2026-12-31')).toBe(before);
    });

    it('refuses a file over the size limit while it streams in, before reading it', async () => {
      const big = new Uint8Array(IMPORT_MAX_BYTES + 1);
      big.set(new TextEncoder().encode('%PDF-1.7\n'));
      const before = await printCount('2026-01-01', '2026-12-31');
      const response = await upload(b, big, {
        link: 'https://www.em.com.br/grande',
        document_date: '2026-03-15',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(translate('renderer.importer.tooLarge'));
      expect(await printCount('2026-01-01', '2026-12-31')).toBe(before);
    });

    it('lists each import in the history as processed or failed with its reason', async () => {
      const jobs = createImportJobs({ db: t.stores.meta.db, exclusiveStore: false });
      const history = (await jobs.history(b.universeId, 500)).filter((row) => row.kind === 'pdf');
      const processed = history.filter((row) => row.status === 'processed');
      expect(processed.map((row) => row.post_url).sort()).toEqual(imported.map((post) => post.url).sort());
      for (const row of processed) expect(row.pid).toMatch(/^pdf-[0-9a-f]{64}$/);
      // The reasons as catalogue keys: the card says them in the reader's language.
      expect(history.filter((row) => row.error === 'upload.errors.duplicate').length).toBe(3);
      expect(history.filter((row) => row.error === 'upload.errors.load').length).toBe(5);
      expect(history.every((row) => row.status !== 'queued')).toBe(true);
    });

    it('is for signed-in members of the universe only: guests 403, other accounts 404, nothing stored', async () => {
      const bytes = await clippingPdf([['Jornal do Commercio', 'Porto do Recife bate recorde']]);
      const fields = { link: 'https://jc.ne10.uol.com.br/economia', document_date: '2026-03-18' };
      const { token } = await publish(t.app, b);
      const guest = { cookie: await enterAsGuest(t.app, b.universeId, token) };
      expect((await upload(b, bytes, fields, guest)).statusCode).toBe(403);
      expect((await upload(b, bytes, fields, a.editor)).statusCode).toBe(404);
      expect((await upload(b, bytes, fields, {})).statusCode).toBe(401);
      expect(await printCount('2026-03-18', '2026-03-18')).toBe(0);
    });

    it('keeps answering other requests while a long document is read', async () => {
      const pages = Array.from({ length: 400 }, (_, page) =>
        Array.from(
          { length: 40 },
          (_, line) => `Página ${page + 1}, linha ${line + 1}: ação, coração e informação.`,
        ),
      );
      const long = await clippingPdf(pages);
      const jobs = createImportJobs({ db: t.stores.meta.db, exclusiveStore: false });
      const importing = upload(
        b,
        long,
        { link: 'https://www.gazetadopovo.com.br/longo', document_date: '2026-03-25' },
        b.editor,
        'longo.pdf',
      );
      // Once its job says 'Processando', the document is being read.
      const reading = async () =>
        (await jobs.history(b.universeId, 500)).find((row) => row.file_name === 'longo.pdf') ?? null;
      let job = await reading();
      for (let tries = 0; job === null && tries < 1000; tries += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        job = await reading();
      }
      expect(job?.status).toBe('queued');
      const health = await t.app.inject({ url: '/health' });
      expect(health.statusCode).toBe(200);
      // Health was answered while the document was still being read.
      expect((await jobs.find(b.universeId, String(job?.job_id)))?.status).toBe('queued');
      const response = await importing;
      expect(response.statusCode, response.body).toBe(201);
      expect((await jobs.find(b.universeId, String(job?.job_id)))?.status).toBe('processed');
      const [post] = (await printPosts('2026-03-25', '2026-03-25')).filter((p) => p.url?.endsWith('/longo'));
      expect(
        post?.text.startsWith('Página 1, linha 1: ação, coração e informação.\nPágina 1, linha 2:'),
      ).toBe(true);
      imported.push({
        id: String(post?.id),
        postedAt: day('2026-03-25'),
        url: 'https://www.gazetadopovo.com.br/longo',
      });
    }, 120_000);
  },
);
