import { DuckDBInstance } from '@duckdb/node-api';
import type { IngestRecord } from '@mirante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDbEngine } from './duckdb/duckdb-engine.ts';
import { duckdbMigrations } from './duckdb/migrations.ts';
import type { AnalyticsEngine, AnalyticsRow } from './engine.ts';

const NOON = Date.parse('2026-03-12T15:00:00Z');

const message = (id: string, contactId: string, at = NOON): IngestRecord<'chatbot-messages'> => ({
  id,
  botKey: 'bot-a',
  contactId,
  domain: 'wa.gw.msging.net',
  direction: 'received',
  active: false,
  sentAt: at,
});

const KEYS_OF = (universe: string) =>
  `SELECT id, contact_id, contact_key FROM chatbot_messages WHERE universe_id = '${universe}' ORDER BY id`;

/** What the keys promise, pair by pair: a positive key on every message, equal exactly for equal contacts. */
function expectKeysKeepTheirPromise(rows: readonly AnalyticsRow[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const a of rows) {
    expect(Number(a.contact_key)).toBeGreaterThan(0);
    for (const b of rows) expect(a.contact_key === b.contact_key).toBe(a.contact_id === b.contact_id);
  }
}

describe('contact keys', () => {
  let engine: AnalyticsEngine;
  beforeAll(async () => {
    engine = await openDuckDbEngine(':memory:');
  });
  afterAll(() => engine.close());

  it('are given by every append, the same contact keeping its key across batches', async () => {
    await engine.append('chatbot-messages', 'u-c', [
      message('m1', '5511@wa'),
      message('m2', '5522@wa'),
      message('m3', '5511@wa', NOON + 1),
    ]);
    // Known and new contacts, in no time order, a message sent twice in the batch and one sent again with
    // another contact.
    await engine.append('chatbot-messages', 'u-c', [
      message('m4', '5533@wa', NOON + 5),
      message('m5', '5522@wa', NOON + 2),
      message('m5', '5544@wa', NOON + 3),
      message('m1', '5533@wa', NOON + 4),
    ]);
    const rows = await engine.query({ sql: KEYS_OF('u-c'), params: {} });
    expect(rows.map((row) => [row.id, row.contact_id])).toEqual([
      ['m1', '5533@wa'],
      ['m2', '5522@wa'],
      ['m3', '5511@wa'],
      ['m4', '5533@wa'],
      ['m5', '5544@wa'],
    ]);
    expectKeysKeepTheirPromise(rows);
    // Ids follow the texts' order within the batch that first saw them, after the universe's largest.
    const keyOf = new Map(rows.map((row) => [row.contact_id, Number(row.contact_key)]));
    expect([...keyOf.entries()].sort()).toEqual([
      ['5511@wa', 1],
      ['5522@wa', 2],
      ['5533@wa', 3],
      ['5544@wa', 4],
    ]);
  });

  it('are numbered per universe', async () => {
    await engine.append('chatbot-messages', 'u-c-2', [message('x', '5599@wa')]);
    const rows = await engine.query({ sql: KEYS_OF('u-c-2'), params: {} });
    expect(rows.map((row) => Number(row.contact_key))).toEqual([1]);
  });

  it('are given to the messages stored before them by their migration', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      for (const migration of duckdbMigrations.filter((m) => m.version < 7))
        await connection.run(migration.sql);
      const contacts = ['a@wa', 'b@wa', 'a@wa', 'c@wa', 'b@wa', 'a@wa'];
      const values = contacts.map(
        (contact, i) =>
          `('${i % 2 ? 'm1' : 'm2'}', 'msg${i}', now(), 'bot', '${contact}', 'wa', 'received', false)`,
      );
      await connection.run(`INSERT INTO chatbot_messages (universe_id, id, sent_at, bot_key, contact_id, domain,
        direction, active) VALUES ${values.join(', ')}`);
      const migration = duckdbMigrations.find((m) => m.version === 7);
      await connection.run(migration?.sql ?? '');
      for (const universe of ['m1', 'm2']) {
        const reader = await connection.runAndReadAll(KEYS_OF(universe));
        expectKeysKeepTheirPromise(reader.getRowObjectsJS() as AnalyticsRow[]);
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
