import type { z } from 'zod';
import { isMessageKey } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * Validates with a schema whose messages are catalogue keys and answers a Result: the parsed value, or the
 * first message per field (dotted path) in `fields`, the first of them as `error`. Messages that are not
 * catalogue keys (zod's own) become `fallback`.
 */
export function resultFromSchema<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fallback: MessageKey = 'form.invalidValues',
): Result<z.infer<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || 'form';
    if (fields[name] === undefined) fields[name] = isMessageKey(issue.message) ? issue.message : fallback;
  }
  return fail(Object.values(fields)[0] ?? fallback, fields);
}
