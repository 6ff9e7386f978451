import type { MessageKey } from '@mirante/core';

/**
 * One record as read from a body, before validation: its 1-based line (NDJSON) or row after the header
 * (CSV), and either the value read or why the line could not be read.
 */
export type ParsedRow = { line: number; value: unknown } | { line: number; error: MessageKey };
