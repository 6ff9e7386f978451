// Writes docs/cards.md from the card catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardRegistry, renderCardsDoc } from '@mirante/core';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/cards.md');
fs.writeFileSync(target, renderCardsDoc(cardRegistry.all()));
console.log(`wrote ${path.relative(process.cwd(), target)} (${cardRegistry.all().length} cards)`);
