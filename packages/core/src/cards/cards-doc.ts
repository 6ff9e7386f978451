import { translate } from '../i18n/messages.ts';
import type { CardDefinition, CardQuery } from './card-definition.ts';

function dataSource(query: CardQuery): string {
  switch (query.service) {
    case 'charts-service':
      return `charts-service/${query.entity}`;
    case 'none':
      return '—';
    default:
      return `${query.service} ${query.endpoint}`;
  }
}

function flags(card: CardDefinition): string {
  return [
    card.lgpd ? 'LGPD' : null,
    card.shareable ? null : 'not shareable',
    card.control.tiktok?.hideInChannel ? 'no TikTok' : null,
    ...card.hideInLibrary.map((flag) => `flag: ${flag}`),
  ]
    .filter((flag) => flag !== null)
    .join(', ');
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** docs/cards.md: the catalogue as a table, generated from the definitions (npm run docs:cards). */
export function renderCardsDoc(cards: readonly CardDefinition[]): string {
  const rows = cards.map((card) =>
    [
      card.id,
      card.area,
      escapeCell(card.catalogueItem),
      escapeCell(translate(card.props.title)),
      card.componentType,
      escapeCell(dataSource(card.query)),
      flags(card),
    ].join(' | '),
  );
  return [
    '# Card catalogue',
    '',
    'Generated from `packages/core/src/cards` by `npm run docs:cards`; do not edit by hand.',
    `${cards.length} cards. "item" is the entry of the spec's catalogue (by area) that the card stands for.`,
    '',
    '| id | area | item | title | component type | data source | flags |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
