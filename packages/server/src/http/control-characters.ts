import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** C0 controls but tab, line feed and carriage return (which text areas hold), and DEL: NUL among them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (`body.filter.query`) of the first text in `value` that holds a control character, or null. */
export function controlCharacterAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return path;
      const found = controlCharacterAt(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

const refusal = (at: string) => {
  const field = at.replace(/^(params|query|body)\.?/, '') || 'body';
  return new AppError(400, 'VALIDATION', 'errors.controlCharacters', { [field]: 'errors.controlCharacters' });
};

/**
 * Refuses, with a 400 naming the field, any request whose path parameters, query or JSON body hold a control
 * character: no store takes a NUL byte in text, and none of our texts needs one. Path and query are checked as
 * the request arrives, before any route's own hooks (an ingest's token check) read them; a JSON body once it
 * is parsed. Raw bodies (an ingest's NDJSON or CSV, an upload) are their routes' business, judged line by line
 * or by content.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const at = controlCharacterAt(request.params, 'params') ?? controlCharacterAt(request.query, 'query');
    if (at) throw refusal(at);
  });
  app.addHook('preValidation', async (request) => {
    const at = typeof request.body === 'object' ? controlCharacterAt(request.body, 'body') : null;
    if (at) throw refusal(at);
  });
}
