import { CHANNEL_ALIASES, CHANNELS } from '../domain/channels.ts';
import { translate } from '../i18n/messages.ts';
import { INGEST_DATASETS, type IngestDataset } from './ingest.ts';
import { INGEST_CHANNEL_ALIASES } from './ingest-channels.ts';
import { type IngestFieldInfo, ingestAcceptedText, ingestFields } from './ingest-fields.ts';

/*
 * The tables of docs/ingest.md that come from the contract, so the doc cannot drift from it: each sits between
 * `<!-- ingest-table:NAME -->` and `<!-- /ingest-table -->`, NAME a dataset or `channels`. The core test checks
 * the doc holds them as rendered here; `npm run docs:ingest` writes them again.
 */

const cell = (text: string) => text.replaceAll('|', '\\|');
const code = (text: string) => `\`${text}\``;

/** What a field accepts, as the doc's tables say it: instants and channels point to their own sections. */
function acceptedCell(info: IngestFieldInfo): string {
  const orNull = info.nullable ? ', or null' : '';
  if (info.meta.type === 'instant') return `an instant: see [Times](#times)${orNull}`;
  if (info.meta.type === 'channel') return 'a channel: see [Channels](#channels)';
  return cell(ingestAcceptedText(info, 'en'));
}

function fieldsTable(dataset: IngestDataset): string {
  const rows = ingestFields(dataset).map((info) => {
    const absent = info.required
      ? 'refused'
      : info.meta.defaultNote
        ? translate(info.meta.defaultNote, 'en')
        : code(JSON.stringify(info.defaultValue));
    return `| ${code(info.field)} | ${info.required ? 'yes' : 'no'} | ${acceptedCell(info)} | ${cell(absent)} |`;
  });
  return ['| field | required | accepts | when absent |', '|---|---|---|---|', ...rows].join('\n');
}

function channelsTable(): string {
  const aliases = new Map<string, string[]>();
  for (const [alias, id] of Object.entries({ ...CHANNEL_ALIASES, ...INGEST_CHANNEL_ALIASES })) {
    aliases.set(id, [...(aliases.get(id) ?? []), alias]);
  }
  const rows = CHANNELS.map(
    (channel) =>
      `| ${code(channel.id)} | ${channel.name} | ${(aliases.get(channel.id) ?? []).map(code).join(', ')} |`,
  );
  return ['| id (stored) | name | aliases |', '|---|---|---|', ...rows].join('\n');
}

/** One generated table of docs/ingest.md by its name: a dataset's fields, or `channels`. */
export function renderIngestTable(name: string): string {
  if (name === 'channels') return channelsTable();
  const dataset = INGEST_DATASETS.find((d) => d === name);
  if (!dataset) throw new Error(`No ingest table '${name}': a dataset or 'channels'`);
  return fieldsTable(dataset);
}

const TABLE = /(<!-- ingest-table:([\w-]+) -->)[\s\S]*?(<!-- \/ingest-table -->)/g;

/** The markdown with each generated table written afresh between its markers (empty ones too). */
export function withIngestTables(markdown: string): string {
  return markdown.replace(
    TABLE,
    (_match, open: string, name: string, close: string) => `${open}\n${renderIngestTable(name)}\n${close}`,
  );
}
