import { type IngestRecord, PostRecord } from '@mirante/core';

let serial = 0;

/** A valid post (parsed by core's ingest schema, so defaults are the real ones); tests set what they assert on. */
export function postRecord(fields: { postedAt: number } & Record<string, unknown>): IngestRecord<'posts'> {
  serial += 1;
  return PostRecord.parse({ id: `test-${serial}`, channel: 'twitter', ...fields });
}
