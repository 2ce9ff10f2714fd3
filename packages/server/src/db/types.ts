import type {
  ApiTokenScope,
  FeatureFlags,
  GenerationKind,
  OrganizationRole,
  SsoAutoJoin,
  StoredRenderSettings,
  SubscriptionPlan,
} from "@contour/core";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** A timestamp column the database fills on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: Generated<string>;
  occupation: string | null;
  description: string | null;
  password_hash: string | null;
  is_admin: Generated<boolean>;
  last_changelog_seen_at: NullableTimestamp;
  last_active_at: NullableTimestamp;
  /** Set by staff (migration 0015): the account cannot sign in. */
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An account's identity at an OpenID Connect issuer (migration 0011, modules/sso). */
export interface UserIdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  issuer: string;
  subject: string;
  email: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
}

/** A workspace's own OpenID Connect issuer (migration 0014, modules/sso). */
export interface OrganizationSsoTable {
  organization_id: string;
  issuer: string;
  client_id: string;
  /** The client secret, sealed with the server's SSO key (organization-sso-secret.ts). */
  client_secret_sealed: string;
  enabled: Generated<boolean>;
  auto_join: ColumnType<SsoAutoJoin, SsoAutoJoin | undefined, SsoAutoJoin>;
  updated_at: CreatedAt;
}

