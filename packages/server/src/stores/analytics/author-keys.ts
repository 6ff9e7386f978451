import { batchTextKeys, textKeysDdl, textKeysInsert } from './text-keys.ts';

/**
 * Integer keys of post authors, so the war-room groups a million posts by an integer instead of a text: a
 * dictionary of texts (text-keys.ts). Each post carries two of them:
 *
 * - `author_key`: the id of coalesce(uid, username), the profile's key; negative when the post has no uid,
 *   so the distinct uids are the distinct positive keys while abs() still groups as coalesce() does.
 * - `name_key`: the id of lower(username), the key profiles merge by; 0 for an empty username, NULL for none.
 *
 * Both kinds of text share one id space per universe (a uid that equals a folded username gets one id;
 * they are never compared with each other).
 */
export const AUTHOR_KEYS_TABLE = 'author_keys';

export const AUTHOR_KEYS_DDL = textKeysDdl(AUTHOR_KEYS_TABLE);

/** The dictionary texts of the posts of `source` (a relation with universe_id, uid and username). */
const keyTexts = (source: string) => `(SELECT universe_id, coalesce(uid, username) AS key FROM ${source}
  UNION SELECT universe_id, lower(username) AS key FROM ${source} WHERE username <> '')`;

/**
 * Adds to the dictionary the texts of `source`'s posts it lacks (text-keys.ts). `universe` narrows the
 * dictionary read to one universe (an append's); null reads them all (the backfill).
 */
export const authorKeysInsert = (source: string, universe: string | null): string =>
  textKeysInsert(AUTHOR_KEYS_TABLE, keyTexts(source), universe);

/**
 * The statements an append runs for the posts of `source` (a relation with universe_id, uid and username,
 * all of the universe `universe`, a SQL literal): the temp table `keys` gets the batch's texts with their ids,
 * and the dictionary gains the new ones (text-keys.ts).
 */
export const batchAuthorKeys = (source: string, universe: string, keys: string): string[] =>
  batchTextKeys(AUTHOR_KEYS_TABLE, keyTexts(source), universe, keys);

/**
 * The joins that find the two keys of a post of `post` (an alias) in `keys` (a relation of texts and ids
 * holding every text of those posts: batchAuthorKeys' table) and the expressions of the keys.
 */
export function authorKeyJoins(post: string, keys: string) {
  return {
    joins: `LEFT JOIN ${keys} ak ON ak.key = coalesce(${post}.uid, ${post}.username)
LEFT JOIN ${keys} nk ON nk.key = lower(${post}.username)`,
    authorKey: `CASE WHEN ${post}.uid IS NULL THEN -ak.id ELSE ak.id END`,
    nameKey: `CASE WHEN ${post}.username = '' THEN 0 ELSE nk.id END`,
  };
}

/** Migration: the dictionary and both keys of every stored post. */
export const AUTHOR_KEYS_MIGRATION = `${AUTHOR_KEYS_DDL};
ALTER TABLE posts ADD COLUMN author_key INTEGER;
ALTER TABLE posts ADD COLUMN name_key INTEGER;
${authorKeysInsert('posts', null)};
UPDATE posts SET author_key = CASE WHEN posts.uid IS NULL THEN -k.id ELSE k.id END
FROM ${AUTHOR_KEYS_TABLE} k WHERE k.universe_id = posts.universe_id AND k.key = coalesce(posts.uid, posts.username);
UPDATE posts SET name_key = k.id
FROM ${AUTHOR_KEYS_TABLE} k WHERE k.universe_id = posts.universe_id AND k.key = lower(posts.username) AND posts.username <> '';
UPDATE posts SET name_key = 0 WHERE username = ''`;
