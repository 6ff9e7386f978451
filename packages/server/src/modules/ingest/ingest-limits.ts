/** The largest body one ingest request may carry; larger files are sent in parts (see the 413 message). */
export const INGEST_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** At most this many failed lines are listed in a rejected batch's answer (errorsTruncated says when more). */
export const MAX_LISTED_LINE_ERRORS = 100;

/** At most this many unknown fields are listed in an answer's warnings (warningsTruncated says when more). */
export const MAX_LISTED_WARNINGS = 50;

/** Texts sent back in an error (the value of a refused field) are cut at this many characters. */
export const MAX_ECHOED_TEXT = 200;
