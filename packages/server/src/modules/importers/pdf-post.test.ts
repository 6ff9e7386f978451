import { PostRecord } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { MASK, maskPersonalData, outletOf, pdfPost } from './pdf-post.ts';

describe('the post a clipping becomes', () => {
  it('masks the personal data written in Brazilian texts', () => {
    const cases: [string, string][] = [
      ['escreva para joão.silva+imprensa@exemplo.com.br hoje', `escreva para ${MASK} hoje`],
      ['CPF 123.456.789-09 e 98765432100', `CPF ${MASK} e ${MASK}`],
      ['RG 12.345.678-9 ou 1.234.567-X', `RG ${MASK} ou ${MASK}`],
      ['(11) 98765-4321, 11 3456-7890, +55 21 99876 5432', `${MASK}, ${MASK}, ${MASK}`],
    ];
    for (const [text, masked] of cases) expect(maskPersonalData(text), text).toBe(masked);
  });

  it('leaves company numbers, money, dates, years and percentages alone', () => {
    const text =
      'CNPJ 12.345.678/0001-95: R$ 1.234.567,89 em 10/03/2026, alta de 3,5% sobre 2025; edição 12345';
    expect(maskPersonalData(text)).toBe(text);
  });

  it('is a print post of the document day, with the link, the outlet and the text, masked when asked', () => {
    const document = { link: 'https://www.estadao.com.br/a', documentDate: 1_773_111_600_000, masked: true };
    const post = pdfPost(document, 'Fale com ana@exemplo.com', 'f'.repeat(64));
    expect(post).toEqual(
      PostRecord.parse({
        id: `pdf-${'f'.repeat(64)}`,
        channel: 'impressas',
        postedAt: 1_773_111_600_000,
        text: `Fale com ${MASK}`,
        url: 'https://www.estadao.com.br/a',
        username: 'estadao.com.br',
      }),
    );
    expect(pdfPost({ ...document, masked: false }, 'Fale com ana@exemplo.com', 'f'.repeat(64)).text).toBe(
      'Fale com ana@exemplo.com',
    );
    expect(outletOf('https://jc.ne10.uol.com.br/x')).toBe('jc.ne10.uol.com.br');
  });
});
