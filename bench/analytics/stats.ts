/** Small helpers for timing and printing benchmark results. */
import os from 'node:os';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function timeOnce(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Median of `runs` sequential timings, in ms. */
export async function timeMedian(runs: number, work: (run: number) => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timeOnce(() => work(run)));
  return median(samples);
}

/** Runs tasks with at most `limit` in flight (a browser opens six connections per host). */
export async function withConcurrency<T>(limit: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '—';
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
export const count = (value: number) => Math.round(value).toLocaleString('en');

/** A plain-text table: the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length))) ?? [];
  const line = (row: readonly string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  const [header, ...body] = rows;
  return [line(header ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The machine's load averages (1, 5 and 15 minutes), as a bench prints them at its start and end. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
