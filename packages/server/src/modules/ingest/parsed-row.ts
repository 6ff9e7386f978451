import type { MessageKey } from '@mirante/core';

/**
 * One record as read from a body, before validation: its 1-based line (NDJSON) or row after the header
 * (CSV), and either the value read or why the line could not be read. An NDJSON line also keeps its own
 * bytes (`json`), which are stored as they are when validation changed nothing in the record.
 */
export type ParsedRow = { line: number; value: unknown; json?: Buffer } | { line: number; error: MessageKey };
