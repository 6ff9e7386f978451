import { createHash } from 'node:crypto';
import { type IngestRecord, ingestChannelId, isValidLink, type MessageKey, PostRecord } from '@mirante/core';
import { type CellValue, cellCount, cellInstant, cellText, headerKey } from './sheet-cells.ts';

/** The channel of an imported comment when its row names none (spec §3 channel identifiers). */
export const IMPORTED_CHANNEL = 'ImportedData';

export interface SheetColumn {
  /** The header as the template writes it; headers match without case or accents. */
  header: string;
  required: boolean;
  /** What the column takes, for the template's instructions and docs/importers.md. */
  hint: string;
  example: string | number;
}

/**
 * The comment sheet's columns (docs/importers.md): the first worksheet, a header row, then one comment per
 * row. Columns in any order; others are ignored.
 */
export const COMMENT_SHEET_COLUMNS = {
  id: {
    header: 'Id',
    required: false,
    hint: 'Identificador do comentário (até 256 caracteres). Sem ele, o id é derivado de canal, data, autor, link e texto.',
    example: 'sac-2026-0001',
  },
  channel: {
    header: 'Canal',
    required: false,
    hint: `Canal do comentário (instagram, facebook, twitter, youtube, reclameaqui…). Vazio: ${IMPORTED_CHANNEL}.`,
    example: 'instagram',
  },
  postedAt: {
    header: 'Data',
    required: true,
    hint: 'Data e hora em Brasília: célula de data do Excel, DD/MM/AAAA HH:mm ou AAAA-MM-DD HH:mm. Não pode estar no futuro.',
    example: '10/03/2026 14:30',
  },
  text: {
    header: 'Texto',
    required: true,
    hint: 'O comentário (até 100.000 caracteres).',
    example: 'Adorei o atendimento!',
  },
  username: { header: 'Autor', required: false, hint: 'Nome ou @ de quem escreveu.', example: '@cliente' },
  url: {
    header: 'Link',
    required: false,
    hint: 'Endereço http(s) do comentário.',
    example: 'https://www.instagram.com/p/exemplo/',
  },
  likes: { header: 'Curtidas', required: false, hint: 'Número inteiro, zero ou maior.', example: 3 },
  comments: { header: 'Comentários', required: false, hint: 'Número inteiro, zero ou maior.', example: 0 },
  shares: {
    header: 'Compartilhamentos',
    required: false,
    hint: 'Número inteiro, zero ou maior.',
    example: 1,
  },
  polarity: {
    header: 'Sentimento',
    required: false,
    hint: 'positivo, negativo ou neutro; vazio: não classificado.',
    example: 'positivo',
  },
  tags: {
    header: 'Tags',
    required: false,
    hint: 'Separadas por vírgula ou ponto e vírgula.',
    example: 'elogio; atendimento',
  },
} as const satisfies Record<string, SheetColumn>;

export type CommentColumn = keyof typeof COMMENT_SHEET_COLUMNS;

/** A problem of one cell (or of the header: row 1), as the error sheet lists it. */
export interface RowError {
  row: number;
  column: string;
  problem: MessageKey;
  value: string;
}

/** Where each known column is (1-based), from the header row; the required ones missing are errors. */
export function columnsOf(
  header: readonly CellValue[],
  columns: Record<string, SheetColumn>,
): { at: Record<string, number>; errors: RowError[] } {
  const at: Record<string, number> = {};
  const byKey = new Map(Object.entries(columns).map(([name, column]) => [headerKey(column.header), name]));
  header.forEach((cell, index) => {
    const name = byKey.get(headerKey(cell));
    if (name !== undefined && at[name] === undefined) at[name] = index;
  });
  const errors = Object.entries(columns)
    .filter(([name, column]) => column.required && at[name] === undefined)
    .map(([, column]) => ({
      row: 1,
      column: column.header,
      problem: 'importer.errors.missingColumn' as const,
      value: '',
    }));
  return { at, errors };
}

const POLARITY_WORDS: Record<string, number> = { positivo: 1, negativo: 2, neutro: 3 };

const splitTags = (text: string) =>
  text
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The id of a row without one: the same comment sent again gets the same id (and replaces itself). */
function derivedId(parts: readonly (string | number | null)[]): string {
  return `planilha-${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}`;
}

/**
 * One data row as the post it imports, or its cell errors. An imported comment is a post of its channel
 * (ImportedData when the row names none) whose author, link, counts, sentiment and tags are the row's; it has
 * no page (pid, uid) nor customer-service fields.
 */
export function commentRow(
  rowNumber: number,
  cells: readonly CellValue[],
  at: Record<string, number>,
  now: number,
): { post: IngestRecord<'posts'> } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const cell = (name: CommentColumn) => (at[name] === undefined ? undefined : cells[at[name]]);
  const text = (name: CommentColumn) => cellText(cell(name));
  const fail = (name: CommentColumn, problem: MessageKey) =>
    errors.push({
      row: rowNumber,
      column: COMMENT_SHEET_COLUMNS[name].header,
      problem,
      value: text(name).slice(0, 500),
    });

  const channelText = text('channel');
  const channel = channelText === '' ? IMPORTED_CHANNEL : ingestChannelId(channelText);
  if (channel === null) fail('channel', 'importer.row.unknownChannel');

  let postedAt: number | null = null;
  if (text('postedAt') === '') fail('postedAt', 'importer.row.required');
  else {
    postedAt = cellInstant(cell('postedAt'));
    if (postedAt === null) fail('postedAt', 'importer.row.invalidDate');
    else if (postedAt > now) fail('postedAt', 'importer.row.futureDate');
  }

  const body = text('text');
  if (body === '') fail('text', 'importer.row.required');
  else if (body.length > 100_000) fail('text', 'importer.row.tooLong');

  const username = text('username');
  if (username.length > 10_000) fail('username', 'importer.row.tooLong');
  const url = text('url');
  if (url !== '' && !isValidLink(url)) fail('url', 'importer.row.invalidLink');

  const counts = { likes: 0, comments: 0, shares: 0 };
  for (const name of ['likes', 'comments', 'shares'] as const) {
    if (text(name) === '') continue;
    const value = cellCount(cell(name));
    if (value === null) fail(name, 'importer.row.notACount');
    else counts[name] = value;
  }

  const sentiment = headerKey(cell('polarity'));
  const polarity =
    sentiment === '' ? -2 : Object.hasOwn(POLARITY_WORDS, sentiment) ? POLARITY_WORDS[sentiment] : undefined;
  if (polarity === undefined) fail('polarity', 'importer.row.invalidPolarity');

  const givenId = text('id');
  if (givenId.length > 256) fail('id', 'importer.row.tooLong');
  if (errors.length > 0 || channel === null || postedAt === null || polarity === undefined) return { errors };

  const id = givenId || derivedId([channel, postedAt, username, url, body]);
  const parsed = PostRecord.safeParse({
    id,
    channel,
    postedAt,
    text: body,
    url: url || null,
    username: username || null,
    ...counts,
    polarity,
    tag: splitTags(text('tags')),
  });
  if (!parsed.success) {
    // Every field was checked above; what the schema still refuses is said against the text.
    return {
      errors: [
        {
          row: rowNumber,
          column: COMMENT_SHEET_COLUMNS.text.header,
          problem: 'importer.row.tooLong',
          value: '',
        },
      ],
    };
  }
  return { post: parsed.data as IngestRecord<'posts'> };
}
