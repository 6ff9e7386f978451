/** Analytics schema, applied in order once each; the applied versions are kept in schema_migrations. */
export const duckdbMigrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'posts',
    sql: `
      CREATE TABLE posts (
        universe_id VARCHAR NOT NULL,
        id VARCHAR NOT NULL,
        posted_at TIMESTAMPTZ NOT NULL,
        channel VARCHAR NOT NULL,
        polarity TINYINT NOT NULL,
        gender TINYINT NOT NULL,
        device VARCHAR NOT NULL,
        tag VARCHAR NOT NULL,
        theme VARCHAR NOT NULL,
        "group" VARCHAR NOT NULL,
        post_type VARCHAR NOT NULL,
        uid VARCHAR NOT NULL,
        username VARCHAR NOT NULL,
        followers INTEGER NOT NULL,
        likes INTEGER NOT NULL,
        comments INTEGER NOT NULL,
        shares INTEGER NOT NULL,
        views INTEGER NOT NULL,
        impressions INTEGER NOT NULL,
        reach INTEGER NOT NULL,
        interactions INTEGER NOT NULL,
        fb_views INTEGER NOT NULL,
        sac_type VARCHAR NOT NULL,
        sac_status VARCHAR NOT NULL,
        operator VARCHAR NOT NULL,
        pid VARCHAR NOT NULL,
        text VARCHAR NOT NULL
      )`,
  },
];
