import {
  fillMessage,
  type IngestDataset,
  type IngestWarning,
  ingestFields,
  type MessageKey,
  translate,
} from '@mirante/core';
import { MAX_LISTED_WARNINGS } from './ingest-limits.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';

interface Tally {
  message: MessageKey;
  lines: number;
  firstLine: number;
  /** For a repeated CSV column: the field both columns stand for. */
  target: string | null;
}

/** A field name with case, underscores, dashes and spaces left out: `posted_at` and `Posted At` are `postedat`. */
const folded = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * What a batch carried that was not stored, one warning per field however many lines carried it (a field on
 * each of a million lines is one warning): NDJSON keys and CSV columns the dataset does not have, and CSV
 * columns that repeat another. At most MAX_LISTED_WARNINGS fields are kept.
 */
export class IngestWarnings {
  readonly #fields = new Map<string, Tally>();
  #truncated = false;

  /** An NDJSON line carried a key the dataset does not have. */
  unknownField(field: string, line: number): void {
    const tally = this.#fields.get(field);
    if (tally) tally.lines += 1;
    else this.#add(field, { message: INGEST_MESSAGES.unknownField, lines: 1, firstLine: line, target: null });
  }

  /** A CSV column (as its header names it) that every one of `rows` rows carried and nothing stored. */
  ignoredColumn(header: string, rows: number, repeats: string | null): void {
    if (rows === 0 || this.#fields.has(header)) return;
    const message = repeats === null ? INGEST_MESSAGES.unknownField : INGEST_MESSAGES.duplicateColumn;
    this.#add(header, { message, lines: rows, firstLine: 1, target: repeats });
  }

  get truncated(): boolean {
    return this.#truncated;
  }

  /** The warnings of the answer, worded; an unknown field close to a known one says which. */
  list(dataset: IngestDataset): IngestWarning[] {
    const known = new Map(ingestFields(dataset).map((info) => [folded(info.field), info.field]));
    return [...this.#fields].map(([field, tally]) => {
      const suggestion =
        tally.message === INGEST_MESSAGES.unknownField ? known.get(folded(field)) : undefined;
      const message = suggestion ? INGEST_MESSAGES.unknownFieldSuggestion : tally.message;
      return {
        field,
        lines: tally.lines,
        firstLine: tally.firstLine,
        message: fillMessage(translate(message), {
          field,
          dataset,
          suggestion: suggestion ?? '',
          target: tally.target ?? '',
        }),
      };
    });
  }

  #add(field: string, tally: Tally): void {
    if (this.#fields.size >= MAX_LISTED_WARNINGS) this.#truncated = true;
    else this.#fields.set(field, tally);
  }
}
