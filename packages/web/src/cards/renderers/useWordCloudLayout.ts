import { useEffect, useMemo, useState } from 'react';
import type { WordCloudAnswer, WordCloudRequest } from './word-cloud.worker.ts';
import { type CloudTerm, layoutWordCloud, type PlacedTerm } from './word-cloud-layout.ts';

interface Pending {
  terms: readonly CloudTerm[];
  resolve: (placed: PlacedTerm[]) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Browsers with workers and OffscreenCanvas lay clouds out in one worker for the page. */
const canUseWorker = () =>
  !workerFailed && typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

function startWorker(): Worker {
  const started = new Worker(new URL('./word-cloud.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', ({ data }: MessageEvent<WordCloudAnswer>) => {
    pending.get(data.id)?.resolve(data.placed);
    pending.delete(data.id);
  });
  // A worker that cannot start (or fails) leaves no cloud empty: the page lays them out itself from then on.
  started.addEventListener('error', () => {
    workerFailed = true;
    started.terminate();
    for (const { terms, resolve } of pending.values()) resolve(layoutWordCloud(terms));
    pending.clear();
  });
  return started;
}

function layoutInWorker(terms: readonly CloudTerm[]): Promise<PlacedTerm[]> {
  if (workerFailed) return Promise.resolve(layoutWordCloud(terms));
  worker ??= startWorker();
  const id = nextId;
  nextId += 1;
  const request: WordCloudRequest = { id, terms: [...terms] };
  return new Promise((resolve) => {
    pending.set(id, { terms, resolve });
    worker?.postMessage(request);
  });
}

/**
 * The placed words of a cloud. Where the browser can, the layout runs in a worker, so a dashboard's other cards
 * draw meanwhile, and the words appear when it answers (null until then); elsewhere it runs at once.
 */
export function useWordCloudLayout(terms: readonly CloudTerm[]): PlacedTerm[] | null {
  const inWorker = canUseWorker();
  const atOnce = useMemo(() => (inWorker ? null : layoutWordCloud(terms)), [inWorker, terms]);
  const [answer, setAnswer] = useState<{ terms: readonly CloudTerm[]; placed: PlacedTerm[] } | null>(null);
  useEffect(() => {
    if (!inWorker || terms.length === 0) return undefined;
    let current = true;
    void layoutInWorker(terms).then((placed) => {
      if (current) setAnswer({ terms, placed });
    });
    return () => {
      current = false;
    };
  }, [inWorker, terms]);
  if (!inWorker) return atOnce;
  if (terms.length === 0) return [];
  return answer?.terms === terms ? answer.placed : null;
}
