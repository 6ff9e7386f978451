import type { IngestDataset } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import type { Stores } from '../../stores/open-stores.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';

/** A new universe of an existing account, with an integration token that only its hash is kept of. */
export async function createIngestUniverse(
  stores: Stores,
  accountId: string,
  universeId: string,
): Promise<{ universeId: string; token: string }> {
  const token = randomToken();
  await createAccountsRepository(stores.meta.db).insertUniverse({
    id: universeId,
    account_id: accountId,
    name: `Ingest ${universeId}`,
    kind: 'brand',
    api_token: randomToken(),
    integration_token_hash: hashToken(token, stores.secret),
  });
  return { universeId, token };
}

/** NDJSON of the records, one per line. */
export const ndjson = (records: readonly unknown[]) =>
  `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** Sends a body to the ingest of the universe as a client would, with its token and the content type given. */
export function ingestSender(app: FastifyInstance, universe: { universeId: string; token: string }) {
  return (dataset: string, body: string, contentType = 'application/x-ndjson') =>
    app.inject({
      method: 'POST',
      url: `/ingest/v1/${universe.universeId}/${dataset}`,
      headers: { 'content-type': contentType, authorization: `Bearer ${universe.token}` },
      payload: body,
    });
}

const NOON = Date.parse('2026-03-12T15:00:00Z');

/** One valid record of every dataset, as a client would send it (ISO instants, fields left to defaults). */
export const VALID: Record<IngestDataset, Record<string, unknown>> = {
  posts: { id: 'p1', channel: 'twitter', postedAt: '2026-03-12T12:00:00-03:00', text: 'Oi' },
  profiles: {
    id: 'f1',
    channel: 'instagram',
    uid: 'u1',
    username: 'ana',
    followers: 10,
    metricDate: '2026-03-12',
  },
  'sac-status': {
    id: 's1',
    userId: 'u1',
    username: 'ana',
    pageId: 'pg1',
    channel: 'facebook',
    value: 'opened',
    statusChangeTime: NOON,
  },
  'sac-surveys': {
    id: 'v1',
    userId: 'u1',
    username: 'ana',
    pid: 'pg1',
    channel: 'facebook',
    surveyType: 'CSAT',
    surveyScore: 4,
    surveyDate: NOON,
  },
  'chatbot-messages': {
    id: 'm1',
    botKey: 'bot',
    contactId: 'c1',
    domain: 'whatsapp',
    direction: 'received',
    sentAt: NOON,
  },
  'chatbot-contacts': { id: 'c1', botKey: 'bot', domain: 'whatsapp', firstSeenAt: NOON, engaged: true },
  'chatbot-events': { id: 'e1', botKey: 'bot', category: 'menu', action: 'abrir', occurredAt: NOON },
  campaigns: { id: 'k1', botKey: 'bot', campaignName: 'Black Friday', sentAt: NOON, audience: 100, sent: 90 },
  'desk-tickets': {
    id: 't1',
    botKey: 'bot',
    team: 'Suporte',
    openedAt: NOON,
    assignedAt: NOON + 60_000,
    closedAt: NOON + 600_000,
    closedBy: 'attendant',
    tags: 'entrega',
  },
  'attendant-status': {
    id: 'a1',
    botKey: 'bot',
    attendant: 'at1',
    name: 'Ana',
    teams: ['Suporte'],
    status: 'online',
    changedAt: NOON,
  },
  'operator-status': { id: 'o1', operator: 'Carla', status: 'online', changedAt: NOON },
  'stock-prices': { id: 'q1', symbol: 'abcd3', date: '2026-03-12', open: 10, close: 11.5, volume: 1000 },
};
