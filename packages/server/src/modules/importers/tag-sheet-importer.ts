import { type IngestRecord, PostRecord } from '@mirante/core';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { asImportJob, type SheetImportInput, type SheetOutcome } from './comment-sheet-importer.ts';
import { columnsOf, type RowError, type SheetColumn } from './comment-sheet-layout.ts';
import type { ImportJobs } from './import-jobs.ts';
import { readFirstSheet } from './read-sheet.ts';
import { cellText } from './sheet-cells.ts';
import { buildErrorSheet } from './sheet-files.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import { checkXlsxZip } from './zip-guard.ts';

/** The tag sheet's columns (docs/importers.md): the first worksheet, a header row, then a post per row. */
export const TAG_SHEET_COLUMNS = {
  id: {
    header: 'Id',
    required: true,
    hint: 'O id do post no universo (o id com que foi coletado ou importado).',
    example: 'sac-2026-0001',
  },
  tags: {
    header: 'Tags',
    required: true,
    hint: 'As tags a acrescentar ao post, separadas por vírgula ou ponto e vírgula. As que o post já tem ficam.',
    example: 'elogio; atendimento',
  },
} as const satisfies Record<string, SheetColumn>;

const splitTags = (value: string) =>
  value
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The tag importer (docs/importers.md): every row names a post of the universe and tags to add to it. All or
 * nothing: an empty cell or an id the universe does not hold lists the row in the error sheet and nothing is
 * tagged. Each post whose tags grow is sent again whole with its tags merged, through the ingest's append
 * (which replaces it by id and keeps the rollups right); a sheet sent again changes nothing (idempotent).
 */
export function createTagSheetImporter(deps: {
  jobs: ImportJobs;
  analytics: AnalyticsEngine;
  storedPosts: (
    universeId: string,
    ids: readonly string[],
    now: number,
  ) => Promise<Map<string, IngestRecord<'posts'>>>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return async function importTags({ universeId, userId, sheet }: SheetImportInput): Promise<SheetOutcome> {
    const job = await deps.jobs.start({ universeId, kind: 'tag-posts', fileName: sheet.fileName, userId });
    return asImportJob(deps.jobs, job, async () => {
      await checkXlsxZip(sheet.path);
      const errors: RowError[] = [];
      const asked: { row: number; id: string; tags: string[] }[] = [];
      let at: Record<string, number> | null = null;
      for await (const row of readFirstSheet(sheet.path)) {
        if (at === null) {
          const header = columnsOf(row.cells, TAG_SHEET_COLUMNS);
          at = header.at;
          errors.push(...header.errors);
          if (header.errors.length > 0) break;
          continue;
        }
        const cell = (name: keyof typeof TAG_SHEET_COLUMNS) =>
          at?.[name] === undefined ? '' : cellText(row.cells[at[name]]);
        const id = cell('id');
        const tags = splitTags(cell('tags'));
        if (errors.length >= SHEET_LIMITS.maxListedErrors) continue;
        if (id === '')
          errors.push({ row: row.number, column: 'Id', problem: 'importer.row.required', value: '' });
        if (tags.length === 0)
          errors.push({ row: row.number, column: 'Tags', problem: 'importer.row.noTags', value: '' });
        if (id !== '' && tags.length > 0) asked.push({ row: row.number, id, tags });
      }
      const stored = await deps.storedPosts(
        universeId,
        asked.map((entry) => entry.id),
        now(),
      );
      for (const entry of asked) {
        if (!stored.has(entry.id)) {
          errors.push({ row: entry.row, column: 'Id', problem: 'importer.row.unknownPost', value: entry.id });
        }
      }
      const rows = asked.length + new Set(errors.map((error) => error.row)).size;
      if (errors.length > 0) {
        await deps.jobs.markFailed(job.id, 'upload.errors.sheet', {
          rows,
          errorSheet: await buildErrorSheet(errors),
        });
        return { kind: 'rowErrors' as const, jobId: job.id };
      }
      // The tags each post ends with: its own, then the sheet's it lacked (a post on several rows gets them all).
      const merged = new Map<string, string[]>();
      for (const entry of asked) {
        const tags = merged.get(entry.id) ?? [...(stored.get(entry.id)?.tag ?? [])];
        for (const tag of entry.tags) if (!tags.includes(tag)) tags.push(tag);
        merged.set(entry.id, tags);
      }
      const changed = [...merged]
        .filter(([id, tags]) => tags.length > (stored.get(id)?.tag.length ?? 0))
        .map(([id, tag]) => PostRecord.parse({ ...stored.get(id), tag }) as IngestRecord<'posts'>);
      if (changed.length > 0) await deps.analytics.append('posts', universeId, changed);
      const posts = [...merged.keys()].map((id) => {
        const post = stored.get(id) as IngestRecord<'posts'>;
        return { pid: id, username: post.username, postedAt: post.postedAt, url: post.url };
      });
      await deps.jobs.markProcessed(job.id, { rows: asked.length, imported: changed.length, posts });
      return {
        kind: 'processed' as const,
        job: { id: job.id, status: 'processed' as const, rows: asked.length, imported: changed.length },
      };
    });
  };
}
