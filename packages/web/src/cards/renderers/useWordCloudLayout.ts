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

/** Layouts asked for before their cloud mounts (startWordCloudLayout), by their terms; a few at most. */
const started = new Map<string, Promise<PlacedTerm[]>>();
const MAX_STARTED = 16;
const termsKey = (terms: readonly CloudTerm[]) =>
  terms.map((term) => `${term.term}\u0000${term.weight}\u0000${term.color ?? ''}`).join('\u0001');

/**
 * Starts laying a cloud out in the worker as soon as its terms are known (when the card's data arrives, before
 * the page draws its cards), so the worker runs while the page is busy; the cloud takes the answer when it
 * mounts.
 */
export function startWordCloudLayout(terms: readonly CloudTerm[]): void {
  if (!canUseWorker() || terms.length === 0) return;
  const key = termsKey(terms);
  if (started.has(key)) return;
  if (started.size >= MAX_STARTED) started.delete(started.keys().next().value as string);
  started.set(key, layoutInWorker(terms));
}

/** The layout started for these terms (taken: a later mount asks again), or a new one. */
function takeLayout(terms: readonly CloudTerm[]): Promise<PlacedTerm[]> {
  const key = termsKey(terms);
  const early = started.get(key);
  started.delete(key);
  return early ?? layoutInWorker(terms);
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
    void takeLayout(terms).then((placed) => {
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
