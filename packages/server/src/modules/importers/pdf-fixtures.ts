import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Real PDFs for the importer's tests, made by pdf-lib: each page's lines written in Helvetica (WinAnsi: the
 * accents of Portuguese), with the title and producer given, so the same text can be saved as another file.
 */
export async function clippingPdf(
  pages: readonly (readonly string[])[],
  options: { title?: string; producer?: string; fontSize?: number } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(options.title ?? 'Clipping');
  document.setProducer(options.producer ?? 'Mirante tests');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const size = options.fontSize ?? 11;
  for (const lines of pages) {
    const page = document.addPage();
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: page.getHeight() - 60 - i * (size + 6), size, font });
    });
  }
  return document.save();
}

/** A PDF whose pages carry no text at all (as a scan without its text layer). */
export async function blankPdf(pageCount = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pageCount; i += 1) document.addPage();
  return document.save();
}

/** A multipart body with one file, encoded the way a browser's FormData is. */
export async function multipartBody(
  bytes: Uint8Array,
  filename: string,
  type = 'application/pdf',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: String(request.headers.get('content-type')),
  };
}
