import { translate } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { createPdfPrinter } from './pdf-printer.ts';

describe('createPdfPrinter', () => {
  it('refuses to print, with a clear pt-BR message, when Chromium is not installed', async () => {
    const printer = createPdfPrinter({ executablePath: '/nonexistent/chromium', onSlowPage: () => {} });
    const job = { url: 'http://127.0.0.1:1/x', cookies: [], headers: {}, timeoutMs: 1_000 };
    await expect(printer.print(job)).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'dashboardExport.errors.chromiumMissing',
    });
    expect(translate('dashboardExport.errors.chromiumMissing')).toBe(
      'Não foi possível gerar o PDF: o Chromium não está instalado no servidor. Instale o pacote chromium ou defina CHROMIUM_PATH.',
    );
    await printer.close();
  });
});
