/** Page chunks get 120 s to arrive (spec §9), after which the page counts as not loaded. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout';
export type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/** A page chunk that did not load (spec §8): names the chunk, why, and whether its script or CSS failed. */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailure;
  readonly code: ChunkErrorCode;

  constructor(chunk: string, type: ChunkFailure, code: ChunkErrorCode, cause: unknown) {
    super(`Loading ${code === 'CSS_CHUNK_LOAD_FAILED' ? 'CSS chunk' : 'chunk'} ${chunk} failed (${type})`, {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
    this.code = code;
  }
}

// Vite's preload helper rejects with this when a chunk's stylesheet does not load.
const CSS_FAILURE = /Unable to preload CSS/i;

function failureOf(chunk: string, error: unknown): ChunkLoadError {
  const message = error instanceof Error ? error.message : String(error);
  const code = CSS_FAILURE.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
  return new ChunkLoadError(chunk, 'missing', code, error);
}

/** Loads a lazy chunk, turning a failed or too slow load into a ChunkLoadError. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(chunk, 'timeout', 'CHUNK_LOAD_FAILED', null)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(failureOf(chunk, error));
      },
    );
  });
}
