import type { MessageKey } from '../i18n/pt-BR.ts';

/** Field-level messages of a failed validation, keyed by the form's field names. */
export type FieldErrors = Readonly<Record<string, MessageKey>>;

/** What every rule function returns: a value, or a catalogue message (and per-field messages for forms). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: MessageKey; fields?: FieldErrors };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: MessageKey, fields?: FieldErrors): Result<T> {
  return fields === undefined ? { ok: false, error } : { ok: false, error, fields };
}
