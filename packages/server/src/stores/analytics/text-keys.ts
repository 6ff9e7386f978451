/**
 * Integer ids of texts, so the analytics group and count distinct integers instead of texts. A dictionary table
 * (universe_id, key, id) per kind of text gives every text of a universe an id, assigned by the append that
 * first sees it (duckdb/staged-batch.ts) in the same transaction, numbered after the universe's largest id in
 * text order, and never changed: post authors (author-keys.ts) and chatbot contacts (contact-keys.ts).
 */
export const textKeysDdl = (dictionary: string) => `CREATE TABLE ${dictionary} (
  universe_id VARCHAR NOT NULL, key VARCHAR NOT NULL, id INTEGER NOT NULL
)`;

/**
 * Adds to the dictionary the texts of `texts` (a relation with universe_id and key) it lacks, numbered after
 * each universe's largest id. `universe` narrows the dictionary read to one universe (an append's); null reads
 * them all (a backfill).
 */
export function textKeysInsert(dictionary: string, texts: string, universe: string | null): string {
  const known = universe === null ? '' : ` WHERE universe_id = ${universe}`;
  return `INSERT INTO ${dictionary} (universe_id, key, id)
SELECT n.universe_id, n.key,
  CAST(coalesce(m.top, 0) + row_number() OVER (PARTITION BY n.universe_id ORDER BY n.key) AS INTEGER)
FROM (
  SELECT DISTINCT t.universe_id, t.key FROM ${texts} t
  ANTI JOIN (SELECT universe_id, key FROM ${dictionary}${known}) k USING (universe_id, key)
  WHERE t.key IS NOT NULL
) n
LEFT JOIN (SELECT universe_id, max(id) AS top FROM ${dictionary}${known} GROUP BY universe_id) m
  USING (universe_id)`;
}

/**
 * The statements an append runs for the texts of `texts` (a relation with a column key, all of the universe
 * `universe`, a SQL literal): the temp table `keys` gets the batch's distinct texts with their ids (the
 * dictionary's, or new ones numbered after the universe's largest in text order, as textKeysInsert numbers
 * them), and the dictionary gains the new ones. The dictionary is read once; the rows then join the batch's
 * own texts instead of it.
 */
export function batchTextKeys(dictionary: string, texts: string, universe: string, keys: string): string[] {
  const known = `FROM ${dictionary} WHERE universe_id = ${universe}`;
  return [
    `CREATE OR REPLACE TEMP TABLE ${keys} AS
SELECT t.key, d.id IS NULL AS added,
  coalesce(d.id, CAST(m.top + row_number() OVER (PARTITION BY d.id IS NULL ORDER BY t.key) AS INTEGER)) AS id
FROM (SELECT DISTINCT key FROM ${texts} WHERE key IS NOT NULL) t
LEFT JOIN (SELECT key, id ${known}) d USING (key)
CROSS JOIN (SELECT coalesce(max(id), 0) AS top ${known}) m`,
    `INSERT INTO ${dictionary} (universe_id, key, id) SELECT ${universe}, key, id FROM ${keys} WHERE added`,
  ];
}
