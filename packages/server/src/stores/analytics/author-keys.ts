/**
 * Integer keys of post authors, so the war-room groups a million posts by an integer instead of a text.
 * A dictionary per universe gives every author text an id, assigned by the append that first sees it
 * (duckdb/staged-batch.ts) in the same transaction, and never changed. Each post carries two of them:
 *
 * - `author_key`: the id of coalesce(uid, username), the profile's key; negative when the post has no uid,
 *   so the distinct uids are the distinct positive keys while abs() still groups as coalesce() does.
 * - `name_key`: the id of lower(username), the key profiles merge by; 0 for an empty username, NULL for none.
 *
 * Both kinds of text share one id space per universe (a uid that equals a folded username gets one id;
 * they are never compared with each other).
 */
export const AUTHOR_KEYS_TABLE = 'author_keys';

export const AUTHOR_KEYS_DDL = `CREATE TABLE ${AUTHOR_KEYS_TABLE} (
  universe_id VARCHAR NOT NULL, key VARCHAR NOT NULL, id INTEGER NOT NULL
)`;

/** The dictionary texts of the posts of `source` (a relation with universe_id, uid and username). */
const keyTexts = (source: string) => `SELECT universe_id, coalesce(uid, username) AS key FROM ${source}
  UNION SELECT universe_id, lower(username) AS key FROM ${source} WHERE username <> ''`;

/**
 * Adds to the dictionary the texts of `source`'s posts it lacks, numbered after each universe's largest id.
 * `universe` narrows the dictionary read to one universe (an append's); null reads them all (the backfill).
 */
export function authorKeysInsert(source: string, universe: string | null): string {
  const known = universe === null ? '' : ` WHERE universe_id = ${universe}`;
  return `INSERT INTO ${AUTHOR_KEYS_TABLE} (universe_id, key, id)
SELECT n.universe_id, n.key,
  CAST(coalesce(m.top, 0) + row_number() OVER (PARTITION BY n.universe_id ORDER BY n.key) AS INTEGER)
FROM (
  SELECT t.universe_id, t.key FROM (${keyTexts(source)}) t
  ANTI JOIN (SELECT universe_id, key FROM ${AUTHOR_KEYS_TABLE}${known}) k USING (universe_id, key)
  WHERE t.key IS NOT NULL
) n
LEFT JOIN (SELECT universe_id, max(id) AS top FROM ${AUTHOR_KEYS_TABLE}${known} GROUP BY universe_id) m
  USING (universe_id)`;
}

/**
 * The joins that find the two keys of a post of `post` (a relation of one universe's posts) and the
 * expressions of the keys. The dictionary has every text already (authorKeysInsert first).
 */
export function authorKeyJoins(post: string, universe: string) {
  const of = (alias: string) =>
    `(SELECT key, id FROM ${AUTHOR_KEYS_TABLE} WHERE universe_id = ${universe}) ${alias}`;
  return {
    joins: `LEFT JOIN ${of('ak')} ON ak.key = coalesce(${post}.uid, ${post}.username)
LEFT JOIN ${of('nk')} ON nk.key = lower(${post}.username)`,
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
