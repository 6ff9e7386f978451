import { describe, expect, it } from 'vitest';
import { ImportHistoryAnswer, type ImportHistoryRow } from '../contracts/importers.ts';
import { translate } from '../i18n/messages.ts';
import { importHistoryData } from './import-history-mapper.ts';

const t = (key: Parameters<typeof translate>[0]) => translate(key);

const row = (over: Partial<ImportHistoryRow>): ImportHistoryRow => ({
  job_id: 'j',
  kind: 'comment-sheet',
  file_name: 'comentarios.xlsx',
  status: 'processed',
  error: null,
  pid: 'c-1',
  username: '@ana',
  posted_at: 1_700_000_000_000,
  post_url: 'https://exemplo.com.br/1',
  processed_at: 1_700_000_100_000,
  created_at: 1_700_000_050_000,
  ...over,
});

describe('importHistoryData', () => {
  it("draws the spec's fields, then the file and the job's state in pt-BR", () => {
    const data = importHistoryData(
      {
        docs: [
          row({}),
          row({
            job_id: 'k',
            status: 'error',
            error: 'upload.errors.sheet',
            pid: null,
            username: null,
          }),
          row({ job_id: 'l', status: 'queued', pid: null, processed_at: null }),
        ],
      },
      t,
    );
    if (data.kind !== 'table') throw new Error('not a table');
    expect(data.columns.map((column) => column.key)).toEqual([
      'pid',
      'username',
      'posted_at',
      'post_url',
      'processed_at',
      'file_name',
      'status',
    ]);
    expect(data.rows.map((drawn) => drawn.status)).toEqual([
      'Processada com sucesso',
      `Erro no processamento: ${translate('upload.errors.sheet')}`,
      'Processando',
    ]);
    expect(data.rows[0]).toMatchObject({ pid: 'c-1', username: '@ana', posted_at: 1_700_000_000_000 });
  });

  it("says a failed job's reason in the reader's language", () => {
    const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en');
    const answer = ImportHistoryAnswer.parse({
      docs: [row({ status: 'error', error: 'upload.errors.sheet', pid: null })],
    });
    const data = importHistoryData(answer, en);
    if (data.kind !== 'table') throw new Error('not a table');
    expect(data.rows[0]?.status).toBe(
      `${translate('importJob.error', 'en')}: ${translate('upload.errors.sheet', 'en')}`,
    );
    expect(String(data.rows[0]?.status)).not.toContain('Há erros');
  });

  it('takes only catalogue keys as reasons', () => {
    expect(
      ImportHistoryAnswer.safeParse({ docs: [row({ status: 'error', error: 'upload.errors.load' })] })
        .success,
    ).toBe(true);
    const prose = { ...row({ status: 'error' }), error: 'Há erros em posts na planilha' };
    expect(ImportHistoryAnswer.safeParse({ docs: [prose] }).success).toBe(false);
  });

  it('draws an empty table before the first answer', () => {
    expect(importHistoryData(undefined, t)).toMatchObject({ kind: 'table', rows: [] });
  });
});
