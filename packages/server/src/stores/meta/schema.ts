import type { ChangeLog, CustomComponent, Dashboard, Filter, OnboardingDocument } from '@mirante/core';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountsTable {
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface UniversesTable {
  id: string;
  account_id: string;
  name: string;
  kind: 'brand' | 'chatbot';
  is_staging: Generated<boolean>;
  api_token: string;
  integration_token_hash: string;
  created_at: CreatedAt;
  integration_token_rotated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface UsersTable {
  id: string;
  account_id: string;
  name: string;
  email: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  /** The user's group (company), when it has one. */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user group ("company") of an account. */
export interface UserGroupsTable {
  id: string;
  account_id: string;
  name: string;
  created_at: CreatedAt;
}

/** A role a user holds in an account (ADMIN_ROLES of core); users.is_admin is admin of the own account. */
export interface AdminRolesTable {
  user_id: string;
  account_id: string;
  role: string;
}

/** A universe's tenants (a sub-collection of the universe in the spec). */
export interface TenantsTable {
  id: string;
  universe_id: string;
  name: string;
  created_at: CreatedAt;
}

/** An admin's override of one feature flag for one account; absent flags keep their default. */
export interface AccountFlagsTable {
  account_id: string;
  flag: string;
  enabled: boolean;
  updated_at: Timestamp;
  updated_by: string;
}

export interface UniverseMembersTable {
  universe_id: string;
  user_id: string;
}

export interface SessionsTable {
  id_hash: string;
  second_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

/** The document keeps the spec's field names; id, universe and version are columns too, for lookups. */
export interface DashboardsTable {
  id: string;
  universe_id: string;
  doc: ColumnType<Omit<Dashboard, 'id' | 'universeId' | 'version'>, string, string>;
  version: number;
  updated_at: Timestamp;
  updated_by: string;
}

/** Change logs applied once to dashboards on activation (core's ChangeLog in doc). */
export interface ChangeLogsTable {
  control: number;
  doc: ColumnType<ChangeLog, string, string>;
  created_at: CreatedAt;
}

/** A user's onboarding document on one dashboard, keyed by e-mail. */
export interface DashboardOnboardingTable {
  dashboard_id: string;
  email: string;
  doc: ColumnType<OnboardingDocument, string, string>;
  updated_at: Timestamp;
}

/** The universe's custom-cards document (cards/custom, field components). */
export interface CustomCardsTable {
  universe_id: string;
  components: ColumnType<CustomComponent[], string, string>;
  updated_at: Timestamp;
}

/** The access code of a published dashboard; removed on unpublish, replaced on regenerate. */
export interface DashboardAccessCodesTable {
  dashboard_id: string;
  universe_id: string;
  code: string;
  created_at: CreatedAt;
}

/** A guest session: valid while the dashboard's token still hashes to credential_hash, until expires_at. */
export interface GuestSessionsTable {
  id_hash: string;
  dashboard_id: string;
  email: string;
  credential_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** Guests who entered a published dashboard (spec: publicUsers with e-mail and created_at). */
export interface PublicUsersTable {
  id: Generated<number>;
  universe_id: string;
  dashboard_id: string;
  email: string;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  action: string;
  actor: string;
  detail: ColumnType<Record<string, unknown>, string, never>;
}

/** A filter encoded to a stable id (POST /war-room/encode-filter), decoded by charts and war-room requests. */
export interface EncodedFiltersTable {
  id: string;
  account_id: string;
  is_staging: boolean;
  filter: ColumnType<Filter, string, never>;
  created_at: CreatedAt;
}

export interface MetaDatabase {
  accounts: AccountsTable;
  universes: UniversesTable;
  users: UsersTable;
  universe_members: UniverseMembersTable;
  sessions: SessionsTable;
  dashboards: DashboardsTable;
  app_settings: AppSettingsTable;
  audit_log: AuditLogTable;
  encoded_filters: EncodedFiltersTable;
  change_logs: ChangeLogsTable;
  dashboard_onboarding: DashboardOnboardingTable;
  custom_cards: CustomCardsTable;
  dashboard_access_codes: DashboardAccessCodesTable;
  guest_sessions: GuestSessionsTable;
  public_users: PublicUsersTable;
  user_groups: UserGroupsTable;
  admin_roles: AdminRolesTable;
  tenants: TenantsTable;
  account_flags: AccountFlagsTable;
  stored_images: StoredImagesTable;
  stored_image_bytes: StoredImageBytesTable;
  universe_analytics_settings: UniverseAnalyticsSettingsTable;
  import_jobs: ImportJobsTable;
  import_job_posts: ImportJobPostsTable;
  gpt_suggestions: GptSuggestionsTable;
  annotations: AnnotationsTable;
}

/** An image stored for a dashboard (logo, image card); its bytes are in the blob store. */
export interface StoredImagesTable {
  id: string;
  universe_id: string;
  dashboard_id: string;
  content_type: string;
  size: number;
  created_by: string;
  created_at: CreatedAt;
}

/** The bytes of stored images in server mode (embedded mode keeps them in DATA_DIR/blobs). */
export interface StoredImageBytesTable {
  id: string;
  bytes: Buffer;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UniverseRow = Selectable<UniversesTable>;

/** What a universe's editors set of its analytics settings (core AnalyticsSettingsInput; defaults elsewhere). */
export interface UniverseAnalyticsSettingsTable {
  universe_id: string;
  settings: ColumnType<
    { cpmByChannel: Record<string, number>; collectedShareByChannel: Record<string, number> },
    string,
    string
  >;
  updated_at: Timestamp;
  updated_by: string;
}

/** An import job (spec §4) of one importer card: its file, who sent it, its state and what it stored. */
export interface ImportJobsTable {
  id: string;
  universe_id: string;
  kind: string;
  file_name: string;
  user_id: string;
  status: string;
  error: string | null;
  file_hash: string | null;
  rows: number | null;
  imported: number | null;
  error_sheet: Buffer | null;
  created_at: CreatedAt;
  processed_at: Date | null;
}

/** A post an import job stored, in the job's order (the import-history card's rows). */
export interface ImportJobPostsTable {
  job_id: string;
  position: number;
  pid: string;
  username: string | null;
  posted_at: Timestamp;
  post_url: string | null;
}

/** A reply suggested for a post of a universe, and what was done with it (migration 0009, docs/ai-replies.md). */
export interface GptSuggestionsTable {
  universe_id: string;
  post_id: string;
  /** The post's time (ms): bigint, read back as a string by node-postgres. */
  posted_at: ColumnType<string, number, number>;
  suggestion: string | null;
  model: string | null;
  state: 'suggested' | 'replied' | 'dismissed';
  /** The text sent, when replied. */
  reply: string | null;
  /** Who replied or dismissed. */
  updated_by: string | null;
  updated_at: Timestamp;
}

/** A note an editor wrote on a post of the universe (migration 0008, docs/annotations.md). */
export interface AnnotationsTable {
  id: string;
  universe_id: string;
  dashboard_id: string;
  card_uid: string | null;
  post_id: string;
  author_id: string;
  /** The analyst's name when they wrote it. */
  author_name: string;
  text: string;
  created_at: Timestamp;
}
