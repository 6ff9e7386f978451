import { randomUUID } from 'node:crypto';
import { type ConnectedPage, cardRegistry, type Dashboard, newCardConfig } from '@mirante/core';

/** A new dashboard with the spec's defaults: dark theme, pt-BR, unpublished, the creator as its admin. */
export function newDashboard(input: {
  id?: string;
  universeId: string;
  title: string;
  description?: string;
  ownerEmail: string;
  cardIds: readonly string[];
  /** The brand's own pages the dashboard's owned cards count (none by default). */
  pages?: readonly ConnectedPage[];
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
    pages: [...(input.pages ?? [])],
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
