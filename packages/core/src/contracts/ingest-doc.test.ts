import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INGEST_DATASETS } from './ingest.ts';
import { renderIngestTable, withIngestTables } from './ingest-doc.ts';

const doc = () => fs.readFileSync(new URL('../../../../docs/ingest.md', import.meta.url), 'utf8');

describe('docs/ingest.md', () => {
  it('has a table of fields for every dataset, and the channels', () => {
    const text = doc();
    for (const name of [...INGEST_DATASETS, 'channels']) {
      expect(text, name).toContain(
        `<!-- ingest-table:${name} -->\n${renderIngestTable(name)}\n<!-- /ingest-table -->`,
      );
    }
  });

  it('holds the tables as the contract renders them (rewrite them as ingest-doc.ts says)', () => {
    const text = doc();
    expect(withIngestTables(text)).toBe(text);
  });
});
