// Writes the contract's tables into docs/ingest.md (between its `<!-- ingest-table:… -->` markers).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withIngestTables } from '@mirante/core';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/ingest.md');
fs.writeFileSync(target, withIngestTables(fs.readFileSync(target, 'utf8')));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
