import {
  ATTENDANT_STATUSES,
  CHANNELS,
  CONVERSATION_EVENTS,
  CONVERSATION_STATUSES,
  SAC_CONVERSATION_TYPES,
  SURVEY_KINDS,
  TICKET_CLOSERS,
} from '@mirante/core';
import { AUTHOR_KEYS_MIGRATION } from '../author-keys.ts';
import { CONTACT_KEYS_MIGRATION } from '../contact-keys.ts';
import { OWN_POSTS_MIGRATION } from '../own-posts.ts';
import {
  POSTS_ROLLUP_DDL,
  POSTS_ROLLUP_TABLE,
  ROLLUP_SUMS_AS_BIGINT,
  rollupInsert,
} from '../posts-rollup.ts';

const enumOf = (values: readonly string[]) =>
  `ENUM(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`;

/**
 * Analytics schema, applied in order once each; applied versions are kept in schema_migrations.
 * Every table carries universe_id; writers insert each batch sorted by (universe_id, time) so DuckDB's
 * per-row-group min/max indexes skip other universes and periods. Low-cardinality dimensions are ENUMs.
 */
export const duckdbMigrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'datasets',
    sql: `
      CREATE TYPE channel_t AS ${enumOf(CHANNELS.map((c) => c.id))};
      CREATE TYPE sac_type_t AS ${enumOf(SAC_CONVERSATION_TYPES)};
      CREATE TYPE conversation_status_t AS ${enumOf(CONVERSATION_STATUSES)};
      CREATE TYPE conversation_event_t AS ${enumOf(CONVERSATION_EVENTS)};
      CREATE TYPE survey_kind_t AS ${enumOf(SURVEY_KINDS)};
      CREATE TYPE direction_t AS ${enumOf(['received', 'sent'])};
      CREATE TYPE attendant_status_t AS ${enumOf(ATTENDANT_STATUSES)};
      CREATE TYPE ticket_closer_t AS ${enumOf(TICKET_CLOSERS)};
      CREATE TYPE stock_direction_t AS ${enumOf(['up', 'down'])};

      CREATE TABLE posts (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, posted_at TIMESTAMPTZ NOT NULL,
        channel channel_t NOT NULL, text VARCHAR NOT NULL, url VARCHAR, uid VARCHAR, username VARCHAR,
        followers BIGINT NOT NULL, pid VARCHAR,
        likes BIGINT NOT NULL, comments BIGINT NOT NULL, interactions BIGINT NOT NULL, shares BIGINT NOT NULL,
        views BIGINT NOT NULL, fb_views BIGINT NOT NULL, impressions BIGINT NOT NULL, reach BIGINT NOT NULL,
        polarity TINYINT NOT NULL, gender TINYINT NOT NULL, device VARCHAR,
        tag VARCHAR[] NOT NULL, theme VARCHAR[] NOT NULL, "group" VARCHAR[] NOT NULL, post_type VARCHAR,
        sac_type sac_type_t, sac_status conversation_status_t, sac_last_status conversation_status_t,
        operator VARCHAR, replied BOOLEAN NOT NULL, dark_post BOOLEAN NOT NULL, favorite BOOLEAN NOT NULL
      );
      CREATE TABLE profiles (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, metric_date TIMESTAMPTZ NOT NULL,
        channel channel_t NOT NULL, uid VARCHAR NOT NULL, username VARCHAR NOT NULL, followers BIGINT NOT NULL
      );
      CREATE TABLE sac_status (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, status_change_time TIMESTAMPTZ NOT NULL,
        user_id VARCHAR NOT NULL, username VARCHAR NOT NULL, page_id VARCHAR NOT NULL, channel channel_t NOT NULL,
        pid VARCHAR, sac_type sac_type_t, value conversation_status_t NOT NULL, last_value conversation_status_t,
        event conversation_event_t, operator VARCHAR, annotate_at_date TIMESTAMPTZ
      );
      CREATE TABLE sac_surveys (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, survey_date TIMESTAMPTZ NOT NULL,
        user_id VARCHAR NOT NULL, username VARCHAR NOT NULL, pid VARCHAR NOT NULL, channel channel_t NOT NULL,
        survey_type survey_kind_t NOT NULL, survey_score DOUBLE NOT NULL
      );
      CREATE TABLE chatbot_messages (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, sent_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, contact_id VARCHAR NOT NULL, domain VARCHAR NOT NULL,
        direction direction_t NOT NULL, active BOOLEAN NOT NULL
      );
      CREATE TABLE chatbot_contacts (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, first_seen_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, domain VARCHAR NOT NULL, last_message_at TIMESTAMPTZ,
        engaged BOOLEAN NOT NULL, responded BOOLEAN NOT NULL
      );
      CREATE TABLE chatbot_events (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, occurred_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, contact_id VARCHAR, category VARCHAR NOT NULL, action VARCHAR NOT NULL,
        count INTEGER NOT NULL
      );
      CREATE TABLE campaigns (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, sent_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, campaign_name VARCHAR NOT NULL, scheduled BOOLEAN NOT NULL,
        audience BIGINT NOT NULL, sent BIGINT NOT NULL, delivered BIGINT NOT NULL, read BIGINT NOT NULL,
        replied BIGINT NOT NULL, failed BIGINT NOT NULL
      );
      CREATE TABLE desk_tickets (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, opened_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, team VARCHAR NOT NULL, attendant VARCHAR, customer_id VARCHAR,
        tags VARCHAR[] NOT NULL, assigned_at TIMESTAMPTZ, first_response_at TIMESTAMPTZ, closed_at TIMESTAMPTZ,
        closed_by ticket_closer_t, transferred BOOLEAN NOT NULL, wait_time_ms DOUBLE, response_time_ms DOUBLE
      );
      CREATE TABLE attendant_status (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, changed_at TIMESTAMPTZ NOT NULL,
        bot_key VARCHAR NOT NULL, attendant VARCHAR NOT NULL, name VARCHAR NOT NULL, teams VARCHAR[] NOT NULL,
        status attendant_status_t NOT NULL
      );
      CREATE TABLE stock_prices (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, date TIMESTAMPTZ NOT NULL,
        symbol VARCHAR NOT NULL, open DOUBLE NOT NULL, close DOUBLE NOT NULL, high DOUBLE, low DOUBLE,
        volume BIGINT NOT NULL, direction stock_direction_t NOT NULL
      );
      CREATE TABLE import_history (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, processed_at TIMESTAMPTZ NOT NULL,
        job_id VARCHAR NOT NULL, pid VARCHAR, username VARCHAR, posted_at TIMESTAMPTZ, post_url VARCHAR
      );
      CREATE TABLE annotations (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, annotate_at TIMESTAMPTZ NOT NULL,
        dashboard_id VARCHAR, card_uid VARCHAR, author VARCHAR NOT NULL, text VARCHAR NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );`,
  },
  {
    version: 2,
    name: 'posts rollup',
    sql: `${POSTS_ROLLUP_DDL};`,
  },
  {
    // The rollup's first version lacked the list groupings: every rollup row is computed again.
    version: 3,
    name: 'posts rollup by tag and theme',
    sql: `ALTER TABLE ${POSTS_ROLLUP_TABLE} ADD COLUMN IF NOT EXISTS tag VARCHAR;
      ALTER TABLE ${POSTS_ROLLUP_TABLE} ADD COLUMN IF NOT EXISTS theme VARCHAR;
      DELETE FROM ${POSTS_ROLLUP_TABLE};
      ${rollupInsert('true')};`,
  },
  {
    // Integer author keys, so the war-room groups posts by integers (author-keys.ts); stored posts get theirs.
    version: 4,
    name: 'author keys',
    sql: `${AUTHOR_KEYS_MIGRATION};`,
  },
  {
    // The rollup's sums were HUGEINT, which DuckDB scans ~40 times slower than BIGINT (posts-rollup.ts).
    version: 5,
    name: 'posts rollup sums in BIGINT',
    sql: ROLLUP_SUMS_AS_BIGINT,
  },
  {
    // Quotes (quote tweets) join the default interactions; stored posts had none. DuckDB adds a column with
    // its default but no constraint, so NOT NULL is set after the existing rows got their 0.
    version: 6,
    name: 'posts quotes',
    sql: `ALTER TABLE posts ADD COLUMN IF NOT EXISTS quotes BIGINT DEFAULT 0;
      ALTER TABLE posts ALTER COLUMN quotes SET NOT NULL;`,
  },
  {
    // Integer contact keys, so distinct contacts are counted as integers (contact-keys.ts); stored messages
    // get theirs.
    version: 7,
    name: 'contact keys',
    sql: `${CONTACT_KEYS_MIGRATION};`,
  },
  {
    // SAC (issue 27): a conversation's post and arrival on its status changes, a survey's operator and post,
    // and the SAC operators' status changes.
    version: 8,
    name: 'sac conversations and operators',
    sql: `ALTER TABLE sac_status ADD COLUMN IF NOT EXISTS post_id VARCHAR;
      ALTER TABLE sac_status ADD COLUMN IF NOT EXISTS posted_at TIMESTAMPTZ;
      ALTER TABLE sac_surveys ADD COLUMN IF NOT EXISTS operator VARCHAR;
      ALTER TABLE sac_surveys ADD COLUMN IF NOT EXISTS post_id VARCHAR;
      CREATE TABLE IF NOT EXISTS operator_status (
        universe_id VARCHAR NOT NULL, id VARCHAR NOT NULL, changed_at TIMESTAMPTZ NOT NULL,
        operator VARCHAR NOT NULL, status attendant_status_t NOT NULL
      );`,
  },
  {
    // The pages' own publications in a table of their own (own-posts.ts), filled from the stored posts.
    version: 9,
    name: 'own posts',
    sql: `${OWN_POSTS_MIGRATION};`,
  },
];