/** An email domain a workspace claims, verified by DNS or by staff (migration 0014). */
export interface OrganizationDomainsTable {
  id: Generated<string>;
  organization_id: string;
  domain: string;
  verification_token: string;
  verified_at: NullableTimestamp;
  verified_by: "DNS" | "STAFF" | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** A personal access token for the GraphQL API (migration 0022); only its hash is kept. */
export interface ApiTokensTable {
  id: Generated<string>;
  user_id: string;
  organization_id: string;
  name: string;
  scope: ApiTokenScope;
  token_hash: string;
  prefix: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
}

export type OneTimeTokenKind = "register" | "password_reset" | "account_deletion";

export interface OneTimeTokensTable {
  id: Generated<string>;
  kind: OneTimeTokenKind;
  token_hash: string;
  email: string;
  user_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  /** Admins' switch (migration 0026): off, no share link of the workspace opens. */
  share_links_enabled: Generated<boolean>;
  logo_path: string | null;
  poc: Generated<boolean>;
  poc_start_date: NullableTimestamp;
  poc_end_date: NullableTimestamp;
  subscription_plan: ColumnType<SubscriptionPlan, SubscriptionPlan | undefined, SubscriptionPlan>;
  manual_subscription: Generated<boolean>;
  manual_editor_count_limit: number | null;
  white_label_icon_path: string | null;
  /** Staff's overrides of the plan's switches; a switch left out follows the plan. */
  feature_flags: ColumnType<FeatureFlags, string | undefined, string>;
  /** Viewers of the workspace may comment on the files they see (issue 19). */
  viewers_may_comment: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrganizationMembersTable {
  organization_id: string;
  user_id: string;
  role: OrganizationRole;
  created_at: CreatedAt;
}

export interface OrganizationInvitesTable {
  id: Generated<string>;
  organization_id: string;
  email: string;
  role: OrganizationRole;
  invited_by: string | null;
  created_at: CreatedAt;
}

export interface TeamsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  is_global: Generated<boolean>;
  public_in_organization: Generated<boolean>;
  archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface FoldersTable {
  id: Generated<string>;
  organization_id: string;
  team_id: string | null;
  owner_id: string | null;
  parent_id: string | null;
  /** Where the folder was before its last move; null if never moved or that folder is gone. */
  previous_parent_id: string | null;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** In the Trash since (migration 0021); null for everything not deleted. */
  trashed_at: Date | null;
  trashed_by: string | null;
  /** The trashed folder this row went to the Trash with; null for a Trash entry of its own. */
  trashed_with: string | null;
}

export interface WorkbenchesTable {
  id: Generated<string>;
  organization_id: string;
  folder_id: string;
  name: string;
  /** A key in the blob store, or null while the file has no thumbnail. */
  thumbnail_path: string | null;
  created_by: string | null;
  last_updated_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** In the Trash since (migration 0021); null for everything not deleted. */
  trashed_at: Date | null;
  trashed_by: string | null;
  /** The trashed folder this row went to the Trash with; null for a Trash entry of its own. */
  trashed_with: string | null;
}

/** A workbench's Yjs document (modules/collab); no row until it is first opened. */
export interface WorkbenchDocumentsTable {
  workbench_id: string;
  state: Uint8Array;
  store_count: Generated<number>;
  updated_at: CreatedAt;
}

export interface WorkbenchDocumentUpdatesTable {
  id: Generated<number>;
  workbench_id: string;
  update: Uint8Array;
  created_at: CreatedAt;
}

/** Every placed image uploaded since migration 0009, by its blob id (image-access.ts). */
export interface ImageUploadsTable {
  blob_id: string;
  organization_id: string;
  created_at: CreatedAt;
}

/** The placed images a workbench may show (modules/workbench-images/image-access.ts). */
export interface WorkbenchImagesTable {
  workbench_id: string;
  blob_id: string;
  created_at: CreatedAt;
}

/** A workspace's palette swatches (migration 0016, modules/palettes). */
export interface PaletteColorsTable {
  organization_id: string;
  /** `#rrggbb`, lower case. */
  color: string;
  added_by: string | null;
  added_at: CreatedAt;
}

export interface BrushPresetsTable {
  id: Generated<string>;
  organization_id: string;
  /** Null once the account that saved it is deleted: a shared preset stays the workspace's. */
  owner_id: string | null;
  name: string;
  /** @contour/canvas PresetSettings, checked by parsePresetSettings before it is written. */
  settings: ColumnType<unknown, string, string>;
  shared: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WorkbenchViewsTable {
  user_id: string;
  workbench_id: string;
  viewed_at: CreatedAt;
}

export interface TeamInvitesTable {
  team_id: string;
  email: string;
  invited_by: string | null;
  created_at: CreatedAt;
}

export interface ActivityLogsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string | null;
  user_email: string;
  action_type: string;
  target_table: string;
  target_id: string;
  metadata: ColumnType<ActivityMetadata, string | undefined, string>;
  event_date: CreatedAt;
}

/** What an activity row says beyond its target (spec workspace-admin §2: email and new_name). */
export interface ActivityMetadata {
  email?: string;
  new_name?: string;
  /** A role change's new role, and the role before it. */
  role?: OrganizationRole;
  previous_role?: OrganizationRole;
  /** A change staff made in /admin: who (their name) and what, in words. */
  staff_name?: string;
  /** What changed, in words: by staff (with staff_name), or an admin's single sign-on settings. */
  change?: string;
}

export interface SubscriptionsTable {
  organization_id: string;
  provider: "stripe" | "sandbox";
  customer_id: string;
  subscription_id: string | null;
  status: string;
  /** Dollars per month, in cents. */
  base_amount_cents: Generated<number>;
  seats: Generated<number>;
  next_invoice_amount_cents: number | null;
  next_invoice_billing_date: NullableTimestamp;
  payment_method_type: string | null;
  payment_method_card_brand: string | null;
  payment_method_card_last4: string | null;
  payment_method_card_expires: string | null;
  billing_email: string | null;
  /** The plan ends at next_invoice_billing_date instead of renewing. */
  cancel_at_period_end: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One role change of the editor review: applied when the payment completes. */
export interface CheckoutRoleChange {
  userId: string;
  newRole: OrganizationRole;
}

export interface BillingCheckoutsTable {
  id: Generated<string>;
  organization_id: string;
  created_by: string | null;
  provider: "stripe" | "sandbox";
  plan: "PRO" | "ORGANIZATION";
  seats: number;
  /** Dollars per editor per month, in cents. */
  unit_amount_cents: number;
  roles_to_change: ColumnType<CheckoutRoleChange[], string, string>;
  external_id: string | null;
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
  /** After this, the sandbox refuses the checkout; Stripe's own session lives as long. */
  expires_at: Timestamp;
  /** Set when a completion found the checkout stale: nothing else changed, and it stays refused. */
  refused_at: NullableTimestamp;
  refusal: string | null;
}

export interface SandboxPortalSessionsTable {
  id: Generated<string>;
  organization_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface SandboxInvoicesTable {
  id: Generated<string>;
  organization_id: string;
  subscription_id: string;
  number: number;
  amount_cents: number;
  period_start: Date;
  period_end: Date;
  created_at: CreatedAt;
}

/** A line of a sandbox invoice; invoice_id is null while it waits for the next invoice. */
export interface SandboxInvoiceLinesTable {
  id: Generated<string>;
  organization_id: string;
  invoice_id: string | null;
  description: string;
  amount_cents: number;
  created_at: CreatedAt;
}

export interface SpentLinkTokensTable {
  jti: string;
  spent_at: CreatedAt;
}

export interface ChangelogsTable {
  id: Generated<string>;
  title: string;
  /** HTML rendered from markdown by the server and sanitized (changelog-markdown.ts). */
  content: string;
  markdown: string;
  /** null while the entry is a draft. */
  published_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The deployment's one row of settings staff edit (migration 0015); null follows the environment. */
export interface DeploymentSettingsTable {
  id: Generated<boolean>;
  block_create_organization: boolean | null;
  /** Staff's switch (migration 0026): off, no share link of the deployment opens. */
  share_links_enabled: Generated<boolean>;
  updated_by: string | null;
  updated_at: CreatedAt;
}

/** A link that shows one workbench, read-only, to whoever holds it (migration 0026). */
export interface ShareLinksTable {
  id: Generated<string>;
  organization_id: string;
  workbench_id: string;
  token_hash: string;
  password_hash: string | null;
  expires_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
  last_opened_at: NullableTimestamp;
}

/** What staff did to an account or a deployment setting (migration 0015, /admin). */
export interface StaffAuditLogsTable {
  id: Generated<string>;
  staff_id: string | null;
  staff_name: string;
  staff_email: string;
  action: string;
  target_user_id: string | null;
  target_email: string | null;
  detail: string;
  created_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
}

export interface AccessLogsTable {
  id: Generated<string>;
  user_id: string | null;
  user_email: string;
  ip_address: string | null;
  event_date: CreatedAt;
}

export interface TrackingEventsTable {
  id: Generated<string>;
  user_id: string | null;
  event: string;
  properties: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

/** Where a job of the queue stands (migration 0018, modules/jobs). */
export type JobState = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/** The durable job queue (migration 0018): modules/jobs runs every statement on it. */
export interface JobsTable {
  id: Generated<string>;
  /** The order jobs were queued in (PGlite's clock_timestamp() counts only milliseconds). */
  seq: ColumnType<number, never, never>;
  kind: string;
  /** The workspace whose slots (multiParallelInference) the job takes. */
  organization_id: string;
  /** JSON, written as its text. */
  payload: ColumnType<unknown, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: CreatedAt;
  timeout_ms: Generated<number>;
  runner_id: string | null;
  lease_expires_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  cancel_requested: Generated<boolean>;
  error: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** An AI request of a workbench (migration 0019, modules/generations); its state is its job's. */
export interface GenerationsTable {
  id: Generated<string>;
  organization_id: string;
  workbench_id: string;
  requested_by: string | null;
  kind: GenerationKind;
  prompt: string;
  settings: ColumnType<StoredRenderSettings, string, string>;
  source_blob_id: string | null;
  mask_blob_id: string | null;
  source_output_id: string | null;
  job_id: string | null;
  progress: Generated<number>;
  /** A Buffer from Postgres, a plain Uint8Array from PGlite (db/pglite-options.ts). */
  preview_png: Uint8Array | null;
  created_at: CreatedAt;
}

/** An image a request produced: a workbench image of the request's workbench (migration 0019). */
export interface GenerationOutputsTable {
  id: Generated<string>;
  generation_id: string;
  position: number;
  blob_id: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

/** AI requests per workspace and calendar month, UTC (migration 0019). */
export interface AiUsageTable {
  organization_id: string;
  /** The month's first day, `YYYY-MM-01`; never read back. */
  month: ColumnType<string, string, string>;
  requests: number;
}

/** A workspace's own AI switch and backend (migration 0019). */
export interface OrganizationAiSettingsTable {
  organization_id: string;
  enabled: Generated<boolean>;
  backend_kind: "comfyui" | "automatic1111" | null;
  backend_url: string | null;
  backend_token_sealed: string | null;
  updated_at: CreatedAt;
}

/**
 * A workspace's render style (migration 0020): its edited copy of a repo style (the same id), or
 * one it added; checked by @contour/core renderStyleProblems before it is written.
 */
export interface RenderStylesTable {
  organization_id: string;
  id: string;
  name: string;
  prompt_suffix: string;
  negative_prompt: string;
  checkpoint: string;
  control_net: string;
  steps: number;
  cfg: number;
  sampler: string;
  scheduler: string;
  influence: number;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A version of a workbench's document (migration 0024, modules/versions). */
export interface WorkbenchVersionsTable {
  id: Generated<string>;
  workbench_id: string;
  organization_id: string;
  kind: "AUTO" | "NAMED" | "BEFORE_RESTORE";
  name: string | null;
  /**
   * A Yjs update, deflated: the whole drawing when the version starts its chain (chain_id = id),
   * else the changes since the version before it in the chain (migration 0028).
   */
  state: Uint8Array;
  /** The drawing's state vector at this version. */
  state_vector: Uint8Array;
  /** The stored update's size before compression. */
  state_bytes: number;
  /** The chain's first version. */
  chain_id: string;
  /** The order within the chain; positions may have gaps where versions were deleted. */
  chain_position: number;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface WorkbenchVersionAuthorsTable {
  version_id: string;
  user_id: string;
}

/** Users whose stored changes no version holds yet (migration 0032). */
export interface WorkbenchVersionPendingAuthorsTable {
  workbench_id: string;
  user_id: string;
}

export interface CommentThreadsTable {
  id: Generated<string>;
  organization_id: string;
  workbench_id: string;
  /** The artboard's key in the workbench document; x and y are in its coordinates. */
  artboard_id: string;
  x: number;
  y: number;
  created_by: string | null;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  created_at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<string>;
  thread_id: string;
  workbench_id: string;
  author_id: string | null;
  body: string;
  created_at: CreatedAt;
  edited_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  organization_id: string;
  kind: "MENTION";
  actor_id: string | null;
  workbench_id: string;
  thread_id: string;
  comment_id: string;
  excerpt: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  user_identities: UserIdentitiesTable;
  organization_sso: OrganizationSsoTable;
  organization_domains: OrganizationDomainsTable;
  one_time_tokens: OneTimeTokensTable;
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  organization_invites: OrganizationInvitesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
  activity_logs: ActivityLogsTable;
  subscriptions: SubscriptionsTable;
  billing_checkouts: BillingCheckoutsTable;
  sandbox_portal_sessions: SandboxPortalSessionsTable;
  sandbox_invoices: SandboxInvoicesTable;
  sandbox_invoice_lines: SandboxInvoiceLinesTable;
  spent_link_tokens: SpentLinkTokensTable;
  folders: FoldersTable;
  workbenches: WorkbenchesTable;
  workbench_views: WorkbenchViewsTable;
  workbench_documents: WorkbenchDocumentsTable;
  workbench_document_updates: WorkbenchDocumentUpdatesTable;
  image_uploads: ImageUploadsTable;
  workbench_images: WorkbenchImagesTable;
  changelogs: ChangelogsTable;
  server_secrets: ServerSecretsTable;
  deployment_settings: DeploymentSettingsTable;
  staff_audit_logs: StaffAuditLogsTable;
  palette_colors: PaletteColorsTable;
  brush_presets: BrushPresetsTable;
  mail_outbox: MailOutboxTable;
  access_logs: AccessLogsTable;
  tracking_events: TrackingEventsTable;
  jobs: JobsTable;
  generations: GenerationsTable;
  share_links: ShareLinksTable;
  generation_outputs: GenerationOutputsTable;
  ai_usage: AiUsageTable;
  organization_ai_settings: OrganizationAiSettingsTable;
  render_styles: RenderStylesTable;
  workbench_versions: WorkbenchVersionsTable;
  workbench_version_authors: WorkbenchVersionAuthorsTable;
  workbench_version_pending_authors: WorkbenchVersionPendingAuthorsTable;
  comment_threads: CommentThreadsTable;
  comments: CommentsTable;
  notifications: NotificationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type OrganizationSsoRow = Selectable<OrganizationSsoTable>;
export type OrganizationDomainRow = Selectable<OrganizationDomainsTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type TeamRow = Selectable<TeamsTable>;
export type FolderRow = Selectable<FoldersTable>;
export type NewFolder = Insertable<FoldersTable>;
export type WorkbenchRow = Selectable<WorkbenchesTable>;
export type ChangelogRow = Selectable<ChangelogsTable>;
export type ShareLinkRow = Selectable<ShareLinksTable>;
