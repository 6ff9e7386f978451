import {
  assertUnreachable,
  fillMessage,
  type IngestDataset,
  type IngestFieldError,
  ingestAcceptedText,
  ingestFieldInfo,
  type MessageKey,
  readInstantText,
  translate,
} from '@mirante/core';
import { MAX_ECHOED_TEXT } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';

/** Why a field of a record was refused. */
export type FieldProblem =
  | { kind: 'invalid' }
  | { kind: 'unknownChannel' }
  | { kind: 'tooLarge'; max: number };

const cut = (text: string) => (text.length > MAX_ECHOED_TEXT ? `${text.slice(0, MAX_ECHOED_TEXT)}…` : text);

/** The value as the answer gives it back: texts cut, lists and objects as their JSON text, absent as null. */
function echoed(value: unknown): IngestFieldError['value'] {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cut(JSON.stringify(value));
}

/** The value as a message quotes it: texts in double quotes, the rest as JSON writes it. */
function quoted(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(cut(value)) : cut(JSON.stringify(value) ?? 'null');
}

function messageOf(value: unknown, problem: FieldProblem, accepted: string, instant: boolean): string {
  const say = (key: MessageKey, values: Record<string, string | number> = {}) =>
    fillMessage(translate(key), { value: quoted(value), accepted, ...values });
  if (value === undefined) {
    // The spec's own text for a required field, then what it takes.
    return `${translate(INGEST_MESSAGES.fieldRequired)} ${say(INGEST_MESSAGES.fieldExpected)}`;
  }
  switch (problem.kind) {
    case 'unknownChannel':
      return say(INGEST_MESSAGES.unknownChannel);
    case 'tooLarge':
      return say(INGEST_MESSAGES.tooLarge, { max: problem.max });
    case 'invalid': {
      const reading = instant && typeof value === 'string' ? readInstantText(value) : null;
      const withoutOffset = reading !== null && 'problem' in reading && reading.problem === 'noOffset';
      return say(withoutOffset ? INGEST_MESSAGES.instantWithoutOffset : INGEST_MESSAGES.fieldInvalid);
    }
    default:
      return assertUnreachable(problem);
  }
}

/**
 * One refused field as the answer words it (`fields`: the message) and lists it (`details`): the value sent,
 * what the field accepts, and for a date and time without its offset, that the offset is what is missing.
 */
export function fieldError(
  dataset: IngestDataset,
  field: string,
  value: unknown,
  problem: FieldProblem,
): { message: string; detail: IngestFieldError } {
  const info = ingestFieldInfo(dataset, field);
  const accepted = info ? ingestAcceptedText(info) : '';
  return {
    message: messageOf(value, problem, accepted, info?.meta.type === 'instant'),
    detail: { field, value: echoed(value), accepted },
  };
}
