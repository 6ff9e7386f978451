import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { parseDocumentDate, validateDocumentImport, validateSheetFile } from './importer-rules.ts';

// 20/11/2026 23:30 in São Paulo.
const now = Date.UTC(2026, 10, 21, 2, 30);

describe('file importer', () => {
  it('requires the link and the document date ("Valor obrigatório")', () => {
    expect(validateDocumentImport({ link: '', documentDate: '', masked: false }, now)).toEqual({
      ok: false,
      error: 'importer.errors.required',
      fields: { link: 'importer.errors.required', documentDate: 'importer.errors.required' },
    });
    expect(translate('importer.errors.required')).toBe('Valor obrigatório');
  });

  it('refuses what is not a link ("Link inválido")', () => {
    for (const link of ['relatorio.pdf', 'ftp://exemplo.com/a.pdf', 'https://localhost']) {
      expect(validateDocumentImport({ link, documentDate: '2026-11-01', masked: false }, now)).toMatchObject({
        error: 'importer.errors.invalidLink',
      });
    }
    expect(translate('importer.errors.invalidLink')).toBe('Link inválido');
  });

  it('needs a real date that is not in the future', () => {
    expect(
      validateDocumentImport(
        { link: 'https://exemplo.com/a.pdf', documentDate: '31/02/2026', masked: false },
        now,
      ),
    ).toMatchObject({ fields: { documentDate: 'importer.errors.invalidDate' } });
    expect(
      validateDocumentImport(
        { link: 'https://exemplo.com/a.pdf', documentDate: '2026-11-21', masked: false },
        now,
      ),
    ).toMatchObject({ fields: { documentDate: 'importer.errors.futureDate' } });
  });

  it('answers the link, the start of the document day in São Paulo and the masked choice', () => {
    expect(
      validateDocumentImport(
        { link: ' https://exemplo.com/a.pdf ', documentDate: '20/11/2026', masked: true },
        now,
      ),
    ).toEqual({
      ok: true,
      value: { link: 'https://exemplo.com/a.pdf', documentDate: Date.UTC(2026, 10, 20, 3), masked: true },
    });
    expect(parseDocumentDate('2026-11-20')).toBe(Date.UTC(2026, 10, 20, 3));
  });
});

describe('sheet importer', () => {
  it('takes only .xlsx files', () => {
    expect(validateSheetFile('comentarios.XLSX')).toEqual({ ok: true, value: 'comentarios.XLSX' });
    expect(validateSheetFile('comentarios.csv')).toMatchObject({
      ok: false,
      error: 'importer.errors.xlsxOnly',
    });
    expect(validateSheetFile('.xlsx')).toMatchObject({ ok: false, error: 'importer.errors.xlsxOnly' });
    expect(validateSheetFile(null)).toMatchObject({ ok: false, error: 'importer.errors.required' });
  });
});
