import { batchTextKeys, textKeysDdl, textKeysInsert } from './text-keys.ts';

/**
 * Integer keys of chatbot contacts, so distinct contacts are counted as integers, not texts (over millions of
 * messages a third less time): a dictionary of texts (text-keys.ts). Each message carries `contact_key`, the
 * id of its contact_id (never NULL, as contact_id).
 */
export const CONTACT_KEYS_TABLE = 'contact_keys';

/**
 * The statements an append runs for the staged messages of `source` (their field `contactId`, all of the
 * universe `universe`, a SQL literal): the temp table `keys` gets their contacts with their ids, and the
 * dictionary gains the new ones.
 */
export const batchContactKeys = (source: string, universe: string, keys: string): string[] =>
  batchTextKeys(CONTACT_KEYS_TABLE, `(SELECT "contactId" AS key FROM ${source})`, universe, keys);

/** Migration: the dictionary and the key of every stored message. */
export const CONTACT_KEYS_MIGRATION = `${textKeysDdl(CONTACT_KEYS_TABLE)};
ALTER TABLE chatbot_messages ADD COLUMN contact_key INTEGER;
${textKeysInsert(CONTACT_KEYS_TABLE, '(SELECT universe_id, contact_id AS key FROM chatbot_messages)', null)};
UPDATE chatbot_messages SET contact_key = k.id
FROM ${CONTACT_KEYS_TABLE} k WHERE k.universe_id = chatbot_messages.universe_id AND k.key = chatbot_messages.contact_id`;
