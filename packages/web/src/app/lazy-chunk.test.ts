import { describe, expect, it } from 'vitest';
import { errorStatusFor } from './error-status.ts';
import { ChunkLoadError, loadChunk } from './lazy-chunk.ts';

async function failureOf(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChunkLoadError)) throw new Error('expected a ChunkLoadError');
  return error;
}

describe('loadChunk', () => {
  it('gives the module when the chunk arrives', async () => {
    await expect(loadChunk('login', async () => ({ page: 'ok' }))).resolves.toEqual({ page: 'ok' });
  });

  it('names a missing chunk', async () => {
    const error = await failureOf(
      loadChunk('dashboard', () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /js/DashboardPage.js')),
      ),
    );
    expect(error.chunk).toBe('dashboard');
    expect(error.type).toBe('missing');
    expect(error.code).toBe('CHUNK_LOAD_FAILED');
    expect(error.message).toContain('dashboard');
    expect(errorStatusFor(error)).toBe('500');
  });

  it('marks a failed stylesheet with CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await failureOf(
      loadChunk('dashboard', () =>
        Promise.reject(new Error('Unable to preload CSS for /css/DashboardPage.css')),
      ),
    );
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.type).toBe('missing');
  });

  it('gives up on a chunk that never arrives, as a communication error', async () => {
    const error = await failureOf(loadChunk('token', () => new Promise<never>(() => {}), 1));
    expect(error.type).toBe('timeout');
    expect(error.chunk).toBe('token');
    expect(errorStatusFor(error)).toBe('timeout');
  });
});
