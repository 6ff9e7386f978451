import { INGEST_DATASETS, INGEST_TIME_FIELD, type IngestDataset, type IngestRecord } from '@mirante/core';
import type { AnalyticsEngine } from './engine.ts';

/** Records read and appended per step. */
export const COPY_PAGE = 20_000;

export interface CopyProgress {
  dataset: IngestDataset;
  copied: number;
  total: number;
}

export interface CopiedDataset {
  dataset: IngestDataset;
  source: number;
  target: number;
  /** Records found already copied by an earlier run and not read again. */
  skipped: number;
}

export class CopyMismatchError extends Error {
  readonly datasets: readonly CopiedDataset[];
  constructor(datasets: readonly CopiedDataset[]) {
    super(
      `Counts differ after the copy: ${datasets
        .filter((d) => d.source !== d.target)
        .map((d) => `${d.dataset} ${d.source} → ${d.target}`)
        .join(', ')}`,
    );
    this.name = 'CopyMismatchError';
    this.datasets = datasets;
  }
}

/**
 * Copies a universe's analytics from one engine to another, dataset by dataset, in (time, id) order, page by
 * page through each engine's append (idempotent by id: a page sent again changes nothing).
 *
 * Resumable: each dataset starts after the last record the target already holds, because a page is stored
 * whole or not at all and pages go in order; a run stopped midway starts again where it stopped. Verified: at
 * the end each dataset's count on the target must equal the source's, else CopyMismatchError names them (the
 * target held other records of the universe before, or the source changed during the copy).
 */
export async function copyUniverse(
  from: AnalyticsEngine,
  to: AnalyticsEngine,
  universeId: string,
  onProgress: (progress: CopyProgress) => void = () => {},
  pageSize = COPY_PAGE,
): Promise<CopiedDataset[]> {
  const copied: CopiedDataset[] = [];
  for (const dataset of INGEST_DATASETS) {
    const source = await from.recordsSummary(dataset, universeId);
    const before = await to.recordsSummary(dataset, universeId);
    let after = before.last;
    let done = after ? before.count : 0;
    onProgress({ dataset, copied: done, total: source.count });
    for (;;) {
      const page = await from.readRecords(dataset, universeId, after, pageSize);
      if (page.length === 0) break;
      await to.append(dataset, universeId, page as IngestRecord<typeof dataset>[]);
      const last = page[page.length - 1] as Record<string, unknown>;
      after = { time: Number(last[INGEST_TIME_FIELD[dataset]]), id: String(last.id) };
      done += page.length;
      onProgress({ dataset, copied: Math.min(done, source.count), total: source.count });
      if (page.length < pageSize) break;
    }
    const target = (await to.recordsSummary(dataset, universeId)).count;
    copied.push({ dataset, source: source.count, target, skipped: before.last ? before.count : 0 });
  }
  if (copied.some((d) => d.source !== d.target)) throw new CopyMismatchError(copied);
  return copied;
}
