/** The largest body one ingest request may carry; larger files are sent in parts (see the 413 message). */
export const INGEST_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** At most this many failed lines are listed in a rejected batch's answer (errorsTruncated says when more). */
export const MAX_LISTED_LINE_ERRORS = 100;
