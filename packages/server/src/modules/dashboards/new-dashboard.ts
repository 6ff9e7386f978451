import { randomUUID } from 'node:crypto';
import {
  CARD_CONFIG_VERSION,
  type CardConfig,
  type CardDefinition,
  cardRegistry,
  type Dashboard,
  NO_CARD_OVERRIDES,
} from '@mirante/core';

/** A card config for a card of the library (or a custom component) at its default size. */
export function newCardConfig(definition: Pick<CardDefinition, 'id' | 'width' | 'height'>): CardConfig {
  return {
    uid: randomUUID(),
    id: definition.id,
    width: definition.width,
    height: definition.height,
    title: null,
    description: null,
    configVersion: CARD_CONFIG_VERSION,
    ...NO_CARD_OVERRIDES,
  };
}

/** A new dashboard with the spec's defaults: dark theme, pt-BR, unpublished, the creator as its admin. */
export function newDashboard(input: {
  id?: string;
  universeId: string;
  title: string;
  description?: string;
  ownerEmail: string;
  cardIds: readonly string[];
}): Dashboard {
  return {
    id: input.id ?? randomUUID(),
    universeId: input.universeId,
    title: input.title,
    description: input.description ?? '',
    language: 'pt-BR',
    color: '#12b886',
    logo: null,
    isDarkTheme: true,
    cards: input.cardIds.map((cardId) => newCardConfig(cardRegistry.get(cardId))),
    pages: [],
    globalFilter: {},
    changeControl: 0,
    contracts: [],
    users: [{ email: input.ownerEmail, admin: true }],
    userEmails: [input.ownerEmail],
    onboardingStatus: null,
    isPublished: false,
    publishedAt: '0',
    publishedToken: '',
    publishedBy: '',
    hiddenComponents: [],
    version: 1,
  };
}
